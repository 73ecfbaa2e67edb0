import { Readable } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type';
import type { TMediaKind } from '../../../contract/media.ts';

/** What the bytes say a file is; the extension is the one the server stores it under. */
export type SniffedType = { kind: TMediaKind; ext: string; mime: string };

/**
 * The formats the spec accepts (spec 1 §5), keyed by file-type's extension. HEIC is accepted and
 * converted by the processing job; 3G2 is 3GP's sibling from the same phones.
 */
const ACCEPTED: Record<string, SniffedType> = {
  jpg: { kind: 'image', ext: 'jpg', mime: 'image/jpeg' },
  png: { kind: 'image', ext: 'png', mime: 'image/png' },
  gif: { kind: 'image', ext: 'gif', mime: 'image/gif' },
  webp: { kind: 'image', ext: 'webp', mime: 'image/webp' },
  heic: { kind: 'image', ext: 'heic', mime: 'image/heic' },
  mp4: { kind: 'video', ext: 'mp4', mime: 'video/mp4' },
  mov: { kind: 'video', ext: 'mov', mime: 'video/quicktime' },
  avi: { kind: 'video', ext: 'avi', mime: 'video/x-msvideo' },
  webm: { kind: 'video', ext: 'webm', mime: 'video/webm' },
  m4v: { kind: 'video', ext: 'm4v', mime: 'video/x-m4v' },
  '3gp': { kind: 'video', ext: '3gp', mime: 'video/3gpp' },
  '3g2': { kind: 'video', ext: '3gp', mime: 'video/3gpp2' },
};

/** file-type reads at most this much of the start of a file (its own sample size). */
const SNIFF_BYTES = 4100;

/** The accepted type of these leading bytes, or null (text, HTML, SVG, archives, audio…). */
export async function sniffBuffer(head: Uint8Array): Promise<SniffedType | null> {
  const found = await fileTypeFromBuffer(head);
  return (found && ACCEPTED[found.ext]) ?? null;
}

/**
 * Reads only the first bytes of `source` to decide its type, and hands back a stream that yields
 * every byte (the ones read first included) with backpressure intact, so the file is never held
 * whole. When the source errors or is destroyed, so is the returned stream, and the other way round.
 * `bytes` counts what was read to decide (0: an empty file).
 */
export async function sniffStream(
  source: AsyncIterable<Buffer>,
): Promise<{ type: SniffedType | null; stream: Readable; bytes: number }> {
  const iterator = source[Symbol.asyncIterator]();
  const head: Buffer[] = [];
  let headBytes = 0;
  let ended = false;
  while (headBytes < SNIFF_BYTES) {
    const next = await iterator.next();
    if (next.done) {
      ended = true;
      break;
    }
    head.push(next.value);
    headBytes += next.value.length;
  }
  const first = Buffer.concat(head);
  const type = await sniffBuffer(first);
  let finished = ended;
  async function* rest() {
    if (first.length > 0) yield first;
    if (ended) return;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
      yield next.value;
    }
    finished = true;
  }
  const stream = Readable.from(rest(), { objectMode: false });
  // Destroyed before the end (the consumer failed, or never started): release the source too.
  stream.once('close', () => {
    if (!finished) void iterator.return?.()?.catch(() => {});
  });
  return { type, stream, bytes: headBytes };
}
