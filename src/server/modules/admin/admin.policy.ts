import type { Viewer } from '../../context.ts';

/** Only the admin role may use the operator area. */
export function canAccessAdmin(viewer: Viewer | null): boolean {
  return viewer?.role === 'admin';
}
