import { describe, expect, it } from 'vitest';
import {
  canStartPlayback,
  liveEdge,
  planLiveSeek,
  planTrim,
  playableWebmType,
  rangesOf,
  takeAppendBatch,
} from './mse-queue.ts';

const bytes = (...values: number[]) => new Uint8Array(values);

describe('MSE append queue', () => {
  it('joins queued chunks into one append, in order', () => {
    const { batch, rest } = takeAppendBatch([bytes(1, 2), bytes(3), bytes(4, 5)]);
    expect(batch).toEqual(bytes(1, 2, 3, 4, 5));
    expect(rest).toEqual([]);
  });

  it('stops at the byte cap but always takes at least one chunk', () => {
    const queue = [bytes(1, 2, 3), bytes(4, 5), bytes(6)];
    const first = takeAppendBatch(queue, 4);
    expect(first.batch).toEqual(bytes(1, 2, 3));
    expect(first.rest).toEqual([bytes(4, 5), bytes(6)]);
    const second = takeAppendBatch(first.rest, 4);
    expect(second.batch).toEqual(bytes(4, 5, 6));
    expect(takeAppendBatch([bytes(1, 2, 3, 4, 5, 6)], 2).batch).toEqual(bytes(1, 2, 3, 4, 5, 6));
    expect(takeAppendBatch([])).toEqual({ batch: null, rest: [] });
  });

  it('reads TimeRanges', () => {
    const ranges = { length: 2, start: (i: number) => [0, 5][i]!, end: (i: number) => [3, 9][i]! };
    expect(rangesOf(ranges)).toEqual([
      { start: 0, end: 3 },
      { start: 5, end: 9 },
    ]);
    expect(liveEdge(rangesOf(ranges))).toBe(9);
    expect(liveEdge([])).toBeNull();
  });
});

describe('trimming old media', () => {
  it('waits until 30 s are behind the playhead, then keeps the last 10 s', () => {
    expect(planTrim([{ start: 0, end: 25 }], 20)).toBeNull();
    expect(planTrim([{ start: 0, end: 42 }], 40)).toEqual({ start: 0, end: 30 });
    expect(planTrim([{ start: 100, end: 141 }], 140)).toEqual({ start: 100, end: 130 });
    expect(planTrim([], 40)).toBeNull();
  });

  it('trims whatever it can after a full buffer', () => {
    expect(planTrim([{ start: 0, end: 12 }], 8, { force: true })).toEqual({ start: 0, end: 7 });
    expect(planTrim([{ start: 0, end: 2 }], 0.5, { force: true })).toBeNull();
  });
});

describe('staying near the live edge', () => {
  it('stays when close enough', () => {
    expect(planLiveSeek([{ start: 0, end: 10 }], 8)).toBeNull();
    expect(planLiveSeek([], 0)).toBeNull();
  });

  it('jumps forward when too far behind', () => {
    expect(planLiveSeek([{ start: 0, end: 20 }], 5)).toBe(18.5);
  });

  it('jumps into the media of a late join whose timestamps start later', () => {
    // The relay sends the publisher's own timestamps: the first Cluster may start at 120 s.
    expect(planLiveSeek([{ start: 120, end: 121 }], 0)).toBe(120);
    expect(planLiveSeek([{ start: 120, end: 125 }], 0)).toBe(123.5);
  });

  it('leaves a gap for the newest range', () => {
    expect(
      planLiveSeek(
        [
          { start: 0, end: 4 },
          { start: 6, end: 9 },
        ],
        5,
      ),
    ).toBe(7.5);
  });

  it('starts playback once a little media is ahead', () => {
    expect(canStartPlayback([{ start: 0, end: 0.1 }], 0)).toBe(false);
    expect(canStartPlayback([{ start: 0, end: 1 }], 0)).toBe(true);
    expect(canStartPlayback([{ start: 5, end: 9 }], 0)).toBe(false);
  });

  it('picks the relay type when the browser plays it, or a fallback', () => {
    const supported = new Set(['video/webm; codecs="vp8, opus"', 'video/webm']);
    const check = (type: string) => supported.has(type);
    expect(playableWebmType(check, 'video/webm; codecs="vp8, opus"')).toBe(
      'video/webm; codecs="vp8, opus"',
    );
    expect(playableWebmType(check, 'video/webm; codecs="av1"')).toBe(
      'video/webm; codecs="vp8, opus"',
    );
    expect(playableWebmType(() => false)).toBeNull();
  });
});
