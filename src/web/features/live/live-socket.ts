import { WS_MAX_PAYLOAD_BYTES } from '../../../contract/realtime.ts';
import { ZLiveServerFrame, type TLiveServerFrame } from '../../../contract/streaming.ts';

/**
 * Helpers shared by the publisher and the viewer sockets of the live relay
 * (src/contract/streaming.ts describes the protocol).
 */

/** ws://host/ws/live/… on http pages, wss:// on https. */
export function liveSocketUrl(
  path: string,
  location: Pick<Location, 'protocol' | 'host'> = window.location,
): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${path}`;
}

/** A text frame from the relay, or null for anything the protocol does not know. */
export function parseServerFrame(data: unknown): TLiveServerFrame | null {
  if (typeof data !== 'string') return null;
  try {
    const result = ZLiveServerFrame.safeParse(JSON.parse(data));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}

/**
 * Splits bytes into pieces the server accepts (every binary frame ≤ 64 KiB; the relay joins one
 * socket's frames into one byte stream, so where the cuts fall does not matter).
 */
export function sliceForSocket(bytes: Uint8Array, max = WS_MAX_PAYLOAD_BYTES): Uint8Array[] {
  const pieces: Uint8Array[] = [];
  for (let offset = 0; offset < bytes.byteLength; offset += max) {
    pieces.push(bytes.subarray(offset, Math.min(offset + max, bytes.byteLength)));
  }
  return pieces;
}

/** What a close code of the live sockets means for the screen. */
export type LiveCloseReason = 'ended' | 'not-found' | 'forbidden' | 'replaced' | 'slow' | 'dropped';

export function closeReasonOf(code: number): LiveCloseReason {
  switch (code) {
    case 4410:
      return 'ended';
    case 4404:
      return 'not-found';
    case 4403:
      return 'forbidden';
    case 4409:
      return 'replaced';
    case 4408:
      return 'slow';
    default:
      return 'dropped';
  }
}

const ASCII = new TextDecoder('latin1');

/**
 * The MSE type of a WebM init segment, read from its CodecIDs (V_VP8, V_VP9, V_AV1, A_OPUS,
 * A_VORBIS), for when the relay's `ready` frame came before the publisher's header.
 */
export function webmTypeFromInit(init: Uint8Array): string | null {
  const text = ASCII.decode(init);
  const codecs: string[] = [];
  if (text.includes('V_VP8')) codecs.push('vp8');
  else if (text.includes('V_VP9')) codecs.push('vp9');
  else if (text.includes('V_AV1')) codecs.push('av01.0.04M.08');
  if (text.includes('A_OPUS')) codecs.push('opus');
  else if (text.includes('A_VORBIS')) codecs.push('vorbis');
  return codecs.length > 0 ? `video/webm; codecs="${codecs.join(', ')}"` : null;
}
