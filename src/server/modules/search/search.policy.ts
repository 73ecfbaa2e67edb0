import type { Viewer } from '../../context.ts';

/** People search matches e-mail addresses only for the Roamly team (members see names only). */
export function canSearchByEmail(viewer: Viewer | null): boolean {
  return viewer?.role === 'admin';
}
