/**
 * The decisions of the viewer's Media Source Extensions player, kept pure so they are tested
 * without a browser: which queued chunks to append next, which old media to drop, and when the
 * playhead has fallen so far behind the live edge that it should jump forward.
 */

/** A buffered time range in seconds (what `SourceBuffer.buffered` holds). */
export type TimeRange = { start: number; end: number };

/** Seconds of already-played media kept behind the playhead; older media is removed. */
export const KEEP_BEHIND_S = 10;
/** Trimming waits until this much media sits behind the playhead, so removals stay rare. */
export const TRIM_AFTER_S = 30;
/** Seconds behind the live edge the player aims for after a jump. */
export const TARGET_LATENCY_S = 1.5;
/** Further behind than this, the player jumps forward to the target latency. */
export const MAX_LATENCY_S = 6;
/** Media needed ahead of the playhead before playback starts. */
export const START_BUFFER_S = 0.3;
/** One append carries at most this many bytes, so a backlog never becomes a single huge append. */
export const MAX_APPEND_BYTES = 2 * 1024 * 1024;

/** Reads a `TimeRanges` object into plain ranges. */
export function rangesOf(ranges: Pick<TimeRanges, 'length' | 'start' | 'end'>): TimeRange[] {
  const out: TimeRange[] = [];
  for (let index = 0; index < ranges.length; index++) {
    out.push({ start: ranges.start(index), end: ranges.end(index) });
  }
  return out;
}

/**
 * Joins queued chunks into one append (fewer appends, fewer `updateend` round trips), up to
 * `maxBytes`; a single chunk larger than that still goes alone. Returns the batch and what stays.
 */
export function takeAppendBatch(
  queue: readonly Uint8Array[],
  maxBytes = MAX_APPEND_BYTES,
): { batch: Uint8Array | null; rest: Uint8Array[] } {
  if (queue.length === 0) return { batch: null, rest: [] };
  let count = 0;
  let size = 0;
  while (count < queue.length) {
    const next = queue[count]!.byteLength;
    if (count > 0 && size + next > maxBytes) break;
    size += next;
    count += 1;
  }
  if (count === 1) return { batch: queue[0]!, rest: queue.slice(1) };
  const batch = new Uint8Array(size);
  let offset = 0;
  for (const chunk of queue.slice(0, count)) {
    batch.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { batch, rest: queue.slice(count) };
}

/**
 * The span of old media to remove, or null: once more than `trimAfter` seconds sit behind the
 * playhead, everything older than `keepBehind` seconds goes, so a long stream never fills the
 * browser's buffer quota. `force` (after a QuotaExceededError) trims whatever is behind.
 */
export function planTrim(
  buffered: readonly TimeRange[],
  currentTime: number,
  { keepBehind = KEEP_BEHIND_S, trimAfter = TRIM_AFTER_S, force = false } = {},
): TimeRange | null {
  if (buffered.length === 0) return null;
  const start = buffered[0]!.start;
  const end = currentTime - (force ? Math.min(keepBehind, 1) : keepBehind);
  if (end <= start) return null;
  if (!force && currentTime - start < trimAfter) return null;
  return { start, end };
}

/** The end of the newest buffered media (the live edge as far as this viewer knows). */
export function liveEdge(buffered: readonly TimeRange[]): number | null {
  return buffered.length === 0 ? null : buffered[buffered.length - 1]!.end;
}

/**
 * Where to seek, or null to stay: a playhead outside the buffered media (before the first range,
 * in a gap) or more than `maxLatency` behind the live edge jumps to `target` seconds behind it.
 */
export function planLiveSeek(
  buffered: readonly TimeRange[],
  currentTime: number,
  { target = TARGET_LATENCY_S, maxLatency = MAX_LATENCY_S } = {},
): number | null {
  const edge = liveEdge(buffered);
  if (edge === null) return null;
  const inside = buffered.some((range) => currentTime >= range.start && currentTime <= range.end);
  const behind = edge - currentTime;
  if (inside && behind <= maxLatency) return null;
  const last = buffered[buffered.length - 1]!;
  const to = Math.max(last.start, edge - target);
  return Math.abs(to - currentTime) < 0.05 ? null : to;
}

/** True once there is enough media ahead of the playhead to start (or resume) playback. */
export function canStartPlayback(
  buffered: readonly TimeRange[],
  currentTime: number,
  minAhead = START_BUFFER_S,
): boolean {
  return buffered.some(
    (range) => currentTime >= range.start - 0.05 && range.end - currentTime >= minAhead,
  );
}

/** The best MSE type for the broadcaster's WebM; null when this browser cannot play it. */
export function playableWebmType(
  isTypeSupported: (type: string) => boolean,
  preferred?: string | null,
): string | null {
  const candidates = [
    ...(preferred ? [preferred] : []),
    'video/webm; codecs="vp8, opus"',
    'video/webm; codecs="vp9, opus"',
    'video/webm; codecs="vp8"',
    'video/webm',
  ];
  return candidates.find((type) => isTypeSupported(type)) ?? null;
}
