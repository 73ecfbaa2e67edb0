/**
 * An incremental WebM (Matroska/EBML) splitter for the live relay. MediaRecorder writes one EBML
 * header, one Segment of unknown size, Info and Tracks, then Clusters (usually of unknown size,
 * closed by the next top-level element). A viewer's MSE SourceBuffer needs the init segment (every
 * byte before the first Cluster, ID 1F43B675) and must then start at a Cluster; this splitter
 * turns the publisher's byte stream into exactly those pieces without buffering more than one
 * element header of lookahead (or the init segment itself).
 */

export const EBML_ID = 0x1a45dfa3;
export const SEGMENT_ID = 0x18538067;
export const CLUSTER_ID = 0x1f43b675;
const TRACKS_ID = 0x1654ae6b;
const TRACK_ENTRY_ID = 0xae;
const CODEC_ID = 0x86;

/** Children of Segment: one of these ends an unknown-size Cluster. */
const SEGMENT_CHILDREN = new Set([
  0x114d9b74, // SeekHead
  0x1549a966, // Info
  TRACKS_ID,
  0x1c53bb6b, // Cues
  0x1941a469, // Attachments
  0x1043a770, // Chapters
  0x1254c367, // Tags
  CLUSTER_ID,
]);

/** The init segment may not grow past this (MediaRecorder's is well under 1 KiB). */
export const MAX_INIT_BYTES = 1024 * 1024;

export type WebmPiece =
  /** Every byte before the first Cluster; `mimeType` as MSE wants it, null for unknown codecs. */
  | ({ kind: 'init'; bytes: Buffer } & TracksInfo)
  /** A SimpleBlock starts next (its bytes follow in the next data piece). */
  | { kind: 'block'; track: number; keyframe: boolean }
  /** Bytes after the init segment, in order; `clusterStart` when the piece begins a Cluster. */
  | { kind: 'data'; bytes: Buffer; clusterStart: boolean }
  /** A new EBML header arrived: a new recording; a new `init` follows. */
  | { kind: 'reset' };

export class WebmError extends Error {}

type Vint = { value: number; length: number; unknown: boolean };

/** Reads an element ID (marker bits kept) at `at`; null when more bytes are needed. */
function readId(buffer: Buffer, at: number): Vint | null {
  if (at >= buffer.length) return null;
  const first = buffer[at]!;
  const length = first >= 0x80 ? 1 : first >= 0x40 ? 2 : first >= 0x20 ? 3 : first >= 0x10 ? 4 : 0;
  if (length === 0) throw new WebmError('Not a WebM stream (bad element ID)');
  if (at + length > buffer.length) return null;
  let value = 0;
  for (let i = 0; i < length; i += 1) value = value * 256 + buffer[at + i]!;
  return { value, length, unknown: false };
}

/** Reads an element size (marker removed) at `at`; `unknown` for the all-ones value. */
function readSize(buffer: Buffer, at: number): Vint | null {
  if (at >= buffer.length) return null;
  const first = buffer[at]!;
  let length = 1;
  while (length <= 8 && !(first & (0x80 >> (length - 1)))) length += 1;
  if (length > 8) throw new WebmError('Not a WebM stream (bad element size)');
  if (at + length > buffer.length) return null;
  let value = first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let i = 1; i < length; i += 1) {
    const byte = buffer[at + i]!;
    value = value * 256 + byte;
    if (byte !== 0xff) allOnes = false;
  }
  if (!allOnes && !Number.isSafeInteger(value)) throw new WebmError('WebM element too large');
  return { value, length, unknown: allOnes };
}

type Header = { id: number; size: number; unknown: boolean; headerLength: number };

function readHeader(buffer: Buffer, at: number): Header | null {
  const id = readId(buffer, at);
  if (!id) return null;
  const size = readSize(buffer, at + id.length);
  if (!size) return null;
  return {
    id: id.value,
    size: size.value,
    unknown: size.unknown,
    headerLength: id.length + size.length,
  };
}

const CODECS: Record<string, string> = {
  V_VP8: 'vp8',
  V_VP9: 'vp9',
  V_AV1: 'av01.0.08M.08',
  'V_MPEG4/ISO/AVC': 'avc1.42E01F',
  A_OPUS: 'opus',
  A_VORBIS: 'vorbis',
};

const TRACK_NUMBER_ID = 0xd7;
const TRACK_TYPE_ID = 0x83;
const SIMPLE_BLOCK_ID = 0xa3;
const VIDEO_TRACK_TYPE = 1;

export type TracksInfo = {
  /** The MSE type from the Tracks' CodecIDs; null when one is unknown. */
  mimeType: string | null;
  /** Numbers of the video tracks (a late viewer must start at one of their keyframes). */
  videoTracks: number[];
};

const readUint = (buffer: Buffer, start: number, end: number) => {
  let value = 0;
  for (let i = start; i < end; i += 1) value = value * 256 + buffer[i]!;
  return value;
};

/** Codecs and video tracks of an init segment, from its TrackEntries. */
export function describeTracks(init: Buffer): TracksInfo {
  const codecs: string[] = [];
  const videoTracks: number[] = [];
  let unknownCodec = false;
  let entry: { number: number; type: number } | null = null;
  const walk = (start: number, end: number, depth: number) => {
    let at = start;
    while (at < end) {
      const header = readHeader(init, at);
      if (!header || header.unknown) {
        if (depth === 0 && header?.unknown) {
          // The Segment: its children run to the end of the init segment.
          walk(at + header.headerLength, end, depth + 1);
        }
        return;
      }
      const body = at + header.headerLength;
      const next = Math.min(body + header.size, end);
      if (header.id === TRACK_ENTRY_ID) {
        entry = { number: 0, type: 0 };
        walk(body, next, depth + 1);
        if (entry.type === VIDEO_TRACK_TYPE) videoTracks.push(entry.number);
        entry = null;
      } else if (header.id === SEGMENT_ID || header.id === TRACKS_ID) {
        walk(body, next, depth + 1);
      } else if (header.id === CODEC_ID) {
        const name = init.subarray(body, next).toString('latin1');
        const codec = CODECS[name.replace(/\0+$/, '')];
        if (codec) codecs.push(codec);
        else unknownCodec = true;
      } else if (entry && header.id === TRACK_NUMBER_ID) {
        entry.number = readUint(init, body, next);
      } else if (entry && header.id === TRACK_TYPE_ID) {
        entry.type = readUint(init, body, next);
      }
      at = body + header.size;
    }
  };
  walk(0, init.length, 0);
  if (unknownCodec || codecs.length === 0) return { mimeType: null, videoTracks };
  const video = codecs.some((codec) => !['opus', 'vorbis'].includes(codec));
  return {
    mimeType: `${video ? 'video' : 'audio'}/webm; codecs="${codecs.join(',')}"`,
    videoTracks,
  };
}

/** The MSE type of an init segment; null when a codec is unknown. */
export function mimeTypeOf(init: Buffer): string | null {
  return describeTracks(init).mimeType;
}

/**
 * Feed it the publisher's bytes with `push`; it returns the pieces they complete. Everything it
 * returns is safe to keep (copies, never views of a buffer it reuses).
 */
export class WebmSplitter {
  /** Bytes received and not yet returned. */
  private pending: Buffer = Buffer.alloc(0);
  private state: 'header' | 'body' = 'header';
  /** Header state: where the next element header starts, relative to `pending`. */
  private scan = 0;
  /** Body state: bytes of the current element still to pass through unparsed. */
  private passThrough = 0;

  push(chunk: Buffer): WebmPiece[] {
    this.pending = this.pending.length ? Buffer.concat([this.pending, chunk]) : Buffer.from(chunk);
    const pieces: WebmPiece[] = [];
    for (;;) {
      const progressed = this.state === 'header' ? this.readInit(pieces) : this.readBody(pieces);
      if (!progressed) break;
    }
    return pieces;
  }

  /** Header state: waits for the first Cluster and returns the init segment before it. */
  private readInit(pieces: WebmPiece[]): boolean {
    const buffer = this.pending;
    if (this.scan === 0) {
      const ebml = readHeader(buffer, 0);
      if (!ebml) return this.checkInitSize();
      if (ebml.id !== EBML_ID || ebml.unknown) throw new WebmError('Not a WebM stream');
      this.scan = ebml.headerLength + ebml.size;
    }
    for (;;) {
      const header = readHeader(buffer, this.scan);
      if (!header) return this.checkInitSize();
      if (header.id === SEGMENT_ID) {
        // Descend: the Segment's children follow its header.
        this.scan += header.headerLength;
        continue;
      }
      if (header.id === CLUSTER_ID) {
        const init = Buffer.from(buffer.subarray(0, this.scan));
        pieces.push({ kind: 'init', bytes: init, ...describeTracks(init) });
        this.pending = Buffer.from(buffer.subarray(this.scan));
        this.state = 'body';
        this.scan = 0;
        this.passThrough = 0;
        return true;
      }
      if (header.unknown) throw new WebmError('Unsupported WebM layout before the first Cluster');
      this.scan += header.headerLength + header.size;
      if (this.scan > MAX_INIT_BYTES) throw new WebmError('WebM header too large');
      if (this.scan > buffer.length) return false;
    }
  }

  private checkInitSize(): false {
    if (this.pending.length > MAX_INIT_BYTES) throw new WebmError('WebM header too large');
    return false;
  }

  /** Body state: passes bytes through, splitting at every Cluster start. */
  private readBody(pieces: WebmPiece[]): boolean {
    const available = this.pending.length;
    if (available === 0) return false;
    if (this.passThrough > 0) {
      const length = Math.min(this.passThrough, available);
      this.emitData(pieces, length, false);
      this.passThrough -= length;
      return true;
    }
    const header = readHeader(this.pending, 0);
    if (!header) return false;
    if (header.id === EBML_ID) {
      // A new recording on the same socket: start over with its header.
      pieces.push({ kind: 'reset' });
      this.state = 'header';
      this.scan = 0;
      return true;
    }
    if (header.id === CLUSTER_ID) {
      // Only the Cluster's own header: its children are parsed one by one, so an unknown-size
      // Cluster ends at the next Segment child.
      this.emitData(pieces, header.headerLength, true);
      return true;
    }
    if (header.unknown) {
      throw new WebmError(
        SEGMENT_CHILDREN.has(header.id)
          ? 'Unsupported WebM layout (unknown-size element)'
          : 'Unsupported WebM layout (unknown-size element inside a Cluster)',
      );
    }
    if (header.id === SIMPLE_BLOCK_ID) {
      // Track number (a vint), a 2-byte timecode, then the flags: 0x80 is a keyframe.
      const trackAt = header.headerLength;
      const track = readSize(this.pending, trackAt);
      if (!track) return false;
      const flagsAt = trackAt + track.length + 2;
      if (flagsAt >= this.pending.length) return false;
      pieces.push({
        kind: 'block',
        track: track.value,
        keyframe: (this.pending[flagsAt]! & 0x80) !== 0,
      });
    }
    this.passThrough = header.headerLength + header.size;
    return true;
  }

  private emitData(pieces: WebmPiece[], length: number, clusterStart: boolean): void {
    const bytes = Buffer.from(this.pending.subarray(0, length));
    this.pending = this.pending.subarray(length);
    const last = pieces.at(-1);
    // Merge consecutive bytes of the same stretch into one piece (fewer, larger frames).
    if (!clusterStart && last?.kind === 'data') {
      last.bytes = Buffer.concat([last.bytes, bytes]);
    } else {
      pieces.push({ kind: 'data', bytes, clusterStart });
    }
  }
}
