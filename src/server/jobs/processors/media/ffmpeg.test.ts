import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { findFfmpeg, runTool, ToolError } from './ffmpeg.ts';

describe('ffmpeg detection and tool runs', () => {
  it('finds nothing on a PATH without ffmpeg (videos then post without frames)', async () => {
    expect(await findFfmpeg('/nonexistent')).toBeNull();
  });

  const installed = fs.existsSync('/usr/bin/ffmpeg') && fs.existsSync('/usr/bin/ffprobe');
  it.skipIf(!installed)("finds Debian's ffmpeg and ffprobe when installed", async () => {
    const tools = await findFfmpeg();
    expect(tools).toMatchObject({ ffmpeg: 'ffmpeg', ffprobe: 'ffprobe' });
    expect(tools?.version).toMatch(/\d/);
  });

  it('passes arguments as a list, never through a shell', async () => {
    const out = await runTool('echo', ['$(id)', ';', 'rm -rf /'], { timeoutMs: 5_000 });
    expect(out.trim()).toBe('$(id) ; rm -rf /');
  });

  it('kills a program that outlives its timeout', async () => {
    const started = Date.now();
    await expect(runTool('sleep', ['5'], { timeoutMs: 200 })).rejects.toBeInstanceOf(ToolError);
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});
