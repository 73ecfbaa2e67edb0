import { WS_CLOSE_SESSION_ENDED, WS_ERRORS } from '../../contract/realtime.ts';
import { findLiveSession } from '../../db/queries/sessions.ts';
import { findProfileById, type ProfileRow } from '../../db/queries/users.ts';
import { showsOnline } from './hub.ts';
import type { RealtimeParts } from './realtime-modules.ts';

/**
 * Keeps who a socket is current: the cookie decided it at the upgrade, a frame cannot change it;
 * a socket opened with a session that ended closes, and the member's changes (names, "Show online
 * status", suspension) reach their open sockets.
 */
export function registerSessionGuard({ hub }: RealtimeParts): void {
  const db = hub.deps.database.db;

  hub.onFrame('authenticate', (client, frame) => {
    if (frame.userId === client.user.id) {
      hub.send(client, { type: 'authenticated', userId: client.user.id });
    } else {
      hub.send(client, { type: 'error', message: WS_ERRORS.authenticate, tempId: null });
    }
  });

  hub.on('session.ended', async ({ userId }) => {
    for (const client of [...hub.clientsOf(userId)]) {
      const live = await findLiveSession(db, { tokenHash: client.tokenHash }).catch(() => true);
      if (!live) client.socket.close(WS_CLOSE_SESSION_ENDED, 'Session ended');
    }
  });

  hub.on('user.updated', async ({ userId }) => {
    if (!hub.hasClients(userId)) return;
    let row: ProfileRow | undefined;
    try {
      row = await findProfileById(db, { id: userId });
    } catch {
      return; // The database did not answer: keep the sockets as they are.
    }
    const clients = [...hub.clientsOf(userId)];
    if (!row || row.suspendedAt) {
      // Gone or suspended: no more realtime for this member.
      for (const client of clients) client.socket.close(WS_CLOSE_SESSION_ENDED, 'Signed out');
      return;
    }
    for (const client of clients) client.user = row;
    hub.presence.setVisible(userId, showsOnline(row));
  });
}
