import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { z } from 'zod';
import { SESSION_COOKIE } from '../../../contract/limits.ts';
import {
  LIVE_CLOSE,
  LIVE_PUBLISH_PATH,
  LIVE_WATCH_PATH,
  STREAMING_ERRORS,
  type TLiveServerFrame,
} from '../../../contract/streaming.ts';
import { findLiveSession } from '../../../db/queries/sessions.ts';
import { findStreamSession } from '../../../db/queries/streaming.ts';
import { can } from '../../policies/authorize.ts';
import { hashSessionToken } from '../auth/session-token.ts';
import { isCrossSiteRequest } from '../../plugins/security.ts';
import type { LiveMember } from '../../providers/streaming/relay.ts';
import { isLive, type StreamingRuntime } from './streaming.service.ts';

/**
 * The relay's sockets (protocol in `src/contract/streaming.ts`). Cookie and origin are checked
 * before the upgrade exactly like `/ws` (401 / 403, no socket); the session is looked up then
 * too, so the handler attaches synchronously and no early frame of the publisher is lost. What is
 * wrong with the session itself is said on the open socket (`error`, then a LIVE_CLOSE code).
 */

type Decision =
  | { ok: true; member: LiveMember; session: { id: string; ownerId: string } }
  | { ok: false; code: number; message: string };

const ZSessionId = z.uuid();

export function registerLiveSockets(app: FastifyInstance, runtime: StreamingRuntime): void {
  const { deps } = app;
  const decisions = new WeakMap<FastifyRequest, Decision>();

  const decide = async (
    request: FastifyRequest,
    role: 'publisher' | 'viewer',
    user: NonNullable<Awaited<ReturnType<typeof findLiveSession>>>['user'],
  ): Promise<Decision> => {
    const { sessionId } = request.params as { sessionId?: string };
    const notFound = { ok: false, code: LIVE_CLOSE.notFound, message: STREAMING_ERRORS.notFound };
    if (!ZSessionId.safeParse(sessionId).success) return notFound as Decision;
    const row = await findStreamSession(deps.database.db, { id: sessionId!, viewerId: user.id });
    if (!row) return notFound as Decision;
    const viewer = { id: user.id, role: user.role };
    const visible = can(viewer, 'stream.watch', {
      ownerId: row.ownerId,
      isPublic: row.isPublic,
      ownerSuspended: row.owner.suspendedAt !== null,
      ownerProfilePublic: row.owner.privacySettings.profileVisibility !== false,
      isFollowing: row.isFollowing,
      blockedEitherWay: row.blockedEitherWay,
    });
    if (!visible) return notFound as Decision;
    if (role === 'publisher' && !can(viewer, 'stream.manage', { ownerId: row.ownerId })) {
      return { ok: false, code: LIVE_CLOSE.forbidden, message: STREAMING_ERRORS.notOwner };
    }
    if (row.provider !== 'local') {
      // IVS sessions play from their HLS playback URL; nothing is relayed here.
      return { ok: false, code: LIVE_CLOSE.notFound, message: 'This stream is not relayed here' };
    }
    if (!isLive(row)) {
      return { ok: false, code: LIVE_CLOSE.ended, message: STREAMING_ERRORS.ended };
    }
    const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || 'Traveller';
    return {
      ok: true,
      member: { id: user.id, name, profileImageUrl: user.profileImageUrl },
      session: { id: row.id, ownerId: row.ownerId },
    };
  };

  const preValidation =
    (role: 'publisher' | 'viewer') => async (request: FastifyRequest, reply: FastifyReply) => {
      if (isCrossSiteRequest(request, deps.config.baseUrl)) {
        return reply.code(403).send({ message: 'Cross-site requests are not allowed' });
      }
      const token = request.cookies[SESSION_COOKIE];
      const session = token
        ? await findLiveSession(deps.database.db, { tokenHash: hashSessionToken(token) })
        : undefined;
      if (!session || session.user.suspendedAt) {
        return reply.code(401).send({ message: 'Authentication required' });
      }
      decisions.set(request, await decide(request, role, session.user));
    };

  const refuse = (socket: WebSocket, code: number, message: string) => {
    const frame: TLiveServerFrame =
      code === LIVE_CLOSE.ended ? { type: 'ended' } : { type: 'error', message };
    if (code === LIVE_CLOSE.ended) socket.send(JSON.stringify({ type: 'error', message }));
    socket.send(JSON.stringify(frame));
    socket.close(code, message.slice(0, 100));
  };

  app.get(
    LIVE_PUBLISH_PATH,
    { websocket: true, preValidation: preValidation('publisher') },
    (socket, request) => {
      const decision = decisions.get(request);
      if (!decision) return socket.close(1008, 'Authentication required');
      if (!decision.ok) return refuse(socket, decision.code, decision.message);
      runtime.relay.attachPublisher(decision.session, socket, decision.member);
    },
  );

  app.get(
    LIVE_WATCH_PATH,
    { websocket: true, preValidation: preValidation('viewer') },
    (socket, request) => {
      const decision = decisions.get(request);
      if (!decision) return socket.close(1008, 'Authentication required');
      if (!decision.ok) return refuse(socket, decision.code, decision.message);
      runtime.relay.attachViewer(decision.session, socket, decision.member);
    },
  );
}
