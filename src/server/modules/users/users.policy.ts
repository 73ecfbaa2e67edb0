import type { Viewer } from '../../context.ts';

/** Members edit their own profile; admins may edit anyone's (moderation tools need it). */
export function canEditProfile(viewer: Viewer | null, user: { id: string }): boolean {
  if (!viewer) return false;
  return viewer.id === user.id || viewer.role === 'admin';
}

/** E-mail, phone, birth date, role and settings go to the owner, and to admins. */
export function canSeeSelfView(viewer: Viewer | null, user: { id: string }): boolean {
  if (!viewer) return false;
  return viewer.id === user.id || viewer.role === 'admin';
}
