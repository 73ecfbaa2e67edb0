import type { TSessionInfo } from '../../../contract/auth.ts';
import {
  deleteDeviceSessions,
  findSessionOwner,
  listUserSessions,
} from '../../../db/queries/sessions.ts';
import type { MemberContext } from '../../context.ts';
import { notFound } from '../../http-error.ts';
import { authorize } from '../../policies/authorize.ts';

type SessionRow = Awaited<ReturnType<typeof listUserSessions>>[number];

/**
 * The Sessions card: one row per device (browser, told apart by its user agent), not per
 * sign-in, so signing in again on the same browser does not add a row. Only live sessions are
 * listed (expired and ended ones are gone from the query). A device's row carries the id of this
 * request's session when it is on this device, else of its most recent one; `lastSeenAt` is the
 * device's latest activity and `createdAt` its first sign-in still live.
 */
export async function listDevices(
  ctx: MemberContext,
  { currentSessionId }: { currentSessionId: string },
): Promise<TSessionInfo[]> {
  const rows = await listUserSessions(ctx.db, { userId: ctx.viewer.id });
  const devices = new Map<string, SessionRow[]>();
  // Rows come most recently seen first, so each group's first row is its latest.
  for (const row of rows) {
    const key = row.userAgent ?? '';
    devices.set(key, [...(devices.get(key) ?? []), row]);
  }
  return [...devices.values()].map((group) => {
    const latest = group[0]!;
    const current = group.find((row) => row.id === currentSessionId);
    const firstSignIn = Math.min(...group.map((row) => row.createdAt.getTime()));
    return {
      id: (current ?? latest).id,
      userAgent: latest.userAgent,
      ipAddress: latest.ipAddress,
      createdAt: new Date(firstSignIn).toISOString(),
      lastSeenAt: latest.lastSeenAt.toISOString(),
      isCurrent: current !== undefined,
    };
  });
}

/**
 * Signs a device out: every session of the member on the browser of the session named. Someone
 * else's session id reads as not found. Returns the ids ended (the caller clears the cookie when
 * this request's session is among them).
 */
export async function signOutDevice(
  ctx: MemberContext,
  { sessionId }: { sessionId: string },
): Promise<string[]> {
  const session = await findSessionOwner(ctx.db, { sessionId });
  if (!session) throw notFound('Session not found');
  authorize(ctx.viewer, 'session.revoke', session);
  const ended = await deleteDeviceSessions(ctx.db, { userId: ctx.viewer.id, sessionId });
  if (ended.length === 0) throw notFound('Session not found');
  return ended;
}
