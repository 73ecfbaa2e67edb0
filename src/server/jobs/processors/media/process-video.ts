import crypto from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { MAX_AI_THUMBNAILS } from '../../../../contract/media.ts';
import type { MediaProcessingUpdate, MediaRow } from '../../../../db/queries/media.ts';
import { mediaKeys, uploadUrlOf, withLocalFile } from '../../../modules/media/media-files.ts';
import type { Storage } from '../../../providers/storage/storage.ts';
import { runTool, ToolError, type FfmpegTools } from './ffmpeg.ts';
import { UnreadableMediaError } from './process-image.ts';

const PROBE_TIMEOUT_MS = 30_000;
const FRAME_TIMEOUT_MS = 60_000;
/** Frames are for cards and pickers; 1280 px wide is plenty and keeps them small. */
const FRAME_MAX_WIDTH = 1280;
const FRAME_POSITIONS = [0.25, 0.5, 0.75].slice(0, MAX_AI_THUMBNAILS);

type Probe = { durationSeconds: number | null; width: number | null; height: number | null };

type ProbeJson = {
  format?: { duration?: string };
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
  };
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
 * A video's duration, size, a poster frame (media/<id>-poster.jpg) and up to three frames at 25,
 * 50 and 75 % (media/<id>-thumb-n.jpg, kept as names under /uploads/: the post's AI thumbnails).
 * The video itself is served as uploaded. Without ffmpeg the video is ready as it is.
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
      const grab = async (seconds: number, key: string): Promise<string | null> => {
        const output = path.join(dir, `${crypto.randomUUID()}.jpg`);
        if (!(await frame(tools, file, seconds, output))) return null;
        await storage.put(key, createReadStream(output), 'image/jpeg');
        return key;
      };
      const duration = info.durationSeconds;
      // The poster skips a fade-in: 1 s in, or a tenth of a short clip.
      const posterKey = await grab(duration ? Math.min(1, duration * 0.1) : 0, keys.poster);
      const frames: string[] = [];
      if (duration) {
        for (const [index, share] of FRAME_POSITIONS.entries()) {
          const key = await grab(duration * share, keys.frame(index + 1));
          if (key) frames.push(key);
        }
      }
      if (!posterKey) log.warn({ mediaId: row.id }, 'no poster frame could be made for a video');
      return {
        status: 'ready',
        width: info.width,
        height: info.height,
        durationSeconds: duration,
        posterUrl: posterKey ? uploadUrlOf(posterKey) : null,
        thumbnails: frames,
        processed: true,
      };
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
}
