import type { Viewer } from '../../context.ts';

/** The performance dashboard and its reset are for admins only (moderators included out). */
export function canViewPerformance(viewer: Viewer | null): boolean {
  return viewer?.role === 'admin';
}
