import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/app.ts';
import { parseRange } from './uploads.ts';

const { app, dataDir } = await createTestApp();
await fs.mkdir(path.join(dataDir, 'uploads', 'demo'), { recursive: true });
await fs.writeFile(path.join(dataDir, 'uploads', 'demo', 'a.jpg'), Buffer.from([0xff, 0xd8, 0xff]));
await fs.writeFile(path.join(dataDir, 'uploads', 'demo', '%.jpg'), 'a file whose name is odd');

describe('/uploads/* on odd encodings', () => {
  it('serves a plain key', async () => {
    const response = await app.inject({ url: '/uploads/demo/a.jpg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
  });

  it.each([
    '/uploads/%25',
    '/uploads/demo/%25.jpg',
    '/uploads/%2525',
    '/uploads/demo%2Fa.jpg',
    '/uploads/demo%252Fa.jpg',
    '/uploads/..%2F..%2Fetc%2Fpasswd',
    '/uploads/demo/..%5Ca.jpg',
    '/uploads/demo/a.jpg%00.png',
    '/uploads/%F0%9F%98%80',
  ])('%s is a JSON 404, never a 500 or a file', async (url) => {
    const response = await app.inject({ url });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'File not found' });
  });

  it.each(['/uploads/%E0%A4%A', '/uploads/%C0%AE%C0%AE/x', '/uploads/%2e%2e/%2e%2e/etc/passwd'])(
    '%s (no valid UTF-8, or dot segments) is a JSON 400 or 404',
    async (url) => {
      const response = await app.inject({ url });
      expect([400, 404]).toContain(response.statusCode);
      expect(response.json()).toHaveProperty('message');
    },
  );
});

describe('parseRange', () => {
  it.each<[string | undefined, number, ReturnType<typeof parseRange>]>([
    [undefined, 100, null],
    ['bytes=0-9', 100, { start: 0, end: 9 }],
    ['bytes=90-', 100, { start: 90, end: 99 }],
    ['bytes=90-500', 100, { start: 90, end: 99 }],
    ['bytes=-10', 100, { start: 90, end: 99 }],
    ['bytes=-500', 100, { start: 0, end: 99 }],
    ['bytes=100-', 100, 'unsatisfiable'],
    ['bytes=-0', 100, 'unsatisfiable'],
    ['bytes=0-', 0, 'unsatisfiable'],
    ['bytes=9-2', 100, null],
    ['bytes=0-1,4-5', 100, null],
    ['items=0-1', 100, null],
    ['bytes=-', 100, null],
  ])('%s of %i bytes → %j', (header, size, expected) => {
    expect(parseRange(header, size)).toEqual(expected);
  });
});

describe('/uploads/* answers', () => {
  it('a video with its type, ranges, nosniff and a year of caching; other files as attachments', async () => {
    await fs.writeFile(path.join(dataDir, 'uploads', 'demo', 'clip.3gp'), Buffer.alloc(100, 1));
    await fs.writeFile(path.join(dataDir, 'uploads', 'demo', 'page.html'), '<script>x</script>');
    const clip = await app.inject({
      url: '/uploads/demo/clip.3gp',
      headers: { range: 'bytes=0-9' },
    });
    expect(clip.statusCode).toBe(206);
    expect(clip.headers['content-type']).toBe('video/3gpp');
    expect(clip.headers['content-range']).toBe('bytes 0-9/100');
    expect(clip.headers['x-content-type-options']).toBe('nosniff');
    expect(clip.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const page = await app.inject({ url: '/uploads/demo/page.html' });
    expect(page.headers['content-type']).toBe('application/octet-stream');
    expect(page.headers['content-disposition']).toBe('attachment');
    expect(page.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
  });
});
