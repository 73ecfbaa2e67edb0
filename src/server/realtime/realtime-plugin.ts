import websocket from '@fastify/websocket';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { MESSAGE_SEND_RATE_LIMIT } from '../../contract/messaging.ts';
import { SESSION_COOKIE } from '../../contract/limits.ts';
import { WS_MAX_PAYLOAD_BYTES, WS_PATH } from '../../contract/realtime.ts';
import { findLiveSession } from '../../db/queries/sessions.ts';
import { hashSessionToken } from '../modules/auth/session-token.ts';
import { createPushNotifier, type PushNotifier } from '../modules/push/push.notifier.ts';
import { isCrossSiteRequest } from '../plugins/security.ts';
import { RealtimeHub, type SocketAuth } from './hub.ts';
import { registerRealtimeModules } from './realtime-modules.ts';
import { createMemberLimiter, type MemberLimiter } from './send-limiter.ts';

export type Realtime = {
  hub: RealtimeHub;
  /** Message sends per member, HTTP and socket together. */
  sendLimiter: MemberLimiter;
  push: PushNotifier;
  /**
   * Run at shutdown before every socket is closed, for a feature's last frames (the live relay
   * tells its viewers the stream ended).
   */
  beforeSocketsClose: Array<() => Promise<void>>;
};

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation merges interfaces
  interface FastifyInstance {
    realtime: Realtime;
  }
}

/**
 * The WebSocket endpoint of 2-traveller-features §7 and what feeds it: the hub (the socket
 * transport) with the handlers each module registers on it (frames in, bus events → frames out),
 * the per-member send limit and web push. The upgrade is authenticated by the
 * session cookie (no session: 401) and refused from other sites (403), before any socket exists.
 */
export const realtimePlugin = fp(async (app: FastifyInstance) => {
  const { deps } = app;
  const sendLimiter = createMemberLimiter(deps.config.redisUrl, MESSAGE_SEND_RATE_LIMIT);
  const push = createPushNotifier({
    db: deps.database.db,
    config: deps.config,
    log: app.log,
    calls: deps.providers,
  });
  const hub = new RealtimeHub(deps, app.log);
  registerRealtimeModules(hub, { push, sendLimiter });
  const beforeSocketsClose: Array<() => Promise<void>> = [];
  app.decorate('realtime', { hub, sendLimiter, push, beforeSocketsClose });
  // Before the bus closes (onClose): the other instances hear that this one's sockets are gone.
  app.addHook('preClose', async () => {
    await hub.close();
  });
  app.addHook('onClose', async () => {
    await sendLimiter.close();
  });

  await app.register(websocket, {
    options: { maxPayload: WS_MAX_PAYLOAD_BYTES },
    // The plugin's own shutdown (close every socket), after the features' last frames.
    preClose: async () => {
      for (const hook of beforeSocketsClose) await hook();
      for (const client of app.websocketServer.clients) client.close();
      app.websocketServer.close();
    },
    errorHandler: (error, socket, request) => {
      request.log.warn({ err: error }, 'websocket error');
      socket.terminate();
    },
  });

  const auths = new WeakMap<FastifyRequest, SocketAuth>();
  app.get(
    WS_PATH,
    {
      websocket: true,
      preValidation: async (request, reply) => {
        if (isCrossSiteRequest(request, deps.config.baseUrl)) {
          return reply.code(403).send({ message: 'Cross-site requests are not allowed' });
        }
        const token = request.cookies[SESSION_COOKIE];
        const tokenHash = token ? hashSessionToken(token) : undefined;
        const session = tokenHash
          ? await findLiveSession(deps.database.db, { tokenHash })
          : undefined;
        if (!session || !tokenHash || session.user.suspendedAt) {
          return reply.code(401).send({ message: 'Authentication required' });
        }
        auths.set(request, { user: session.user, tokenHash, sessionId: session.sessionId });
      },
    },
    (socket, request) => {
      const auth = auths.get(request);
      if (!auth) {
        socket.close(1008, 'Authentication required');
        return;
      }
      hub.attach(socket, auth);
    },
  );
});
