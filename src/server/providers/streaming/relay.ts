import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import {
  LIVE_CHAT_HISTORY,
  LIVE_CHAT_MAX_LENGTH,
  LIVE_CHAT_RATE,
  LIVE_CLOSE,
  LIVE_PLAYER_REPLACED_MESSAGE,
  LIVE_PLAYERS_PER_MEMBER,
  LIVE_VIEWER_MAX_BUFFERED_BYTES,
  ZLiveClientFrame,
  type TLiveChatEntry,
  type TLiveServerFrame,
} from '../../../contract/streaming.ts';
import { WebmError, WebmSplitter, type WebmPiece } from './webm.ts';

/**
 * The local provider's relay: per live session held by this instance, the publisher's socket,
 * its WebM split by `WebmSplitter`, the viewers' sockets and the chat. Everything is in memory
 * and bounded: the bytes since the last Cluster that opens on a video keyframe, kept for late
 * viewers (up to KEEP_MAX_BYTES), each viewer's
 * send queue (a viewer LIVE_VIEWER_MAX_BUFFERED_BYTES behind is dropped), the chat history.
 */

/** Bytes kept for late viewers; past it they wait for the next starting point. */
export const KEEP_MAX_BYTES = 16 * 1024 * 1024;
/** A dropped or ended socket that does not finish its closing handshake is cut after this. */
const CLOSE_TIMEOUT_MS = 1_000;

export type LiveMember = { id: string; name: string; profileImageUrl: string | null };

/** What the database keeps of a session's engagement. */
export type RelayStats = {
  viewerCount: number;
  peakViewers: number;
  chatMessages: number;
  /** Closed and open viewer connections, and the seconds they watched. */
  viewerConnections: number;
  watchSeconds: number;
  /** This instance holds the publisher (or waits for it during the grace period). */
  hasPublisher: boolean;
};

type Viewer = { member: LiveMember; joinedAt: number; streaming: boolean };

type Session = {
  id: string;
  ownerId: string;
  publisher: WebSocket | null;
  splitter: WebmSplitter | null;
  /** The publisher left; the session ends when this fires. */
  graceTimer: NodeJS.Timeout | null;
  /** A publisher connected at least once on this instance. */
  published: boolean;
  init: Buffer | null;
  mimeType: string | null;
  /** The current Cluster so far; valid only from its first byte. */
  videoTracks: number[];
  /** From the last starting point (a Cluster opening on a video keyframe) on. */
  kept: Buffer[];
  keptBytes: number;
  keptValid: boolean;
  /** The current Cluster while its first video block is unknown. */
  candidate: Buffer[] | null;
  viewers: Map<WebSocket, Viewer>;
  chat: TLiveChatEntry[];
  chatTimes: Map<string, number[]>;
  peakViewers: number;
  chatMessages: number;
  closedConnections: number;
  closedSeconds: number;
};

export type RelayOptions = {
  graceMs: number;
  log: FastifyBaseLogger;
  /** The publisher stayed away for the grace period: end the session (the database, then `end`). */
  onPublisherGone(sessionId: string): void;
};

const send = (socket: WebSocket, frame: TLiveServerFrame) => {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(frame));
};

/** Closes with a code, and cuts the connection if the client never answers the close. */
function closeSocket(socket: WebSocket, code: number, reason: string): void {
  if (socket.readyState === socket.CLOSED) return;
  socket.close(code, reason);
  setTimeout(() => {
    if (socket.readyState !== socket.CLOSED) socket.terminate();
  }, CLOSE_TIMEOUT_MS).unref();
}

const toBuffer = (data: RawData): Buffer =>
  Buffer.isBuffer(data)
    ? data
    : Array.isArray(data)
      ? Buffer.concat(data)
      : Buffer.from(data as ArrayBuffer);

// eslint-disable-next-line no-control-regex -- chat text must not carry control characters
const CONTROL = /[\u0000-\u001F\u007F]/;

export class LiveRelay {
  private readonly sessions = new Map<string, Session>();

  constructor(private readonly options: RelayOptions) {}

  private session(id: string, ownerId: string): Session {
    let session = this.sessions.get(id);
    if (!session) {
      session = {
        id,
        ownerId,
        publisher: null,
        splitter: null,
        graceTimer: null,
        published: false,
        init: null,
        mimeType: null,
        videoTracks: [],
        kept: [],
        keptBytes: 0,
        keptValid: false,
        candidate: null,
        viewers: new Map(),
        chat: [],
        chatTimes: new Map(),
        peakViewers: 0,
        chatMessages: 0,
        closedConnections: 0,
        closedSeconds: 0,
      };
      this.sessions.set(id, session);
    }
    return session;
  }

  /** The owner's socket: replaces an earlier publisher; its binary frames are the stream. */
  attachPublisher(
    target: { id: string; ownerId: string },
    socket: WebSocket,
    member: LiveMember,
  ): void {
    const session = this.session(target.id, target.ownerId);
    const previous = session.publisher;
    if (previous) {
      session.publisher = null;
      send(previous, { type: 'error', message: 'This stream continues in another window' });
      closeSocket(previous, LIVE_CLOSE.replaced, 'replaced');
    }
    if (session.graceTimer) clearTimeout(session.graceTimer);
    session.graceTimer = null;
    session.publisher = socket;
    session.published = true;
    session.splitter = new WebmSplitter();
    if (session.init) this.reset(session);
    send(socket, { type: 'ready', role: 'publisher', sessionId: session.id, mimeType: null });
    send(socket, { type: 'chat_history', entries: session.chat });
    send(socket, this.viewersFrame(session));

    socket.on('message', (data, isBinary) => {
      if (session.publisher !== socket) return;
      if (isBinary) this.publish(session, socket, toBuffer(data));
      else this.chat(session, socket, member, String(data));
    });
    socket.on('close', () => {
      if (session.publisher !== socket) return;
      session.publisher = null;
      session.splitter = null;
      if (this.sessions.get(session.id) !== session) return;
      session.graceTimer = setTimeout(() => {
        session.graceTimer = null;
        if (!session.publisher && this.sessions.get(session.id) === session) {
          this.options.onPublisherGone(session.id);
        }
      }, this.options.graceMs);
      session.graceTimer.unref();
    });
  }

  /** A viewer: init segment and the current Cluster at once when there is one, then live bytes. */
  attachViewer(target: { id: string; ownerId: string }, socket: WebSocket, member: LiveMember) {
    const session = this.session(target.id, target.ownerId);
    // The member's oldest players beyond LIVE_PLAYERS_PER_MEMBER make way (Map order is age).
    const mine = [...session.viewers].filter(([, other]) => other.member.id === member.id);
    for (const [old, oldViewer] of mine.slice(
      0,
      Math.max(0, mine.length - LIVE_PLAYERS_PER_MEMBER + 1),
    )) {
      session.viewers.delete(old);
      session.closedConnections += 1;
      session.closedSeconds += Math.round((Date.now() - oldViewer.joinedAt) / 1000);
      send(old, { type: 'error', message: LIVE_PLAYER_REPLACED_MESSAGE });
      closeSocket(old, LIVE_CLOSE.replaced, 'replaced');
    }
    const viewer: Viewer = { member, joinedAt: Date.now(), streaming: false };
    session.viewers.set(socket, viewer);
    session.peakViewers = Math.max(session.peakViewers, session.viewers.size);
    send(socket, {
      type: 'ready',
      role: 'viewer',
      sessionId: session.id,
      mimeType: session.mimeType,
    });
    send(socket, { type: 'chat_history', entries: session.chat });
    if (session.init && session.keptValid) {
      viewer.streaming = true;
      this.sendBinary(session, socket, session.init);
      for (const bytes of session.kept) this.sendBinary(session, socket, bytes);
      for (const bytes of session.candidate ?? []) this.sendBinary(session, socket, bytes);
    }
    this.broadcast(session, this.viewersFrame(session));

    socket.on('message', (data, isBinary) => {
      if (!isBinary) this.chat(session, socket, member, String(data));
    });
    socket.on('close', () => {
      if (!session.viewers.delete(socket)) return;
      session.closedConnections += 1;
      session.closedSeconds += Math.round((Date.now() - viewer.joinedAt) / 1000);
      this.broadcast(session, this.viewersFrame(session));
      if (!session.publisher && !session.graceTimer && session.viewers.size === 0) {
        // Nobody left and no publisher ever here: nothing to keep in memory.
        if (!session.published) this.sessions.delete(session.id);
      }
    });
  }

  /** Ends a session on this instance: `ended` to every socket, then close 4410. */
  end(sessionId: string): RelayStats | null {
    const session = this.sessions.get(sessionId);
    if (!session) return null;
    const stats = this.statsOf(session);
    this.sessions.delete(sessionId);
    if (session.graceTimer) clearTimeout(session.graceTimer);
    const sockets = [...session.viewers.keys()];
    if (session.publisher) sockets.push(session.publisher);
    session.publisher = null;
    for (const socket of sockets) {
      send(socket, { type: 'ended' });
      closeSocket(socket, LIVE_CLOSE.ended, 'ended');
    }
    for (const viewer of session.viewers.values()) {
      session.closedSeconds += Math.round((Date.now() - viewer.joinedAt) / 1000);
    }
    session.viewers.clear();
    return stats;
  }

  /** Engagement of a session held here; null when this instance does not hold it. */
  stats(sessionId: string): RelayStats | null {
    const session = this.sessions.get(sessionId);
    return session ? this.statsOf(session) : null;
  }

  /** Sessions whose publisher is here (or expected back): the heartbeat keeps them live. */
  publishing(): Array<{ id: string; stats: RelayStats }> {
    return [...this.sessions.values()]
      .filter((session) => session.publisher || session.graceTimer)
      .map((session) => ({ id: session.id, stats: this.statsOf(session) }));
  }

  /**
   * The viewers held here of sessions owned by `ownerId`, as (session, member) pairs, so a change
   * between the owner and a member (a block, an unfollow) can be checked against who watches.
   */
  viewersOfOwner(ownerId: string): Array<{ sessionId: string; memberId: string }> {
    const pairs: Array<{ sessionId: string; memberId: string }> = [];
    for (const session of this.sessions.values()) {
      if (session.ownerId !== ownerId) continue;
      const members = new Set([...session.viewers.values()].map((viewer) => viewer.member.id));
      for (const memberId of members) pairs.push({ sessionId: session.id, memberId });
    }
    return pairs;
  }

  /** Closes a member's viewer sockets of a session whose access ended: `error`, then 4404. */
  dropViewer(sessionId: string, memberId: string, message: string): number {
    const session = this.sessions.get(sessionId);
    if (!session) return 0;
    let dropped = 0;
    for (const [socket, viewer] of session.viewers) {
      if (viewer.member.id !== memberId) continue;
      send(socket, { type: 'error', message });
      closeSocket(socket, LIVE_CLOSE.notFound, 'not found');
      dropped += 1;
    }
    return dropped;
  }

  /** Every session held here (server shutdown). */
  heldSessionIds(): string[] {
    return [...this.sessions.keys()];
  }

  private statsOf(session: Session): RelayStats {
    const now = Date.now();
    let openSeconds = 0;
    for (const viewer of session.viewers.values()) {
      openSeconds += Math.round((now - viewer.joinedAt) / 1000);
    }
    return {
      viewerCount: session.viewers.size,
      peakViewers: session.peakViewers,
      chatMessages: session.chatMessages,
      viewerConnections: session.closedConnections + session.viewers.size,
      watchSeconds: session.closedSeconds + openSeconds,
      hasPublisher: !!session.publisher || !!session.graceTimer,
    };
  }

  private viewersFrame(session: Session): TLiveServerFrame {
    return {
      type: 'viewers',
      count: session.viewers.size,
      peakViewers: session.peakViewers,
      chatCount: session.chatMessages,
    };
  }

  private broadcast(session: Session, frame: TLiveServerFrame): void {
    const text = JSON.stringify(frame);
    for (const socket of session.viewers.keys()) {
      if (socket.readyState === socket.OPEN) socket.send(text);
    }
    if (session.publisher?.readyState === session.publisher?.OPEN) session.publisher?.send(text);
  }

  /** New recording (or new publisher): viewers drop their buffers and wait for the new header. */
  private reset(session: Session): void {
    session.init = null;
    session.mimeType = null;
    session.videoTracks = [];
    this.clearKept(session);
    for (const [socket, viewer] of session.viewers) {
      viewer.streaming = false;
      send(socket, { type: 'reset' });
    }
  }

  private publish(session: Session, socket: WebSocket, chunk: Buffer): void {
    let pieces: WebmPiece[];
    try {
      pieces = session.splitter?.push(chunk) ?? [];
    } catch (error) {
      const message = error instanceof WebmError ? error.message : 'The stream could not be read';
      this.options.log.warn({ err: error, sessionId: session.id }, 'live: unreadable stream');
      send(socket, { type: 'error', message });
      closeSocket(socket, 1003, 'unsupported stream');
      return;
    }
    for (const piece of pieces) this.relay(session, piece);
  }

  /**
   * Late viewers start at a Cluster whose first video block is a keyframe (MediaRecorder does not
   * promise one at every Cluster): `kept` holds the bytes from the last such Cluster, `candidate`
   * the current Cluster until its first video block says whether it qualifies.
   */
  private relay(session: Session, piece: WebmPiece): void {
    if (piece.kind === 'reset') {
      this.reset(session);
      return;
    }
    if (piece.kind === 'init') {
      session.init = piece.bytes;
      session.mimeType = piece.mimeType;
      session.videoTracks = piece.videoTracks;
      this.clearKept(session);
      return;
    }
    if (piece.kind === 'block') {
      const candidate = session.candidate;
      if (!candidate || !session.videoTracks.includes(piece.track)) return;
      session.candidate = null;
      if (piece.keyframe) {
        session.kept = candidate;
        session.keptBytes = candidate.reduce((sum, bytes) => sum + bytes.length, 0);
        session.keptValid = true;
        this.startWaitingViewers(session);
      } else {
        this.keep(session, candidate);
      }
      return;
    }
    for (const [socket, viewer] of session.viewers) {
      if (viewer.streaming) this.sendBinary(session, socket, piece.bytes);
    }
    if (piece.clusterStart) {
      if (session.candidate) this.keep(session, session.candidate);
      session.candidate = null;
      if (session.videoTracks.length === 0) {
        // Audio only: every Cluster is a starting point.
        session.kept = [piece.bytes];
        session.keptBytes = piece.bytes.length;
        session.keptValid = true;
        this.startWaitingViewers(session);
      } else {
        session.candidate = [piece.bytes];
      }
    } else if (session.candidate) {
      session.candidate.push(piece.bytes);
    } else {
      this.keep(session, [piece.bytes]);
    }
  }

  /** Appends to the bytes late viewers get; past KEEP_MAX_BYTES they wait for the next start. */
  private keep(session: Session, buffers: Buffer[]): void {
    if (!session.keptValid) return;
    for (const bytes of buffers) {
      session.kept.push(bytes);
      session.keptBytes += bytes.length;
    }
    if (session.keptBytes > KEEP_MAX_BYTES) this.clearKept(session);
  }

  private clearKept(session: Session): void {
    session.kept = [];
    session.keptBytes = 0;
    session.keptValid = false;
    session.candidate = null;
  }

  /** Viewers waiting for a starting point get the init segment and the kept bytes. */
  private startWaitingViewers(session: Session): void {
    if (!session.init) return;
    for (const [socket, viewer] of session.viewers) {
      if (viewer.streaming) continue;
      viewer.streaming = true;
      if (!this.sendBinary(session, socket, session.init)) continue;
      for (const bytes of session.kept) this.sendBinary(session, socket, bytes);
    }
  }

  /** Sends bytes to a viewer, dropping it (4408) when it is too far behind. */
  private sendBinary(session: Session, socket: WebSocket, bytes: Buffer): boolean {
    if (socket.readyState !== socket.OPEN) return false;
    if (socket.bufferedAmount + bytes.length > LIVE_VIEWER_MAX_BUFFERED_BYTES) {
      const viewer = session.viewers.get(socket);
      if (viewer) viewer.streaming = false;
      closeSocket(socket, LIVE_CLOSE.slow, 'too slow');
      return false;
    }
    socket.send(bytes, { binary: true });
    return true;
  }

  private chat(session: Session, socket: WebSocket, member: LiveMember, text: string): void {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return;
    }
    const frame = ZLiveClientFrame.safeParse(parsed);
    if (!frame.success) return;
    const message = frame.data.message.trim();
    if (!message || message.length > LIVE_CHAT_MAX_LENGTH || CONTROL.test(message)) {
      send(socket, {
        type: 'error',
        message: `Chat messages must be 1 to ${LIVE_CHAT_MAX_LENGTH} characters`,
      });
      return;
    }
    const now = Date.now();
    const times = (session.chatTimes.get(member.id) ?? []).filter(
      (time) => now - time < LIVE_CHAT_RATE.windowMs,
    );
    if (times.length >= LIVE_CHAT_RATE.max) {
      send(socket, { type: 'error', message: 'You are sending messages too quickly' });
      return;
    }
    times.push(now);
    session.chatTimes.set(member.id, times);
    const entry: TLiveChatEntry = {
      id: crypto.randomUUID(),
      user: member,
      message,
      timestamp: new Date(now).toISOString(),
    };
    session.chat.push(entry);
    if (session.chat.length > LIVE_CHAT_HISTORY) session.chat.shift();
    session.chatMessages += 1;
    this.broadcast(session, { type: 'chat', entry });
    this.broadcast(session, this.viewersFrame(session));
  }
}
