import { spawn } from 'node:child_process';

export type FfmpegTools = { ffmpeg: string; ffprobe: string; version: string };

export const FFMPEG_MISSING_MESSAGE = 'ffmpeg not found: video thumbnails are off';

/** Output kept from a tool (ffprobe's JSON is small; ffmpeg's log only matters on failure). */
const MAX_OUTPUT_BYTES = 1024 * 1024;

export class ToolError extends Error {
  constructor(
    message: string,
    readonly stderr: string,
  ) {
    super(message);
    this.name = 'ToolError';
  }
}

/**
 * Runs a program with an argument list (never a shell), killing it after `timeoutMs`. Resolves
 * with its standard output; rejects with a ToolError on a non-zero exit, a signal or the timeout.
 */
export function runTool(
  command: string,
  args: string[],
  { timeoutMs, env }: { timeoutMs: number; env?: NodeJS.ProcessEnv },
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], shell: false, env });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    let outBytes = 0;
    let errBytes = 0;
    child.stdout.on('data', (chunk: Buffer) => {
      if (outBytes < MAX_OUTPUT_BYTES) out.push(chunk);
      outBytes += chunk.length;
    });
    child.stderr.on('data', (chunk: Buffer) => {
      if (errBytes < MAX_OUTPUT_BYTES) err.push(chunk);
      errBytes += chunk.length;
    });
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      const stderr = Buffer.concat(err).toString('utf8').slice(-2000);
      if (timedOut) reject(new ToolError(`${command} timed out after ${timeoutMs} ms`, stderr));
      else if (code !== 0) {
        reject(new ToolError(`${command} failed (${signal ?? `exit ${code}`})`, stderr));
      } else resolve(Buffer.concat(out).toString('utf8'));
    });
  });
}

async function version(command: string, env: NodeJS.ProcessEnv): Promise<string | null> {
  try {
    const output = await runTool(command, ['-hide_banner', '-version'], { timeoutMs: 10_000, env });
    return /version\s+(\S+)/.exec(output)?.[1] ?? 'unknown';
  } catch {
    return null;
  }
}

/** ffmpeg and ffprobe on this PATH, or null when either is missing. */
export async function findFfmpeg(path = process.env.PATH): Promise<FfmpegTools | null> {
  const env = { ...process.env, PATH: path };
  const [ffmpegVersion, ffprobeVersion] = await Promise.all([
    version('ffmpeg', env),
    version('ffprobe', env),
  ]);
  if (!ffmpegVersion || !ffprobeVersion) return null;
  return { ffmpeg: 'ffmpeg', ffprobe: 'ffprobe', version: ffmpegVersion };
}

let detected: Promise<FfmpegTools | null> | undefined;

/**
 * ffmpeg and ffprobe from the PATH (Debian's `ffmpeg` package ships both), looked for once per
 * process; null when either is missing, and videos are then posted without poster or frames.
 */
export function detectFfmpeg(): Promise<FfmpegTools | null> {
  detected ??= findFfmpeg();
  return detected;
}
