import { describe, expect, it } from 'vitest';
import { describeTracks, mimeTypeOf, WebmError, WebmSplitter, type WebmPiece } from './webm.ts';
import {
  chop,
  SAMPLE_CLUSTER_STARTS,
  SAMPLE_WEBM,
  withUnknownSizeClusters,
} from './webm-fixture.ts';

function split(chunks: Buffer[]): WebmPiece[] {
  const splitter = new WebmSplitter();
  return chunks.flatMap((chunk) => splitter.push(chunk));
}

/** The init bytes, the data bytes, and where (in the whole file) each Cluster piece began. */
function summarise(pieces: WebmPiece[]) {
  const init = pieces.filter((piece) => piece.kind === 'init');
  let offset = init[0]?.bytes.length ?? 0;
  const clusterStarts: number[] = [];
  const data: Buffer[] = [];
  for (const piece of pieces) {
    if (piece.kind !== 'data') continue;
    if (piece.clusterStart) clusterStarts.push(offset);
    data.push(piece.bytes);
    offset += piece.bytes.length;
  }
  return { init, data: Buffer.concat(data), clusterStarts };
}

describe('WebmSplitter', () => {
  it('returns the bytes before the first Cluster as the init segment, then every Cluster start', () => {
    expect(SAMPLE_CLUSTER_STARTS.length).toBeGreaterThanOrEqual(4);
    const { init, data, clusterStarts } = summarise(split([SAMPLE_WEBM]));
    expect(init).toHaveLength(1);
    expect(init[0]!.bytes.equals(SAMPLE_WEBM.subarray(0, SAMPLE_CLUSTER_STARTS[0]))).toBe(true);
    expect(Buffer.concat([init[0]!.bytes, data]).equals(SAMPLE_WEBM)).toBe(true);
    expect(clusterStarts).toEqual(SAMPLE_CLUSTER_STARTS);
  });

  it('gives the same pieces however the bytes are chopped, down to single bytes', () => {
    for (const max of [1, 3, 17, 1000, 64 * 1024]) {
      const { init, data, clusterStarts } = summarise(split(chop(SAMPLE_WEBM, max)));
      expect(init[0]!.bytes.length).toBe(SAMPLE_CLUSTER_STARTS[0]);
      expect(Buffer.concat([init[0]!.bytes, data]).equals(SAMPLE_WEBM)).toBe(true);
      expect(clusterStarts).toEqual(SAMPLE_CLUSTER_STARTS);
    }
  });

  it("finds the end of MediaRecorder's unknown-size Clusters by walking their children", () => {
    const live = withUnknownSizeClusters(SAMPLE_WEBM);
    const { init, data, clusterStarts } = summarise(split(chop(live.bytes, 5000)));
    expect(Buffer.concat([init[0]!.bytes, data]).equals(live.bytes)).toBe(true);
    expect(clusterStarts).toEqual(live.clusterStarts);
  });

  it('reads the codecs MSE needs and the video track from the Tracks', () => {
    const init = SAMPLE_WEBM.subarray(0, SAMPLE_CLUSTER_STARTS[0]);
    expect(mimeTypeOf(init)).toBe('video/webm; codecs="vp8,opus"');
    expect(describeTracks(init).videoTracks).toEqual([1]);
  });

  it('marks every SimpleBlock with its track and keyframe flag, before its bytes', () => {
    const pieces = split(chop(SAMPLE_WEBM, 3000));
    const firstVideoBlocks: boolean[] = [];
    let awaiting = false;
    for (const piece of pieces) {
      if (piece.kind === 'data' && piece.clusterStart) awaiting = true;
      if (piece.kind === 'block' && piece.track === 1 && awaiting) {
        firstVideoBlocks.push(piece.keyframe);
        awaiting = false;
      }
    }
    // ffmpeg opened every Cluster on a video keyframe (-g 10 at 10 fps, 1 s Clusters)…
    expect(firstVideoBlocks.length).toBeGreaterThanOrEqual(4);
    expect(firstVideoBlocks.every(Boolean)).toBe(true);
    // …and the frames between are inter frames.
    const inter = pieces.filter(
      (piece) => piece.kind === 'block' && piece.track === 1 && !piece.keyframe,
    );
    expect(inter.length).toBeGreaterThan(20);
  });

  it('starts over on a second EBML header (a new recording on the same socket)', () => {
    const pieces = split([SAMPLE_WEBM, SAMPLE_WEBM.subarray(0, SAMPLE_CLUSTER_STARTS[1])]);
    const kinds = pieces.map((piece) => piece.kind);
    expect(kinds.filter((kind) => kind === 'reset')).toHaveLength(1);
    expect(kinds.filter((kind) => kind === 'init')).toHaveLength(2);
    const afterReset = pieces.slice(kinds.indexOf('reset') + 1);
    expect(afterReset[0]).toMatchObject({ kind: 'init' });
    expect(afterReset[1]).toMatchObject({ kind: 'data', clusterStart: true });
  });

  it('refuses bytes that are not WebM', () => {
    expect(() => split([Buffer.from('GET / HTTP/1.1\r\n\r\n')])).toThrow(WebmError);
    expect(() => split([Buffer.alloc(64)])).toThrow(WebmError);
  });

  it('refuses a header that never reaches a Cluster past 1 MiB', () => {
    const header = SAMPLE_WEBM.subarray(0, 48);
    // A Void element (EC) of 2 MiB before any Cluster.
    const size = 2 * 1024 * 1024;
    const voidHeader = Buffer.alloc(9);
    voidHeader[0] = 0xec;
    voidHeader[1] = 0x01; // an 8-byte size
    voidHeader.writeUInt32BE(size, 5);
    expect(() => split([header, voidHeader, Buffer.alloc(size)])).toThrow('WebM header too large');
  });
});
