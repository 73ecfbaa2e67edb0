import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import { ACTIVITY_ACTORS_SHOWN, type TActivityType } from '../../contract/activity.ts';
import { MESSAGE_RATE_LIMITED, ZSendMessageBody, type TMessage } from '../../contract/messaging.ts';
import {
  WS_ERRORS,
  WS_CLOSE_SESSION_ENDED,
  WS_PING_INTERVAL_MS,
  ZClientFrame,
  type TClientFrame,
  type TServerFrame,
  type TUnreadCounts,
} from '../../contract/realtime.ts';
import {
  countUnreadActivityGroups,
  findNotificationSettings,
  listActivityGroups,
} from '../../db/queries/activity.ts';
import {
  countUnreadMessages,
  findConversationForMember,
  membersShowingOnline,
  sharesConversation,
} from '../../db/queries/conversations.ts';
import { findLiveSession } from '../../db/queries/sessions.ts';
import { findProfileById, type ProfileRow } from '../../db/queries/users.ts';
import { createServiceContext, type MemberContext } from '../context.ts';
import type { AppDeps } from '../deps.ts';
import { HttpError } from '../http-error.ts';
import { presentActivityGroup } from '../modules/activity/activity.presenter.ts';
import { enabledActivityTypes } from '../modules/activity/activity.service.ts';
import type {
  MessageCreatedEvent,
  MessageStatusEvent,
} from '../modules/messaging/messaging.service.ts';
import {
  markMessageDelivered,
  markMessageRead,
  sendMessage,
} from '../modules/messaging/messaging.service.ts';
import type { PushNotifier } from '../modules/push/push.notifier.ts';
import { fieldLabel } from '../plugins/validation-message.ts';
import type { DomainEvent } from './bus.ts';
import type { MemberLimiter } from './send-limiter.ts';
import { PresenceRegistry } from './presence.ts';

/** Frames of one socket waiting to be handled; past this, new ones are dropped. */
const MAX_PENDING_FRAMES = 64;
/** A typing frame is relayed at most this often per conversation, unless it changes. */
const TYPING_RELAY_MS = 1_000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type SocketAuth = { user: ProfileRow; tokenHash: string; sessionId: string };

type Client = {
  id: string;
  socket: WebSocket;
  user: ProfileRow;
  tokenHash: string;
  alive: boolean;
  pending: number;
  queue: Promise<void>;
  /** Conversations this member is in, once checked: id → the other member. */
  conversations: Map<string, string>;
  typingSent: Map<string, { at: number; isTyping: boolean }>;
  /** Members whose presence this socket follows, with the state last sent. */
  watching: Map<string, boolean>;
};

const showsOnline = (user: ProfileRow) => user.privacySettings?.showOnlineStatus !== false;

/**
 * The sockets of this instance and what reaches them. Every instance hears every bus event and
 * writes the frames for its own sockets; side effects that must happen once per event (web push)
 * run only on the instance that published it (`event.origin`).
 */
export class RealtimeHub {
  private readonly byUser = new Map<string, Set<Client>>();
  private readonly watchers = new Map<string, Set<Client>>();
  private readonly unread = new Map<string, TUnreadCounts>();
  private readonly presence: PresenceRegistry;
  private readonly stopListening: () => void;
  private readonly pingTimer: NodeJS.Timeout;

  constructor(
    private readonly deps: AppDeps,
    private readonly log: FastifyBaseLogger,
    private readonly push: PushNotifier,
    private readonly sendLimiter: MemberLimiter,
  ) {
    this.presence = new PresenceRegistry(deps.bus, (userId) => this.presenceChanged(userId));
    this.stopListening = deps.bus.subscribe((event) => {
      try {
        this.onEvent(event);
      } catch (error) {
        this.log.warn({ err: error, event: event.type }, 'a realtime event could not be handled');
      }
    });
    this.pingTimer = setInterval(() => this.heartbeat(), WS_PING_INTERVAL_MS);
    this.pingTimer.unref();
  }

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

  /** A socket that passed the upgrade's session check. */
  attach(socket: WebSocket, auth: SocketAuth): void {
    const client: Client = {
      id: crypto.randomUUID(),
      socket,
      user: auth.user,
      tokenHash: auth.tokenHash,
      alive: true,
      pending: 0,
      queue: Promise.resolve(),
      conversations: new Map(),
      typingSent: new Map(),
      watching: new Map(),
    };
    const userId = auth.user.id;
    const clients = this.byUser.get(userId) ?? new Set<Client>();
    clients.add(client);
    this.byUser.set(userId, clients);
    this.presence.connect(userId, showsOnline(auth.user));

    socket.on('pong', () => {
      client.alive = true;
    });
    socket.on('message', (data, isBinary) => this.receive(client, data, isBinary));
    socket.on('close', () => this.detach(client));
    this.enqueue(client, () => this.sendReady(client));
  }

  async close(): Promise<void> {
    clearInterval(this.pingTimer);
    this.stopListening();
    await this.presence.close();
    for (const clients of this.byUser.values()) {
      for (const client of clients) client.socket.terminate();
    }
    this.byUser.clear();
    this.watchers.clear();
  }

  /* --------------------------------------------------------------------------------------------
   * Frames from a socket
   * ------------------------------------------------------------------------------------------ */

  private receive(client: Client, data: unknown, isBinary: boolean): void {
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
    if (client.pending >= MAX_PENDING_FRAMES) {
      if (frame.type === 'send_message') {
        this.send(client, { type: 'error', message: MESSAGE_RATE_LIMITED, tempId: frame.tempId });
      }
      return;
    }
    this.enqueue(client, () => this.handle(client, frame));
  }

  /** Frames of one socket are handled in order (a thread's messages keep the order sent). */
  private enqueue(client: Client, work: () => Promise<void>): void {
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

  private context(client: Client): MemberContext {
    return createServiceContext(this.deps, {
      viewer: { id: client.user.id, role: client.user.role },
      log: this.log,
    }) as MemberContext;
  }

  private async handle(client: Client, frame: TClientFrame): Promise<void> {
    switch (frame.type) {
      case 'authenticate':
        // The cookie decided who this socket is; a frame cannot change it.
        if (frame.userId === client.user.id) {
          this.send(client, { type: 'authenticated', userId: client.user.id });
        } else {
          this.send(client, { type: 'error', message: WS_ERRORS.authenticate, tempId: null });
        }
        return;
      case 'send_message':
        return this.handleSend(client, frame);
      case 'message_delivered':
      case 'message_read': {
        if (!UUID.test(frame.messageId)) return;
        try {
          const ctx = this.context(client);
          const input = { messageId: frame.messageId };
          if (frame.type === 'message_delivered') await markMessageDelivered(ctx, input);
          else await markMessageRead(ctx, input);
        } catch (error) {
          this.sendError(client, error, null);
        }
        return;
      }
      case 'typing':
        return this.handleTyping(client, frame.conversationId, frame.isTyping);
      case 'presence_subscribe':
        return this.handlePresenceSubscribe(client, frame.userIds);
      default:
    }
  }

  private async handleSend(
    client: Client,
    frame: Extract<TClientFrame, { type: 'send_message' }>,
  ): Promise<void> {
    const { tempId } = frame;
    if (!(await this.sendLimiter.take(client.user.id))) {
      this.send(client, { type: 'error', message: MESSAGE_RATE_LIMITED, tempId });
      return;
    }
    const body = ZSendMessageBody.safeParse({
      content: frame.content,
      imageUrl: frame.imageUrl,
      tempId,
    });
    if (!body.success) {
      const issue = body.error.issues[0];
      const field = issue?.path.filter((part) => typeof part === 'string').at(-1) ?? 'content';
      const message = `${fieldLabel(String(field))} ${issue?.message ?? 'is invalid'}`;
      this.send(client, { type: 'error', message, tempId });
      return;
    }
    if (!UUID.test(frame.conversationId)) {
      this.send(client, { type: 'error', message: WS_ERRORS.notFound, tempId });
      return;
    }
    try {
      const { message } = await sendMessage(this.context(client), {
        conversationId: frame.conversationId,
        content: body.data.content,
        imageUrl: body.data.imageUrl,
        tempId,
        socketId: client.id,
        sender: client.user,
      });
      this.send(client, { type: 'message_sent', tempId, messageId: message.id, message });
    } catch (error) {
      this.sendError(client, error, tempId);
    }
  }

  private async handleTyping(client: Client, conversationId: string, isTyping: boolean) {
    if (!UUID.test(conversationId)) return;
    const last = client.typingSent.get(conversationId);
    const now = Date.now();
    if (last && last.isTyping === isTyping && now - last.at < TYPING_RELAY_MS) return;
    let otherId = client.conversations.get(conversationId);
    if (!otherId) {
      const conversation = await findConversationForMember(this.deps.database.db, {
        conversationId,
        userId: client.user.id,
      });
      if (!conversation) return;
      otherId = conversation.otherId;
      client.conversations.set(conversationId, otherId);
    }
    client.typingSent.set(conversationId, { at: now, isTyping });
    await this.deps.bus.publish({
      type: 'typing',
      conversationId,
      fromUserId: client.user.id,
      toUserId: otherId,
      isTyping,
    });
  }

  /**
   * Follows the presence of the members named who share a conversation with this member and show
   * their online status; the current state of each is sent at once.
   */
  private async handlePresenceSubscribe(client: Client, userIds: string[]) {
    const ids = [...new Set(userIds.filter((id) => UUID.test(id) && id !== client.user.id))];
    const db = this.deps.database.db;
    const partners = await sharesConversation(db, { userId: client.user.id, otherIds: ids });
    const visible = await membersShowingOnline(db, { ids: [...partners] });
    for (const userId of client.watching.keys()) {
      this.watchers.get(userId)?.delete(client);
      if (this.watchers.get(userId)?.size === 0) this.watchers.delete(userId);
    }
    client.watching.clear();
    for (const userId of visible) {
      const online = this.presence.isOnline(userId);
      client.watching.set(userId, online);
      const set = this.watchers.get(userId) ?? new Set<Client>();
      set.add(client);
      this.watchers.set(userId, set);
      this.send(client, { type: 'presence', userId, online });
    }
  }

  private async sendReady(client: Client): Promise<void> {
    const counts = await this.countsFor(client.user.id, true);
    this.send(client, { type: 'ready', userId: client.user.id, unread: counts });
  }

  private detach(client: Client): void {
    const userId = client.user.id;
    const clients = this.byUser.get(userId);
    clients?.delete(client);
    if (clients?.size === 0) {
      this.byUser.delete(userId);
      this.unread.delete(userId);
    }
    for (const watched of client.watching.keys()) {
      const set = this.watchers.get(watched);
      set?.delete(client);
      if (set?.size === 0) this.watchers.delete(watched);
    }
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
   * Events from the bus
   * ------------------------------------------------------------------------------------------ */

  private onEvent(event: DomainEvent): void {
    switch (event.type) {
      case 'message.created':
        return this.onMessageCreated(event as unknown as MessageCreatedEvent & DomainEvent);
      case 'message.status':
        return this.onMessageStatus(event as unknown as MessageStatusEvent);
      case 'typing':
        return this.toUser(String(event.toUserId), () => ({
          type: 'typing',
          conversationId: String(event.conversationId),
          userId: String(event.fromUserId),
          isTyping: Boolean(event.isTyping),
        }));
      case 'presence.changed':
      case 'presence.snapshot':
      case 'presence.sync':
      case 'presence.down':
        return this.presence.handle(event);
      case 'activity.created':
        return this.onActivity(event);
      case 'activity.read':
        return this.updateUnread(String(event.userId), { activity: 0 });
      case 'session.ended':
        return void this.recheckSessions(String(event.userId));
      case 'user.updated':
        return void this.reloadUser(String(event.userId));
      default:
    }
  }

  private onMessageCreated(event: MessageCreatedEvent & DomainEvent): void {
    const { message, recipientId } = event;
    const forRecipient: TMessage = { ...message, tempId: null };
    this.toUser(recipientId, () => ({ type: 'new_message', message: forRecipient }));
    this.updateUnread(recipientId, { messages: event.recipientUnread });
    for (const client of this.byUser.get(message.senderId) ?? []) {
      if (client.id === event.socketId) continue;
      const own = { ...message, sender: { ...message.sender, email: client.user.email } };
      this.send(client, { type: 'new_message', message: own });
    }
    if (event.origin === this.deps.bus.id && !this.presence.isConnected(recipientId)) {
      this.push.notifyMessage(recipientId, forRecipient).catch((error: unknown) => {
        this.log.warn({ err: error }, 'a message push failed');
      });
    }
  }

  private onMessageStatus(event: MessageStatusEvent): void {
    this.toUser(
      event.senderId,
      () => null,
      (client) => {
        for (const messageId of event.messageIds) {
          this.send(client, {
            type: 'message_status',
            messageId,
            conversationId: event.conversationId,
            status: event.status,
            timestamp: event.timestamp,
          });
        }
      },
    );
    if (event.readerUnread !== null) {
      this.updateUnread(event.readerId, { messages: event.readerUnread });
    }
  }

  private onActivity(event: DomainEvent): void {
    const recipientId = String(event.recipientId);
    const activityType = String(event.activityType) as TActivityType;
    if (this.byUser.has(recipientId)) {
      void this.sendActivity(recipientId).catch((error: unknown) => {
        this.log.warn({ err: error }, 'an activity frame failed');
      });
    }
    if (event.origin === this.deps.bus.id && !this.presence.isConnected(recipientId)) {
      this.push
        .notifyActivity({
          recipientId,
          actorId: String(event.actorId),
          activityType,
          postId: typeof event.postId === 'string' ? event.postId : null,
        })
        .catch((error: unknown) => {
          this.log.warn({ err: error }, 'an activity push failed');
        });
    }
  }

  /** The newest activity group and the bell count, for the member's sockets here. */
  private async sendActivity(userId: string): Promise<void> {
    const db = this.deps.database.db;
    const types = enabledActivityTypes(await findNotificationSettings(db, { userId }));
    const [groups, unreadCount] = await Promise.all([
      listActivityGroups(db, {
        recipientId: userId,
        types,
        limit: 1,
        actorsShown: ACTIVITY_ACTORS_SHOWN,
      }),
      countUnreadActivityGroups(db, { recipientId: userId, types }),
    ]);
    const item = groups[0] ? presentActivityGroup(groups[0]) : null;
    this.toUser(userId, () => ({ type: 'activity', item, unreadCount }));
    this.updateUnread(userId, { activity: unreadCount });
  }

  /** Sends `unread` to the member's sockets here when a total changed. */
  private updateUnread(userId: string, change: Partial<TUnreadCounts>): void {
    const current = this.unread.get(userId);
    if (!current) return;
    const next = { ...current, ...change };
    if (next.messages === current.messages && next.activity === current.activity) return;
    this.unread.set(userId, next);
    this.toUser(userId, () => ({ type: 'unread', unread: next }));
  }

  private async countsFor(userId: string, refresh: boolean): Promise<TUnreadCounts> {
    const cached = this.unread.get(userId);
    if (cached && !refresh) return cached;
    const db = this.deps.database.db;
    const types = enabledActivityTypes(await findNotificationSettings(db, { userId }));
    const [messages, activity] = await Promise.all([
      countUnreadMessages(db, { userId }),
      countUnreadActivityGroups(db, { recipientId: userId, types }),
    ]);
    const counts = { messages, activity };
    if (this.byUser.has(userId)) this.unread.set(userId, counts);
    return counts;
  }

  /** A session of the member ended somewhere: sockets opened with an ended session close. */
  private async recheckSessions(userId: string): Promise<void> {
    const clients = this.byUser.get(userId);
    if (!clients) return;
    const db = this.deps.database.db;
    for (const client of [...clients]) {
      const live = await findLiveSession(db, { tokenHash: client.tokenHash }).catch(() => true);
      if (!live) client.socket.close(WS_CLOSE_SESSION_ENDED, 'Session ended');
    }
  }

  /** The member changed their profile or settings: names and "Show online status" follow. */
  private async reloadUser(userId: string): Promise<void> {
    const clients = this.byUser.get(userId);
    if (!clients) return;
    let row: ProfileRow | undefined;
    try {
      row = await findProfileById(this.deps.database.db, { id: userId });
    } catch {
      return; // The database did not answer: keep the sockets as they are.
    }
    if (!row || row.suspendedAt) {
      // Gone or suspended: no more realtime for this member.
      for (const client of [...clients]) client.socket.close(WS_CLOSE_SESSION_ENDED, 'Signed out');
      return;
    }
    for (const client of clients) client.user = row;
    this.presence.setVisible(userId, showsOnline(row));
  }

  private presenceChanged(userId: string): void {
    const watchers = this.watchers.get(userId);
    if (!watchers) return;
    const online = this.presence.isOnline(userId);
    for (const client of watchers) {
      if (client.watching.get(userId) === online) continue;
      client.watching.set(userId, online);
      this.send(client, { type: 'presence', userId, online });
    }
  }

  /* --------------------------------------------------------------------------------------------
   * Writing frames
   * ------------------------------------------------------------------------------------------ */

  /** One frame (built once) to every socket of the member on this instance. */
  private toUser(
    userId: string,
    build: () => TServerFrame | null,
    each?: (client: Client) => void,
  ): void {
    const clients = this.byUser.get(userId);
    if (!clients || clients.size === 0) return;
    const frame = build();
    const text = frame ? JSON.stringify(frame) : null;
    for (const client of clients) {
      if (text) this.sendText(client, text);
      each?.(client);
    }
  }

  private send(client: Client, frame: TServerFrame): void {
    this.sendText(client, JSON.stringify(frame));
  }

  private sendText(client: Client, text: string): void {
    if (client.socket.readyState !== client.socket.OPEN) return;
    client.socket.send(text);
  }

  private sendError(client: Client, error: unknown, tempId: string | null): void {
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
}
