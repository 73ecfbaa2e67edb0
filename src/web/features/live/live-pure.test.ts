import { describe, expect, it } from 'vitest';
import { cameraProblemOf, openCamera } from './camera.ts';
import { mergeChat } from './chat-entries.ts';
import { captureSize } from './frame-capture.ts';
import { formatCount, formatDuration, initialsOf } from './live-format.ts';
import {
  closeReasonOf,
  liveSocketUrl,
  parseServerFrame,
  sliceForSocket,
  webmTypeFromInit,
} from './live-socket.ts';
import { mseTypeOf, pickRecorderType } from './recorder.ts';
import type { ChatEntry } from './sample-chat.ts';
import { sampleChat } from './sample-chat.ts';

describe('duration and counts', () => {
  it('shows minutes:seconds, minutes counting past the hour', () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(7)).toBe('0:07');
    expect(formatDuration(65)).toBe('1:05');
    expect(formatDuration(600)).toBe('10:00');
    expect(formatDuration(4503)).toBe('75:03');
    expect(formatDuration(-3)).toBe('0:00');
    expect(formatDuration(Number.NaN)).toBe('0:00');
    expect(formatDuration(59.9)).toBe('0:59');
  });

  it('abbreviates large viewer counts', () => {
    expect(formatCount(950)).toBe('950');
    expect(formatCount(1234)).toBe('1.2K');
    expect(formatCount(1_400_000)).toBe('1.4M');
  });

  it('takes initials from the first and last names', () => {
    expect(initialsOf('Ana María Lopez')).toBe('AL');
    expect(initialsOf('kenji')).toBe('K');
    expect(initialsOf('  ')).toBe('?');
  });
});

describe('camera problems', () => {
  it('reads browser refusals', () => {
    expect(cameraProblemOf(new DOMException('no', 'NotAllowedError'))).toBe('denied');
    expect(cameraProblemOf(new DOMException('none', 'NotFoundError'))).toBe('no-device');
    expect(cameraProblemOf(new DOMException('busy', 'NotReadableError'))).toBe('in-use');
    expect(cameraProblemOf(new DOMException('http', 'SecurityError'))).toBe('insecure');
    expect(cameraProblemOf(new Error('odd'))).toBe('failed');
  });

  it('reports a refused permission without asking again', async () => {
    const calls: MediaStreamConstraints[] = [];
    const result = await openCamera({
      getUserMedia: (constraints) => {
        calls.push(constraints!);
        return Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
      },
    });
    expect(result).toEqual({ ok: false, problem: 'denied' });
    expect(calls).toHaveLength(1);
  });

  it('falls back to video alone when there is no microphone', async () => {
    const stream = { getAudioTracks: () => [] } as unknown as MediaStream;
    const calls: MediaStreamConstraints[] = [];
    const result = await openCamera({
      getUserMedia: (constraints) => {
        calls.push(constraints!);
        return constraints!.audio
          ? Promise.reject(new DOMException('no mic', 'NotFoundError'))
          : Promise.resolve(stream);
      },
    });
    expect(result).toEqual({ ok: true, stream, hasAudio: false });
    expect(calls.map((call) => call.audio)).toEqual([true, false]);
  });

  it('without getUserMedia: unsupported on https, a secure-connection problem on http', async () => {
    const secure = Object.getOwnPropertyDescriptor(window, 'isSecureContext');
    try {
      Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
      expect(await openCamera(undefined)).toEqual({ ok: false, problem: 'unsupported' });
      Object.defineProperty(window, 'isSecureContext', { value: false, configurable: true });
      expect(await openCamera(undefined)).toEqual({ ok: false, problem: 'insecure' });
    } finally {
      if (secure) Object.defineProperty(window, 'isSecureContext', secure);
    }
  });
});

describe('recorder types', () => {
  it('prefers vp8+opus and skips audio codecs without a microphone', () => {
    const all = () => true;
    expect(pickRecorderType(all)).toBe('video/webm;codecs=vp8,opus');
    expect(pickRecorderType(all, false)).toBe('video/webm;codecs=vp8');
    expect(pickRecorderType((type) => type === 'video/webm')).toBe('video/webm');
    expect(pickRecorderType(() => false)).toBeNull();
  });

  it('spells a recorder type the way MSE takes it', () => {
    expect(mseTypeOf('video/webm;codecs=vp8,opus')).toBe('video/webm; codecs="vp8, opus"');
    expect(mseTypeOf('video/webm; codecs="vp9"')).toBe('video/webm; codecs="vp9"');
    expect(mseTypeOf('video/webm')).toBe('video/webm');
  });
});

describe('relay sockets', () => {
  it('builds ws and wss URLs', () => {
    expect(liveSocketUrl('/ws/live/a/watch', { protocol: 'http:', host: 'localhost:5000' })).toBe(
      'ws://localhost:5000/ws/live/a/watch',
    );
    expect(liveSocketUrl('/ws/live/a/publish', { protocol: 'https:', host: 'roamly.travel' })).toBe(
      'wss://roamly.travel/ws/live/a/publish',
    );
  });

  it('slices bytes into frames of at most 64 KiB, in order', () => {
    const bytes = new Uint8Array(150_000).map((_, index) => index % 251);
    const pieces = sliceForSocket(bytes);
    expect(pieces.map((piece) => piece.byteLength)).toEqual([65_536, 65_536, 18_928]);
    const joined = new Uint8Array(pieces.reduce((size, piece) => size + piece.byteLength, 0));
    let offset = 0;
    for (const piece of pieces) {
      joined.set(piece, offset);
      offset += piece.byteLength;
    }
    expect(joined).toEqual(bytes);
    expect(sliceForSocket(new Uint8Array(0))).toEqual([]);
  });

  it('parses known frames and ignores the rest', () => {
    expect(parseServerFrame('{"type":"viewers","count":3,"peakViewers":4,"chatCount":1}')).toEqual({
      type: 'viewers',
      count: 3,
      peakViewers: 4,
      chatCount: 1,
    });
    expect(parseServerFrame('{"type":"ended"}')).toEqual({ type: 'ended' });
    expect(parseServerFrame('{"type":"viewers"}')).toBeNull();
    expect(parseServerFrame('not json')).toBeNull();
    expect(parseServerFrame(new ArrayBuffer(2))).toBeNull();
  });

  it('maps close codes', () => {
    expect(closeReasonOf(4410)).toBe('ended');
    expect(closeReasonOf(4404)).toBe('not-found');
    expect(closeReasonOf(4403)).toBe('forbidden');
    expect(closeReasonOf(4409)).toBe('replaced');
    expect(closeReasonOf(4408)).toBe('slow');
    expect(closeReasonOf(1006)).toBe('dropped');
  });

  it('reads the codecs of an init segment', () => {
    const bytes = (text: string) => new TextEncoder().encode(`\x1a\x45\xdf\xa3${text}`);
    expect(webmTypeFromInit(bytes('..V_VP8....A_OPUS..'))).toBe('video/webm; codecs="vp8, opus"');
    expect(webmTypeFromInit(bytes('..V_VP9..'))).toBe('video/webm; codecs="vp9"');
    expect(webmTypeFromInit(bytes('nothing'))).toBeNull();
  });
});

describe('chat list', () => {
  const entry = (id: string, at: string): ChatEntry => ({
    id,
    user: { name: 'Ana' },
    message: id,
    timestamp: at,
  });

  it('starts with the two sample messages, labelled as samples', () => {
    const samples = sampleChat(Date.parse('2026-05-01T10:00:00Z'));
    expect(samples).toHaveLength(2);
    expect(samples.every((item) => item.sample)).toBe(true);
  });

  it('keeps samples first, skips repeats and orders by time', () => {
    const start = sampleChat();
    const once = mergeChat(start, [
      entry('b', '2026-05-01T10:00:02Z'),
      entry('a', '2026-05-01T10:00:01Z'),
    ]);
    const twice = mergeChat(once, [
      entry('a', '2026-05-01T10:00:01Z'),
      entry('c', '2026-05-01T10:00:03Z'),
    ]);
    expect(twice.map((item) => item.id)).toEqual(['sample-1', 'sample-2', 'a', 'b', 'c']);
    expect(mergeChat(twice, [entry('c', '2026-05-01T10:00:03Z')])).toBe(twice);
  });
});

describe('frame capture size', () => {
  it('scales wide frames down to 640 px and keeps small ones', () => {
    expect(captureSize(1280, 720)).toEqual({ width: 640, height: 360 });
    expect(captureSize(480, 640)).toEqual({ width: 480, height: 640 });
    expect(captureSize(0, 0)).toBeNull();
  });
});
