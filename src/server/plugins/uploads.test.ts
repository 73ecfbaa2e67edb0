import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/app.ts';

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
