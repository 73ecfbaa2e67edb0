import type { Viewer } from '../../context.ts';

/** Contact-form messages hold visitors' e-mail addresses: only the operator (admins) reads them. */
export function canReadHelpMessages(viewer: Viewer | null): boolean {
  return viewer?.role === 'admin';
}
