import { USER_QUERY_STALE_MS } from '../../contract/limits.ts';

/**
 * How long each kind of data stays fresh, named once so features agree (spec 1 §9: nothing is
 * stale by default; the user record for 5 minutes; lists that others change are re-read).
 */
export const STALE = {
  /** Data only this client changes (it updates the cache itself). */
  never: Infinity,
  /** The signed-in member (spec 1 §9). */
  user: USER_QUERY_STALE_MS,
  /** Lists other people change: feeds, comments, sessions. */
  shared: 30_000,
  /** Always re-read on mount (devices, unread counts). */
  always: 0,
} as const;
