import { demoSources, type Picture } from './pictures.ts';

// Split from pictures.ts so each screen's chunk carries only the pictures it draws.

/** A profile's cover: the profile column, the whole screen on phones. */
export const PROFILE_COVER_SIZES = '(min-width: 1152px) 72rem, 100vw';

/** A profile's cover photo (profile-header.tsx). */
export function coverPicture(src: string): Picture {
  return { src, sources: demoSources(src, PROFILE_COVER_SIZES) };
}
