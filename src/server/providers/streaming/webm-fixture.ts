import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The test recording: 4 s of ffmpeg's `testsrc` (160×120, VP8, a keyframe a second) with a sine
 * tone (Opus), written as a live WebM — unknown-size Segment, one Cluster per second:
 *   ffmpeg -f lavfi -i testsrc=size=160x120:rate=10 -f lavfi -i sine=frequency=440:sample_rate=48000
 *     -t 4 -c:v libvpx -b:v 120k -g 10 -keyint_min 10 -c:a libopus -b:a 24k
 *     -cluster_time_limit 1000 -live 1 -f webm live-sample.webm
 */
export const SAMPLE_WEBM = fs.readFileSync(
  path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'live-sample.webm'),
);

const CLUSTER = Buffer.from([0x1f, 0x43, 0xb6, 0x75]);
const SEGMENT_HEADER_END = 48;

function vint(buffer: Buffer, at: number, keepMarker: boolean) {
  const first = buffer[at]!;
  let length = 1;
  while (!(first & (0x80 >> (length - 1)))) length += 1;
  let value = keepMarker ? first : first & (0xff >> length);
  for (let i = 1; i < length; i += 1) value = value * 256 + buffer[at + i]!;
  return { value, length };
}

/** Offsets of the Segment's children in a file whose children all have known sizes. */
export function topLevelElements(file: Buffer): Array<{ id: number; start: number; end: number }> {
  const elements: Array<{ id: number; start: number; end: number }> = [];
  let at = SEGMENT_HEADER_END;
  while (at < file.length) {
    const id = vint(file, at, true);
    const size = vint(file, at + id.length, false);
    const end = at + id.length + size.length + size.value;
    elements.push({ id: id.value, start: at, end });
    at = end;
  }
  return elements;
}

/** Where the fixture's Clusters start (the init segment is everything before the first). */
export const SAMPLE_CLUSTER_STARTS = topLevelElements(SAMPLE_WEBM)
  .filter((element) => element.id === 0x1f43b675)
  .map((element) => element.start);

/**
 * The same recording as Chrome's MediaRecorder writes it: every Cluster of unknown size (ended by
 * the next Cluster), which the splitter must find by walking the Cluster's children.
 */
export function withUnknownSizeClusters(file: Buffer): { bytes: Buffer; clusterStarts: number[] } {
  const parts: Buffer[] = [];
  const clusterStarts: number[] = [];
  let length = 0;
  const push = (part: Buffer) => {
    parts.push(part);
    length += part.length;
  };
  push(file.subarray(0, SEGMENT_HEADER_END));
  for (const element of topLevelElements(file)) {
    if (element.id !== 0x1f43b675) {
      push(file.subarray(element.start, element.end));
      continue;
    }
    const size = vint(file, element.start + 4, false);
    clusterStarts.push(length);
    push(Buffer.concat([CLUSTER, Buffer.from([0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff])]));
    push(file.subarray(element.start + 4 + size.length, element.end));
  }
  return { bytes: Buffer.concat(parts), clusterStarts };
}

/** Splits bytes into pieces of pseudo-random sizes (1 byte to `max`), as a network would. */
export function chop(bytes: Buffer, max: number, seed = 7): Buffer[] {
  const pieces: Buffer[] = [];
  let state = seed;
  for (let at = 0; at < bytes.length;) {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    const size = 1 + (state % max);
    pieces.push(bytes.subarray(at, at + size));
    at += size;
  }
  return pieces;
}

/** Offset of the flags byte of the first SimpleBlock of `track` in the fixture's n-th Cluster. */
export function firstBlockFlagsOffset(file: Buffer, clusterIndex: number, track: number): number {
  const cluster = topLevelElements(file).filter((element) => element.id === 0x1f43b675)[
    clusterIndex
  ]!;
  const size = vint(file, cluster.start + 4, false);
  let at = cluster.start + 4 + size.length;
  while (at < cluster.end) {
    const id = vint(file, at, true);
    const length = vint(file, at + id.length, false);
    const body = at + id.length + length.length;
    if (id.value === 0xa3) {
      const blockTrack = vint(file, body, false);
      if (blockTrack.value === track) return body + blockTrack.length + 2;
    }
    at = body + length.value;
  }
  throw new Error(`no block of track ${track} in Cluster ${clusterIndex}`);
}
