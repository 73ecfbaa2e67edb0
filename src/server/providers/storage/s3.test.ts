import crypto from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { startS3Server } from '../../test/s3-server.ts';
import { createS3Storage } from './s3.ts';
import { createStorage } from './select.ts';

const config = await startS3Server();
const storage = createS3Storage(config);

/** `size` bytes made on the fly in 1 MB pieces (never one big buffer), and their SHA-256. */
function generated(size: number, seed = 1) {
  const hash = crypto.createHash('sha256');
  let sent = 0;
  const stream = new Readable({
    read() {
      if (sent >= size) return this.push(null);
      const piece = Buffer.alloc(Math.min(1024 * 1024, size - sent), (sent / 1024 + seed) % 251);
      sent += piece.length;
      hash.update(piece);
      this.push(piece);
    },
  });
  return { stream, digest: () => hash.digest('hex') };
}

const sha256 = (bytes: Buffer) => crypto.createHash('sha256').update(bytes).digest('hex');

describe('S3 storage (against s3rver)', () => {
  it('stores a buffer and reads it back whole, by range, and its size', async () => {
    const url = await storage.put('media/a.mp4', Buffer.from('0123456789'), 'video/mp4');
    expect(url).toBe('/uploads/media/a.mp4');
    expect(await storage.stat('media/a.mp4')).toEqual({ size: 10 });
    const whole = await storage.get('media/a.mp4');
    expect(whole?.size).toBe(10);
    expect((await buffer(whole!.body)).toString()).toBe('0123456789');
    const part = await storage.get('media/a.mp4', { start: 2, end: 5 });
    expect(part?.size).toBe(10);
    expect((await buffer(part!.body)).toString()).toBe('2345');
  });

  it('streams a large body through a multipart upload', async () => {
    const size = 21 * 1024 * 1024; // three 8 MB parts
    const source = generated(size);
    await storage.put('media/big.mp4', source.stream, 'video/mp4');
    expect(await storage.stat('media/big.mp4')).toEqual({ size });
    const back = await storage.get('media/big.mp4');
    expect(sha256(await buffer(back!.body))).toBe(source.digest());
  });

  it('answers null for a missing object and removes idempotently', async () => {
    expect(await storage.get('media/none.mp4')).toBeNull();
    expect(await storage.stat('media/none.mp4')).toBeNull();
    await storage.put('media/gone.jpg', Buffer.from('x'), 'image/jpeg');
    await storage.remove('media/gone.jpg');
    expect(await storage.stat('media/gone.jpg')).toBeNull();
    await expect(storage.remove('media/gone.jpg')).resolves.toBeUndefined();
  });

  it.each([9 * 1024 * 1024, 100_000])(
    'leaves no object when the stream fails after %i bytes',
    async (after) => {
      let sent = 0;
      const failing = new Readable({
        read() {
          if (sent >= after) return this.destroy(new Error('client went away'));
          const piece = Buffer.alloc(Math.min(512 * 1024, after - sent), 3);
          sent += piece.length;
          this.push(piece);
        },
      });
      await expect(storage.put('media/broken.mp4', failing, 'video/mp4')).rejects.toThrow(
        'client went away',
      );
      expect(await storage.stat('media/broken.mp4')).toBeNull();
    },
  );

  it('refuses unsafe keys', async () => {
    await expect(storage.put('../x', Buffer.from('x'), 'text/plain')).rejects.toThrow(
      /Unsafe storage key/,
    );
    await expect(storage.get('a/../../b')).rejects.toThrow(/Unsafe storage key/);
  });

  it('is what createStorage picks when S3_BUCKET is configured', () => {
    expect(createStorage({ s3: config, dataDir: '/tmp/x' }).kind).toBe('s3');
    expect(createStorage({ s3: undefined, dataDir: '/tmp/x' }).kind).toBe('local');
  });
});
