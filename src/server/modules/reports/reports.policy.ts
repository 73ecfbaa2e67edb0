import type { Viewer } from '../../context.ts';

/**
 * Reporting (issue 22 §4): a member reports what someone else wrote, or someone else; never
 * themselves or their own content. Whether they can see the target is decided by the lookup
 * (what they cannot see is "not found").
 */
export function canReport(viewer: Viewer | null, target: { subjectId: string }): boolean {
  return viewer !== null && viewer.id !== target.subjectId;
}

/** The queue (list, case, actions, closing): admins and moderators. */
export function canModerate(viewer: Viewer | null): boolean {
  return viewer?.role === 'admin' || viewer?.role === 'moderator';
}
