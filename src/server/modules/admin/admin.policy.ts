import type { Viewer } from '../../context.ts';

/**
 * Roles in the operator area (issue 22; spec 3 §6 names no rule beyond "admins only", so where it
 * is silent): admins may do everything; moderators may enter only the routes opened to them —
 * the moderation queue and read-only member pages — and act on nothing else.
 */

/** The operator screens that only admins use (dashboard, audit log, every change). */
export function canAccessAdmin(viewer: Viewer | null): boolean {
  return viewer?.role === 'admin';
}

/** A route of /api/admin: admins always, moderators where the route is opened to them. */
export function canEnterAdminRoute(
  viewer: Viewer | null,
  route: { openToModerators: boolean },
): boolean {
  if (viewer?.role === 'admin') return true;
  return viewer?.role === 'moderator' && route.openToModerators;
}

/** Member pages (search, profile, reports, sessions, history): admins and moderators. */
export function canReadMembers(viewer: Viewer | null): boolean {
  return viewer?.role === 'admin' || viewer?.role === 'moderator';
}

/** An object's audit history: admins; moderators for the members whose pages they read. */
export function canReadObjectAudit(viewer: Viewer | null, object: { objectType: string }): boolean {
  if (viewer?.role === 'admin') return true;
  return viewer?.role === 'moderator' && object.objectType === 'user';
}

/**
 * Acting on a member (warn, limit, suspend, delete, change role): admins, never on themselves
 * (an admin cannot lock themselves out) nor on another admin except to change their role (demote
 * first, then act), so two admins cannot suspend each other in a race. Moderators may take the
 * queue's actions (`moderate`: warn, limit, suspend) on members only (issue 22 §4); they reach
 * them only through the moderation queue's routes.
 */
export function canManageMember(
  viewer: Viewer | null,
  target: { id: string; role: string; action: 'role' | 'moderate' | 'other' },
): boolean {
  if (!viewer || viewer.id === target.id) return false;
  if (viewer.role === 'moderator') return target.action === 'moderate' && target.role === 'member';
  if (viewer.role !== 'admin') return false;
  return target.action === 'role' || target.role !== 'admin';
}
