import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { activityUnreadRoute, listActivityRoute } from '../../../contract/activity.ts';
import {
  WS_CLOSE_SESSION_ENDED,
  WS_MAX_RECONNECTS,
  WS_PING_INTERVAL_MS,
  WS_RECONNECT_BASE_MS,
  type TClientFrame,
  type TServerFrame,
  type TServerFrameOf,
} from '../../../contract/realtime.ts';
import type { TSelfUser } from '../../../contract/users.ts';
import { routeKey } from '../../lib/route-query.ts';
import { USER_QUERY_KEY } from '../../lib/query-client.ts';
import { isSigningOut } from '../../lib/signing-out.ts';
import { whenIdle } from '../../lib/when-idle.ts';
import {
  clearPresence,
  getActiveConversation,
  resetLiveState,
  setPresence,
  setTyping,
} from './live-state.ts';
import { findPending, markPendingFailed, removePending } from './pending.ts';
import {
  RealtimeClient,
  socketUrl,
  type ConnectionStatus,
  type SocketFactory,
} from './realtime-client.ts';
import { playSound, unlockSoundsOnFirstGesture } from './sounds.ts';
import {
  applyMessageStatus,
  applyMessageToLists,
  insertMessage,
  listedUnread,
  refreshMessaging,
  removeMessage,
  setUnreadTotal,
  threadHasMessage,
} from './thread-cache.ts';

/**
 * The signed-in member's one realtime connection, shared by every screen (the badge in the shell,
 * the chat screens): frames update the query cache in place, so nothing polls while it is up.
 * The shell holds it for as long as someone is signed in; it closes at sign-out.
 */

export type Realtime = RealtimeClient<TServerFrame, TClientFrame>;

type Session = {
  userId: string;
  client: Realtime;
  queryClient: QueryClient;
  holders: number;
  closeTimer: ReturnType<typeof setTimeout> | null;
  dispose: () => void;
};

let session: Session | null = null;
const sessionListeners = new Set<() => void>();
let socketFactory: SocketFactory | undefined;

function emitSession() {
  for (const listener of [...sessionListeners]) listener();
}

/** Tests replace the browser WebSocket. */
export function setSocketFactoryForTests(factory: SocketFactory | undefined) {
  socketFactory = factory;
}

/** Whether this frame reports the viewer's own message. */
function isOwn(userId: string, message: { senderId: string }) {
  return message.senderId === userId;
}

function alertsOn(queryClient: QueryClient) {
  const user = queryClient.getQueryData<TSelfUser>(USER_QUERY_KEY);
  return user?.notificationSettings?.soundAlerts ?? true;
}

function documentVisible() {
  return typeof document === 'undefined' || document.visibilityState !== 'hidden';
}

function onNewMessage(s: Session, { message }: TServerFrameOf<'new_message'>) {
  const { client, queryClient, userId } = s;
  const own = isOwn(userId, message);
  const onScreen = getActiveConversation() === message.conversationId && documentVisible();
  const isNew = !threadHasMessage(queryClient, message.conversationId, message.id);
  if (own && message.tempId) removePending(message.tempId);
  insertMessage(queryClient, message);
  const known = applyMessageToLists(queryClient, message, {
    countsAsUnread: !own && !onScreen && isNew,
  });
  if (!known) refreshMessaging(queryClient);
  if (own) return;
  setTyping(message.conversationId, message.senderId, false);
  // §7: the recipient's device confirms delivery (an open thread then reads it: useMarkRead).
  client.send({ type: 'message_delivered', messageId: message.id });
  if (isNew && alertsOn(queryClient)) playSound(onScreen ? 'received' : 'notification');
}

function onMessageSent(s: Session, frame: TServerFrameOf<'message_sent'>) {
  const wasPending = removePending(frame.tempId);
  insertMessage(s.queryClient, frame.message);
  const known = applyMessageToLists(s.queryClient, frame.message, { countsAsUnread: false });
  if (!known) refreshMessaging(s.queryClient);
  if (wasPending) playSound('sent');
}

function onError(s: Session, frame: TServerFrameOf<'error'>) {
  if (!frame.tempId || !findPending(frame.tempId)) return;
  markPendingFailed(frame.tempId, frame.message);
  playSound('error');
}

function onUnread(s: Session, unread: { messages: number; activity: number }) {
  setUnreadTotal(s.queryClient, unread.messages);
  s.queryClient.setQueryData(routeKey(activityUnreadRoute), { unreadCount: unread.activity });
  // A read on another device: the per-conversation counts in the lists are behind.
  const listed = listedUnread(s.queryClient);
  if (listed !== null && listed !== unread.messages) refreshMessaging(s.queryClient);
}

/** Applies one server frame to the caches and live states. Exported for tests. */
export function handleFrame(s: Session, frame: TServerFrame) {
  switch (frame.type) {
    case 'ready':
      onUnread(s, frame.unread);
      return;
    case 'new_message':
      onNewMessage(s, frame);
      return;
    case 'message_sent':
      onMessageSent(s, frame);
      return;
    case 'message_status':
      applyMessageStatus(s.queryClient, frame);
      return;
    case 'message_removed':
      removeMessage(s.queryClient, frame);
      return;
    case 'content_removed': {
      // The posts' caches live in the posts chunk: loaded when a frame needs them.
      const { queryClient } = s;
      void import('../posts/removed-content.ts').then((module) =>
        module.applyContentRemoved(queryClient, frame),
      );
      return;
    }
    case 'typing': {
      if (frame.userId === s.userId) return;
      setTyping(frame.conversationId, frame.userId, frame.isTyping);
      if (frame.isTyping && getActiveConversation() === frame.conversationId) {
        playSound('typing');
      }
      return;
    }
    case 'presence':
      setPresence(frame.userId, frame.online);
      return;
    case 'unread':
      onUnread(s, frame.unread);
      return;
    case 'activity':
      s.queryClient.setQueryData(routeKey(activityUnreadRoute), {
        unreadCount: frame.unreadCount,
      });
      void s.queryClient.invalidateQueries({ queryKey: routeKey(listActivityRoute) });
      if (frame.item && alertsOn(s.queryClient)) playSound('notification');
      return;
    case 'error':
      onError(s, frame);
      return;
    case 'authenticated':
    case 'pong':
      return;
  }
}

type FrameParser = (value: unknown) => TServerFrame | null;
let frameParser: FrameParser | undefined;

/** The frame check (zod and the frame schemas) arrives in a chunk of its own; see frame-parser.ts. */
function loadFrameParser(): Promise<FrameParser> {
  return import('./frame-parser.ts').then((module) => (frameParser = module.parseServerFrame));
}

function parseFrame(value: unknown): TServerFrame | null {
  return frameParser ? frameParser(value) : null;
}

function createSession(userId: string, queryClient: QueryClient): Session {
  let endedBySession = false;
  const client: Realtime = new RealtimeClient<TServerFrame, TClientFrame>({
    url: () => socketUrl(),
    hello: () => ({ type: 'authenticate', userId }),
    ping: () => ({ type: 'ping', timestamp: Date.now() }),
    parse: parseFrame,
    createSocket: socketFactory,
    pingMs: WS_PING_INTERVAL_MS,
    maxReconnects: WS_MAX_RECONNECTS,
    baseDelayMs: WS_RECONNECT_BASE_MS,
    shouldReconnect: (event) => {
      if (event.code !== WS_CLOSE_SESSION_ENDED) return true;
      // Signed out elsewhere: ask the user query, which turns the app signed-out.
      endedBySession = true;
      if (!isSigningOut()) void queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
      return false;
    },
  });
  const s: Session = {
    userId,
    client,
    queryClient,
    holders: 0,
    closeTimer: null,
    dispose: () => undefined,
  };
  let wasUp = false;
  const offFrame = client.onFrame((frame) => handleFrame(s, frame));
  const offStatus = client.onStatus((status) => {
    if (status === 'open') {
      // Anything that happened while the socket was down is read once over HTTP.
      if (wasUp) refreshMessaging(queryClient);
      wasUp = true;
    } else {
      clearPresence();
    }
  });
  // Back online, or back to the tab after the retries were spent: try again at once.
  const retry = () => {
    if (!endedBySession && client.getStatus() === 'offline') client.retry();
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible') retry();
  };
  window.addEventListener('online', retry);
  document.addEventListener('visibilitychange', onVisible);
  let disposed = false;
  s.dispose = () => {
    disposed = true;
    offFrame();
    offStatus();
    window.removeEventListener('online', retry);
    document.removeEventListener('visibilitychange', onVisible);
    client.stop();
    resetLiveState();
  };
  // The socket opens once its frames can be checked (at once after the first time): the check
  // (zod) is a chunk of its own, asked for when the shell first mounts, after the first render.
  if (frameParser) client.start();
  else
    void loadFrameParser().then(
      () => {
        if (!disposed) client.start();
      },
      // Its chunk failed to load: no socket this time; the unread counts still poll.
      () => undefined,
    );
  return s;
}

/** Screens unmount and mount on every navigation; the socket outlives that gap. */
const RELEASE_GRACE_MS = 5_000;

/** Takes a hold on the member's connection (opening it if needed); returns the release. */
export function holdRealtime(userId: string, queryClient: QueryClient): () => void {
  if (session && (session.userId !== userId || session.queryClient !== queryClient)) {
    session.dispose();
    session = null;
  }
  if (!session) {
    session = createSession(userId, queryClient);
    emitSession();
  }
  const held = session;
  held.holders += 1;
  if (held.closeTimer) clearTimeout(held.closeTimer);
  held.closeTimer = null;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    held.holders -= 1;
    if (held.holders > 0 || session !== held) return;
    held.closeTimer = setTimeout(() => {
      if (held.holders > 0 || session !== held) return;
      held.dispose();
      session = null;
      emitSession();
    }, RELEASE_GRACE_MS);
  };
}

/** Closes the connection now (sign-out, tests). */
export function closeRealtime() {
  if (!session) return;
  if (session.closeTimer) clearTimeout(session.closeTimer);
  session.dispose();
  session = null;
  emitSession();
}

/** The open connection, if any (null before sign-in). */
export function getRealtime(): Realtime | null {
  return session?.client ?? null;
}

function subscribeSession(listener: () => void) {
  sessionListeners.add(listener);
  return () => sessionListeners.delete(listener);
}

/**
 * Keeps the member's connection open while the component is mounted. `afterIdle` (the shell):
 * a connection not open yet waits until the first screen has painted and the browser is idle;
 * opening it (the frame check's chunk, the socket, the status updates) is no part of a first
 * screen. Chat screens open it at once.
 */
export function useRealtimeConnection(userId: string | undefined, afterIdle = false) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!userId) return;
    unlockSoundsOnFirstGesture();
    if (!afterIdle || session) return holdRealtime(userId, queryClient);
    let release = () => {};
    const cancel = whenIdle(() => (release = holdRealtime(userId, queryClient)));
    return () => {
      cancel();
      release();
    };
  }, [userId, queryClient, afterIdle]);
}

/** The connection as React state. */
export function useRealtime(): Realtime | null {
  return useSyncExternalStore(subscribeSession, getRealtime, () => null);
}

const noStatus = () => () => undefined;

/** The connection status ('closed' when there is no connection). */
export function useConnectionStatus(): ConnectionStatus {
  const client = useRealtime();
  return useSyncExternalStore(
    client ? (listener) => client.onStatus(listener) : noStatus,
    () => client?.getStatus() ?? 'closed',
    () => 'closed',
  );
}

/** True while frames flow; screens poll over HTTP otherwise. */
export function useSocketUp(): boolean {
  return useConnectionStatus() === 'open';
}
