import { execFileSync } from 'node:child_process';
import { EventEmitter } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import type { WebSocket } from 'ws';
import { LIVE_CLOSE, LIVE_VIEWER_MAX_BUFFERED_BYTES } from '../../../contract/streaming.ts';
import { LiveRelay } from './relay.ts';
import { firstBlockFlagsOffset, SAMPLE_CLUSTER_STARTS, SAMPLE_WEBM } from './webm-fixture.ts';

/** Just enough of a `ws` socket for the relay: what it was sent, how it was closed. */
class FakeSocket extends EventEmitter {
  readonly OPEN = 1;
  readonly CLOSED = 3;
  readyState = 1;
  bufferedAmount = 0;
  texts: Array<{ type: string }> = [];
  binaries: Buffer[] = [];
  closedWith: number | null = null;

  send(data: string | Buffer) {
    if (typeof data === 'string') this.texts.push(JSON.parse(data) as { type: string });
    else this.binaries.push(data);
  }
  close(code: number) {
    if (this.readyState === this.CLOSED) return;
    this.closedWith = code;
    this.readyState = this.CLOSED;
    this.emit('close', code, Buffer.from(''));
  }
  terminate() {
    this.close(1006);
  }
  /** A message from the client. */
  receive(data: Buffer | string) {
    this.emit('message', data, Buffer.isBuffer(data));
  }
}

const asWs = (socket: FakeSocket) => socket as unknown as WebSocket;

const hasFfmpeg = (() => {
  try {
    execFileSync('ffmpeg', ['-version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

/** Frames ffmpeg decodes from a WebM (it throws on a stream it cannot read). */
function decodedFrames(bytes: Buffer): number {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'roamly-live-')), 'late.webm');
  fs.writeFileSync(file, bytes);
  try {
    const out = execFileSync(
      'ffprobe',
      [
        '-v',
        'error',
        '-count_frames',
        '-select_streams',
        'v:0',
        '-show_entries',
        'stream=nb_read_frames',
        '-of',
        'csv=p=0',
        file,
      ],
      { encoding: 'utf8' },
    );
    return Number(out.trim());
  } finally {
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  }
}
const member = (id: string) => ({ id, name: `Member ${id}`, profileImageUrl: null });
const session = { id: 's1', ownerId: 'owner' };

function relay(graceMs = 1_000) {
  const gone = vi.fn();
  const live = new LiveRelay({ graceMs, log: pino({ level: 'silent' }), onPublisherGone: gone });
  return { live, gone };
}

describe('LiveRelay', () => {
  it('ends the session when the publisher stays away for the grace period, not when it returns', async () => {
    vi.useFakeTimers();
    try {
      const { live, gone } = relay(30_000);
      const publisher = new FakeSocket();
      live.attachPublisher(session, asWs(publisher), member('owner'));
      publisher.close(1001);
      vi.advanceTimersByTime(20_000);
      const back = new FakeSocket();
      live.attachPublisher(session, asWs(back), member('owner'));
      vi.advanceTimersByTime(60_000);
      expect(gone).not.toHaveBeenCalled();
      back.close(1001);
      vi.advanceTimersByTime(30_000);
      expect(gone).toHaveBeenCalledWith('s1');
    } finally {
      vi.useRealTimers();
    }
  });

  it('drops a viewer that falls too far behind instead of queueing more', () => {
    const { live } = relay();
    const publisher = new FakeSocket();
    live.attachPublisher(session, asWs(publisher), member('owner'));
    const fast = new FakeSocket();
    const slow = new FakeSocket();
    live.attachViewer(session, asWs(fast), member('a'));
    live.attachViewer(session, asWs(slow), member('b'));
    publisher.receive(SAMPLE_WEBM.subarray(0, SAMPLE_CLUSTER_STARTS[1]));
    expect(slow.binaries.length).toBeGreaterThan(0);
    slow.bufferedAmount = LIVE_VIEWER_MAX_BUFFERED_BYTES;
    publisher.receive(SAMPLE_WEBM.subarray(SAMPLE_CLUSTER_STARTS[1]));
    expect(slow.closedWith).toBe(LIVE_CLOSE.slow);
    expect(Buffer.concat(fast.binaries).equals(SAMPLE_WEBM)).toBe(true);
    expect(live.stats('s1')).toMatchObject({ viewerCount: 1, peakViewers: 2 });
  });

  it('starts a late viewer at the last Cluster that opens on a video keyframe', () => {
    // The third Cluster opens on an inter frame (as MediaRecorder may cut them).
    const recording = Buffer.from(SAMPLE_WEBM);
    recording[firstBlockFlagsOffset(recording, 2, 1)]! &= 0x7f;
    const { live } = relay();
    const publisher = new FakeSocket();
    live.attachPublisher(session, asWs(publisher), member('owner'));
    const [second, third, fourth] = SAMPLE_CLUSTER_STARTS.slice(1, 4) as [number, number, number];
    publisher.receive(recording.subarray(0, third + 700));
    const late = new FakeSocket();
    live.attachViewer(session, asWs(late), member('a'));
    // Init, then everything from the second Cluster (the last keyframe start) on.
    expect(late.binaries[0]!.equals(recording.subarray(0, SAMPLE_CLUSTER_STARTS[0]))).toBe(true);
    publisher.receive(recording.subarray(third + 700));
    expect(Buffer.concat(late.binaries.slice(1)).equals(recording.subarray(second))).toBe(true);

    // A viewer arriving while nothing qualifies waits for the next keyframe Cluster.
    const { live: other } = relay();
    const publisher2 = new FakeSocket();
    other.attachPublisher(session, asWs(publisher2), member('owner'));
    const waiting = new FakeSocket();
    other.attachViewer(session, asWs(waiting), member('b'));
    publisher2.receive(recording.subarray(0, SAMPLE_CLUSTER_STARTS[0]! + 10));
    expect(waiting.binaries).toHaveLength(0);
    publisher2.receive(recording.subarray(SAMPLE_CLUSTER_STARTS[0]! + 10, fourth));
    expect(Buffer.concat(waiting.binaries).equals(recording.subarray(0, fourth))).toBe(true);
  });

  it.skipIf(!hasFfmpeg)('relays what a late viewer can decode (ffprobe counts its frames)', () => {
    const { live } = relay();
    const publisher = new FakeSocket();
    live.attachPublisher(session, asWs(publisher), member('owner'));
    const third = SAMPLE_CLUSTER_STARTS[2]!;
    publisher.receive(SAMPLE_WEBM.subarray(0, third + 300));
    const late = new FakeSocket();
    live.attachViewer(session, asWs(late), member('a'));
    publisher.receive(SAMPLE_WEBM.subarray(third + 300));
    // 4 s at 10 fps from the third of four one-second Clusters: about 20 frames.
    const frames = decodedFrames(Buffer.concat(late.binaries));
    expect(frames).toBeGreaterThanOrEqual(15);
    expect(frames).toBeLessThan(40);
  });

  it('sends ended to everyone and forgets the session on end', () => {
    const { live } = relay();
    const publisher = new FakeSocket();
    const viewer = new FakeSocket();
    live.attachPublisher(session, asWs(publisher), member('owner'));
    live.attachViewer(session, asWs(viewer), member('a'));
    const stats = live.end('s1');
    expect(stats).toMatchObject({ viewerCount: 1, peakViewers: 1, hasPublisher: true });
    for (const socket of [publisher, viewer]) {
      expect(socket.texts.at(-1)).toEqual({ type: 'ended' });
      expect(socket.closedWith).toBe(LIVE_CLOSE.ended);
    }
    expect(live.stats('s1')).toBeNull();
    expect(live.end('s1')).toBeNull();
  });

  it('refuses an unreadable stream with 1003 and keeps chat within its limits', () => {
    const { live } = relay();
    const publisher = new FakeSocket();
    live.attachPublisher(session, asWs(publisher), member('owner'));
    const viewer = new FakeSocket();
    live.attachViewer(session, asWs(viewer), member('a'));
    for (let i = 0; i < 7; i += 1)
      viewer.receive(JSON.stringify({ type: 'chat', message: `hi ${i}` }));
    viewer.receive(JSON.stringify({ type: 'chat', message: '   ' }));
    const chats = publisher.texts.filter((frame) => frame.type === 'chat');
    expect(chats).toHaveLength(5);
    expect(viewer.texts.filter((frame) => frame.type === 'error')).toHaveLength(3);
    publisher.receive(Buffer.from('definitely not webm'));
    expect(publisher.closedWith).toBe(1003);
  });
});
