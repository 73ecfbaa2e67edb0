import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import {
  WS_PING_INTERVAL_MS,
  ZClientFrame,
  type TClientFrame,
  type TServerFrame,
} from '../../contract/realtime.ts';
import type { ProfileRow } from '../../db/queries/users.ts';
import { createServiceContext, type MemberContext } from '../context.ts';
import type { AppDeps } from '../deps.ts';
import { HttpError } from '../http-error.ts';
import type { BusEvent, BusEventOf, DomainEventType } from './events.ts';
import { PresenceRegistry } from './presence.ts';

/** Frames of one socket waiting to be handled; past this, new ones are dropped. */
const MAX_PENDING_FRAMES = 64;

export type SocketAuth = { user: ProfileRow; tokenHash: string; sessionId: string };

/** One open socket, as the handlers of the modules see it. */
export type RealtimeClient = {
  /** This socket (a message sent through it names it, so it gets `message_sent` instead). */
  readonly id: string;
  readonly socket: WebSocket;
  /** The member, as of the upgrade or their last `user.updated`. */
  user: ProfileRow;
  /** The session the socket was opened with. */
  readonly tokenHash: string;
};

type Connection = RealtimeClient & {
  alive: boolean;
  pending: number;
  queue: Promise<void>;
};

/** Frames a module may handle (`ping` is the transport's own). */
export type ClientFrameType = Exclude<TClientFrame['type'], 'ping'>;
export type ClientFrameOf<T extends ClientFrameType> = Extract<TClientFrame, { type: T }>;
export type FrameHandler<T extends ClientFrameType> = (
  client: RealtimeClient,
  frame: ClientFrameOf<T>,
) => Promise<void> | void;
export type BusEventHandler<T extends DomainEventType> = (
  event: BusEventOf<T>,
) => Promise<void> | void;

/* The registries are keyed by type, so a handler stored under a type only ever gets that type. */
type AnyFrameHandler = (client: RealtimeClient, frame: TClientFrame) => Promise<void> | void;
type AnyEventHandler = (event: BusEvent) => Promise<void> | void;
type FrameRoute = { handle: AnyFrameHandler; whenBusy?: AnyFrameHandler };

export const showsOnline = (user: ProfileRow) => user.privacySettings?.showOnlineStatus !== false;

/**
 * The socket transport of this instance: connections, heartbeat, the per-member registry of
 * sockets, presence and writing frames. What frames and bus events mean is up to the modules,
 * which register handlers (`onFrame`, `on`; see realtime-modules.ts). Every instance hears every
 * bus event and writes the frames for its own sockets; side effects that must happen once per
 * event (web push) run only where it was published (`isOwn`).
 */
export class RealtimeHub {
  readonly presence: PresenceRegistry;
  private readonly byUser = new Map<string, Set<Connection>>();
  private readonly frameRoutes = new Map<string, FrameRoute>();
  private readonly eventHandlers = new Map<string, AnyEventHandler[]>();
  private readonly openHandlers: Array<(client: RealtimeClient) => Promise<void>> = [];
  private readonly closeHandlers: Array<(client: RealtimeClient, last: boolean) => void> = [];
  private readonly presenceHandlers: Array<(userId: string) => void> = [];
  private readonly stopListening: () => void;
  private readonly pingTimer: NodeJS.Timeout;

  constructor(
    readonly deps: AppDeps,
    readonly log: FastifyBaseLogger,
  ) {
    this.presence = new PresenceRegistry(deps.bus, (userId) => {
      for (const handler of this.presenceHandlers) handler(userId);
    });
    this.on('presence.changed', (event) => this.presence.handle(event));
    this.on('presence.snapshot', (event) => this.presence.handle(event));
    this.on('presence.sync', (event) => this.presence.handle(event));
    this.on('presence.down', (event) => this.presence.handle(event));
    this.stopListening = deps.bus.subscribe((event) => this.dispatch(event));
    this.pingTimer = setInterval(() => this.heartbeat(), WS_PING_INTERVAL_MS);
    this.pingTimer.unref();
  }

  /* --------------------------------------------------------------------------------------------
   * What modules register
   * ------------------------------------------------------------------------------------------ */

  /** Handles a bus event of this type (every instance hears every event, its own included). */
  on<T extends DomainEventType>(type: T, handler: BusEventHandler<T>): void {
    const handlers = this.eventHandlers.get(type) ?? [];
    handlers.push(handler as unknown as AnyEventHandler);
    this.eventHandlers.set(type, handlers);
  }

  /**
   * Handles a client frame of this type, in the order the socket sent its frames. `whenBusy`
   * answers a frame dropped because the socket has too many waiting.
   */
  onFrame<T extends ClientFrameType>(
    type: T,
    handle: FrameHandler<T>,
    options: { whenBusy?: FrameHandler<T> } = {},
  ): void {
    if (this.frameRoutes.has(type)) throw new Error(`Frame ${type} already has a handler`);
    this.frameRoutes.set(type, {
      handle: handle as unknown as AnyFrameHandler,
      whenBusy: options.whenBusy as unknown as AnyFrameHandler | undefined,
    });
  }

  /** Runs when a socket opens, before any of its frames is handled (the `ready` frame). */
  onOpen(handler: (client: RealtimeClient) => Promise<void>): void {
    this.openHandlers.push(handler);
  }

  /** Runs when a socket closes; `last` when it was the member's last one here. */
  onClose(handler: (client: RealtimeClient, last: boolean) => void): void {
    this.closeHandlers.push(handler);
  }

  /** Runs with each member whose shown-online state may have changed. */
  onPresenceChange(handler: (userId: string) => void): void {
    this.presenceHandlers.push(handler);
  }

  /* --------------------------------------------------------------------------------------------
   * What handlers use
   * ------------------------------------------------------------------------------------------ */

  /** How many sockets are open here (metrics, tests, the bench). */
  get socketCount(): number {
    let count = 0;
    for (const clients of this.byUser.values()) count += clients.size;
    return count;
  }

  /** Whether the member has an open socket on any instance. */
  isConnected(userId: string): boolean {
    return this.presence.isConnected(userId);
  }

  /** The member's sockets on this instance. */
  clientsOf(userId: string): ReadonlySet<RealtimeClient> {
    return this.byUser.get(userId) ?? new Set();
  }

  hasClients(userId: string): boolean {
    return this.byUser.has(userId);
  }

  /** Published by this instance: its once-per-event side effects (web push) happen here. */
  isOwn(event: BusEvent): boolean {
    return event.origin === this.deps.bus.id;
  }

  /** A service context acting as the socket's member. */
  context(client: RealtimeClient): MemberContext {
    return createServiceContext(this.deps, {
      viewer: { id: client.user.id, role: client.user.role },
      log: this.log,
    }) as MemberContext;
  }

  /** One frame (built once, only when the member has sockets here) to each of them. */
  toUser(userId: string, build: () => TServerFrame): void {
    const clients = this.byUser.get(userId);
    if (!clients || clients.size === 0) return;
    const text = JSON.stringify(build());
    for (const client of clients) this.sendText(client, text);
  }

  /** One frame (built once) to every socket on this instance, except those of `exceptUserId`. */
  toEveryone(build: () => TServerFrame, exceptUserId?: string): void {
    let text: string | undefined;
    for (const [userId, clients] of this.byUser) {
      if (userId === exceptUserId) continue;
      text ??= JSON.stringify(build());
      for (const client of clients) this.sendText(client, text);
    }
  }

  send(client: RealtimeClient, frame: TServerFrame): void {
    this.sendText(client, JSON.stringify(frame));
  }

  /** A refusal (4xx) says why; anything else is logged and answered in general terms. */
  sendError(client: RealtimeClient, error: unknown, tempId: string | null): void {
    if (error instanceof HttpError && error.statusCode < 500) {
      this.send(client, { type: 'error', message: error.message, tempId });
      return;
    }
    this.log.warn({ err: error }, 'a socket request failed');
    this.send(client, {
      type: 'error',
      message: tempId ? 'Message could not be sent' : 'Something went wrong',
      tempId,
    });
  }

  /* --------------------------------------------------------------------------------------------
   * Connections
   * ------------------------------------------------------------------------------------------ */

  /** A socket that passed the upgrade's session check. */
  attach(socket: WebSocket, auth: SocketAuth): void {
    const client: Connection = {
      id: crypto.randomUUID(),
      socket,
      user: auth.user,
      tokenHash: auth.tokenHash,
      alive: true,
      pending: 0,
      queue: Promise.resolve(),
    };
    const userId = auth.user.id;
    const clients = this.byUser.get(userId) ?? new Set<Connection>();
    clients.add(client);
    this.byUser.set(userId, clients);
    this.presence.connect(userId, showsOnline(auth.user));

    socket.on('pong', () => {
      client.alive = true;
    });
    socket.on('message', (data, isBinary) => this.receive(client, data, isBinary));
    socket.on('close', () => this.detach(client));
    for (const handler of this.openHandlers) this.enqueue(client, () => handler(client));
  }

  async close(): Promise<void> {
    clearInterval(this.pingTimer);
    this.stopListening();
    await this.presence.close();
    for (const clients of this.byUser.values()) {
      for (const client of clients) client.socket.terminate();
    }
    this.byUser.clear();
  }

  private detach(client: Connection): void {
    const userId = client.user.id;
    const clients = this.byUser.get(userId);
    clients?.delete(client);
    if (clients?.size === 0) this.byUser.delete(userId);
    const last = !this.byUser.has(userId);
    for (const handler of this.closeHandlers) handler(client, last);
    this.presence.disconnect(userId);
  }

  /** Protocol pings every 30 s; a socket that did not answer the previous one is dropped. */
  private heartbeat(): void {
    for (const clients of this.byUser.values()) {
      for (const client of clients) {
        if (!client.alive) {
          client.socket.terminate();
          continue;
        }
        client.alive = false;
        try {
          client.socket.ping();
        } catch {
          client.socket.terminate();
        }
      }
    }
  }

  /* --------------------------------------------------------------------------------------------
   * Frames in, events in
   * ------------------------------------------------------------------------------------------ */

  private receive(client: Connection, data: unknown, isBinary: boolean): void {
    if (isBinary) return;
    let frame: TClientFrame;
    try {
      const text = Array.isArray(data)
        ? Buffer.concat(data as Buffer[]).toString('utf8')
        : Buffer.from(data as Buffer).toString('utf8');
      const parsed = ZClientFrame.safeParse(JSON.parse(text));
      if (!parsed.success) return; // §7: frames that cannot be parsed are ignored.
      frame = parsed.data;
    } catch {
      return;
    }
    if (frame.type === 'ping') {
      this.send(client, { type: 'pong', timestamp: Date.now() });
      return;
    }
    const route = this.frameRoutes.get(frame.type);
    if (!route) return;
    if (client.pending >= MAX_PENDING_FRAMES) {
      void route.whenBusy?.(client, frame);
      return;
    }
    this.enqueue(client, async () => route.handle(client, frame));
  }

  /** Frames of one socket are handled in order (a thread's messages keep the order sent). */
  private enqueue(client: Connection, work: () => Promise<void>): void {
    client.pending += 1;
    client.queue = client.queue
      .then(work)
      .catch((error: unknown) => {
        this.log.warn({ err: error }, 'a socket frame failed');
      })
      .finally(() => {
        client.pending -= 1;
      });
  }

  private dispatch(event: BusEvent): void {
    for (const handler of this.eventHandlers.get(event.type) ?? []) {
      const failed = (error: unknown) =>
        this.log.warn({ err: error, event: event.type }, 'a realtime event could not be handled');
      try {
        const result = handler(event);
        if (result) result.catch(failed);
      } catch (error) {
        failed(error);
      }
    }
  }

  private sendText(client: RealtimeClient, text: string): void {
    if (client.socket.readyState !== client.socket.OPEN) return;
    client.socket.send(text);
  }
}
