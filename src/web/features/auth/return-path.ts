import { useLocation } from 'react-router';

/** Only same-site paths are accepted, so a crafted state can never send someone off-site. */
export function safeReturnPath(from: unknown): string {
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : '/';
}

/** Where to go after signing in: back to the page that sent the visitor here, else home. */
export function useReturnPath(): string {
  const { state } = useLocation() as { state: { from?: unknown } | null };
  return safeReturnPath(state?.from);
}
