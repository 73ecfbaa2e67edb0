import crypto from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import sharp from 'sharp';
import { MAX_AI_THUMBNAILS } from '../../../../contract/media.ts';
import type { MediaProcessingUpdate, MediaRow } from '../../../../db/queries/media.ts';
import type { MediaExif } from '../../../../db/schema/media.ts';
import { encodePlaceholder } from '../../../../lib/media-placeholder.ts';
import { parseIso6709 } from '../../../geo/iso6709.ts';
import { mediaKeys, uploadUrlOf, withLocalFile } from '../../../modules/media/media-files.ts';
import type { Storage } from '../../../providers/storage/storage.ts';
import { runTool, ToolError, type FfmpegTools } from './ffmpeg.ts';
import { MAX_INPUT_PIXELS, UnreadableMediaError } from './process-image.ts';

const PROBE_TIMEOUT_MS = 30_000;
const FRAME_TIMEOUT_MS = 60_000;
const REMUX_TIMEOUT_MS = 5 * 60_000;
/** Frames are for cards and pickers; 1280 px wide is plenty and keeps them small. */
const FRAME_MAX_WIDTH = 1280;
const FRAME_POSITIONS = [0.25, 0.5, 0.75].slice(0, MAX_AI_THUMBNAILS);

type Probe = {
  durationSeconds: number | null;
  width: number | null;
  height: number | null;
  /** Where and when the phone says it was filmed (server-only, like a photo's EXIF). */
  exif: MediaExif | null;
};

type ProbeJson = {
  format?: { duration?: string; tags?: Record<string, string> };
  streams?: Array<{
    codec_type?: string;
    width?: number;
    height?: number;
    duration?: string;
    tags?: { rotate?: string };
    side_data_list?: Array<{ rotation?: number }>;
  }>;
};

const positive = (value: string | undefined) => {
  const number = Number(value);
  return Number.isFinite(number) && number > 0 ? number : null;
};

async function probe(tools: FfmpegTools, file: string): Promise<Probe> {
  let output: string;
  try {
    output = await runTool(
      tools.ffprobe,
      ['-v', 'error', '-show_format', '-show_streams', '-of', 'json', file],
      { timeoutMs: PROBE_TIMEOUT_MS },
    );
  } catch (error) {
    if (error instanceof ToolError && !/timed out/.test(error.message)) {
      throw new UnreadableMediaError(`video could not be read: ${error.stderr.trim()}`);
    }
    throw error;
  }
  const json = JSON.parse(output) as ProbeJson;
  const video = json.streams?.find((stream) => stream.codec_type === 'video');
  if (!video) throw new UnreadableMediaError('the file has no video stream');
  const rotation = Math.abs(
    Number(video.side_data_list?.find((data) => data.rotation !== undefined)?.rotation ?? 0) ||
      Number(video.tags?.rotate ?? 0),
  );
  const sideways = rotation % 180 === 90;
  const width = video.width ?? null;
  const height = video.height ?? null;
  return {
    durationSeconds: positive(json.format?.duration) ?? positive(video.duration),
    width: sideways ? height : width,
    height: sideways ? width : height,
    exif: videoExif(json.format?.tags ?? {}),
  };
}

/**
 * A video's place and time from its container tags (ffprobe lower-cases nothing: QuickTime keys
 * keep their case). The QuickTime creation date carries the phone's offset, so it is the local
 * wall-clock time like a photo's DateTimeOriginal; `creation_time` is UTC and only a fallback.
 */
export function videoExif(tags: Record<string, string>): MediaExif | null {
  const point =
    parseIso6709(tags['com.apple.quicktime.location.ISO6709']) ??
    parseIso6709(tags.location) ??
    parseIso6709(tags['location-eng']);
  const local = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})([+-]\d{2}):?(\d{2})$/.exec(
    tags['com.apple.quicktime.creationdate'] ?? '',
  );
  const utc = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})/.exec(tags.creation_time ?? '');
  const takenAt = local ? `${local[1]}${local[2]}:${local[3]}` : utc ? `${utc[1]}+00:00` : null;
  const camera = [tags['com.apple.quicktime.make'], tags['com.apple.quicktime.model']]
    .filter((part) => typeof part === 'string' && part.trim() !== '')
    .join(' ')
    .slice(0, 100);
  const exif: MediaExif = {
    ...(point ?? {}),
    ...(takenAt && !takenAt.startsWith('1970') ? { takenAt } : {}),
    ...(camera ? { camera } : {}),
  };
  return Object.keys(exif).length > 0 ? exif : null;
}

/**
 * The video as stored, minus its container metadata (place, device, dates): a stream copy, so
 * seconds even for a long file. Only run when the file says where it was filmed; a remux that
 * fails leaves the file as it was (logged).
 */
async function stripPlace(tools: FfmpegTools, file: string, output: string): Promise<boolean> {
  try {
    await runTool(
      tools.ffmpeg,
      [
        '-hide_banner',
        '-loglevel',
        'error',
        '-nostdin',
        '-i',
        file,
        '-map',
        '0',
        '-map_metadata',
        '-1',
        '-map_metadata:s',
        '-1',
        '-c',
        'copy',
        '-y',
        output,
      ],
      { timeoutMs: REMUX_TIMEOUT_MS },
    );
    const stat = await fs.stat(output).catch(() => null);
    return Boolean(stat && stat.size > 0);
  } catch {
    return false;
  }
}

/** One JPEG frame at `seconds` (input seeking: fast even deep into a long file). */
async function frame(
  tools: FfmpegTools,
  file: string,
  seconds: number,
  output: string,
): Promise<boolean> {
  try {
    await runTool(
      tools.ffmpeg,
      [
        '-hide_banner',
        '-loglevel',
        'error',
        '-nostdin',
        '-ss',
        seconds.toFixed(3),
        '-i',
        file,
        '-an',
        '-sn',
        '-dn',
        '-frames:v',
        '1',
        '-vf',
        `scale='min(${FRAME_MAX_WIDTH},iw)':-2`,
        '-q:v',
        '3',
        '-f',
        'image2',
        '-y',
        output,
      ],
      { timeoutMs: FRAME_TIMEOUT_MS },
    );
    const stat = await fs.stat(output).catch(() => null);
    return Boolean(stat && stat.size > 0);
  } catch {
    return false;
  }
}

/**
 * The blur-up placeholder of a poster frame ffmpeg just wrote (≤ 1280 px JPEG, shrunk on load).
 * A poster sharp cannot read only costs the placeholder: the video is fine without one.
 */
async function posterPlaceholder(
  file: string,
  log: FastifyBaseLogger,
  mediaId: string,
): Promise<string | null> {
  try {
    return await encodePlaceholder(
      sharp(file, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }),
    );
  } catch (error) {
    log.warn({ err: error, mediaId }, "a video's poster gave no placeholder");
    return null;
  }
}

/**
 * A video's duration, size, a poster frame (media/<id>-poster.jpg) with its blur-up placeholder,
 * and up to three frames at 25, 50 and 75 % (media/<id>-thumb-n.jpg, kept as names under
 * /uploads/: the post's AI thumbnails). The video itself is served as uploaded. Without ffmpeg
 * the video is ready as it is (no poster, so no placeholder).
 */
export async function processVideo({
  row,
  storage,
  tools,
  log,
}: {
  row: MediaRow;
  storage: Storage;
  tools: FfmpegTools | null;
  log: FastifyBaseLogger;
}): Promise<MediaProcessingUpdate> {
  if (!tools) return { status: 'ready', processed: true };
  return withLocalFile(storage, row.sourceKey, async (file) => {
    const info = await probe(tools, file);
    const keys = mediaKeys(row.id);
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'roamly-frames-'));
    try {
      /** Stores a frame under `key`; the local copy (until `dir` goes) or null if none. */
      const grab = async (seconds: number, key: string): Promise<string | null> => {
        const output = path.join(dir, `${crypto.randomUUID()}.jpg`);
        if (!(await frame(tools, file, seconds, output))) return null;
        await storage.put(key, createReadStream(output), 'image/jpeg');
        return output;
      };
      if (info.exif?.latitude !== undefined) {
        // Served as uploaded, so the place a phone wrote into the file would reach every viewer.
        const stripped = path.join(dir, `${crypto.randomUUID()}${path.extname(row.sourceKey)}`);
        if (await stripPlace(tools, file, stripped)) {
          await storage.put(row.sourceKey, createReadStream(stripped), row.contentType);
        } else {
          log.warn({ mediaId: row.id }, "a video's place could not be removed from its metadata");
        }
      }
      const duration = info.durationSeconds;
      // The poster skips a fade-in: 1 s in, or a tenth of a short clip.
      const poster = await grab(duration ? Math.min(1, duration * 0.1) : 0, keys.poster);
      const placeholder = poster ? await posterPlaceholder(poster, log, row.id) : null;
      const frames: string[] = [];
      if (duration) {
        for (const [index, share] of FRAME_POSITIONS.entries()) {
          const key = keys.frame(index + 1);
          if (await grab(duration * share, key)) frames.push(key);
        }
      }
      if (!poster) log.warn({ mediaId: row.id }, 'no poster frame could be made for a video');
      return {
        status: 'ready',
        width: info.width,
        height: info.height,
        durationSeconds: duration,
        posterUrl: poster ? uploadUrlOf(keys.poster) : null,
        placeholder,
        thumbnails: frames,
        exif: info.exif,
        processed: true,
      };
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
}
