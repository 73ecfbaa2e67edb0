import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { sniffBuffer, sniffStream } from './media-type.ts';

/** An ISO-BMFF start (`ftyp` box) with this major brand: MP4, MOV, 3GP, HEIC and kin. */
function ftyp(brand: string, size = 4200): Buffer {
  const bytes = Buffer.alloc(size);
  bytes.writeUInt32BE(24, 0);
  bytes.write('ftyp', 4, 'latin1');
  bytes.write(brand, 8, 'latin1');
  bytes.write(brand, 16, 'latin1');
  return bytes;
}

describe('sniffBuffer: the type comes from the bytes', () => {
  it.each([
    ['isom', 'video', 'mp4', 'video/mp4'],
    ['qt  ', 'video', 'mov', 'video/quicktime'],
    ['M4V ', 'video', 'm4v', 'video/x-m4v'],
    ['3gp4', 'video', '3gp', 'video/3gpp'],
    ['3g2a', 'video', '3gp', 'video/3gpp2'],
    ['heic', 'image', 'heic', 'image/heic'],
    ['mif1', 'image', 'heic', 'image/heic'],
  ])('ftyp %j is %s/%s', async (brand, kind, ext, mime) => {
    expect(await sniffBuffer(ftyp(brand))).toEqual({ kind, ext, mime });
  });

  it('knows the image formats sharp writes, and AVI and WebM', async () => {
    const image = sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } });
    expect((await sniffBuffer(await image.clone().png().toBuffer()))?.ext).toBe('png');
    expect((await sniffBuffer(await image.clone().webp().toBuffer()))?.ext).toBe('webp');
    expect((await sniffBuffer(await image.clone().gif().toBuffer()))?.ext).toBe('gif');
    expect((await sniffBuffer(await image.clone().jpeg().toBuffer()))?.mime).toBe('image/jpeg');
    const avi = Buffer.alloc(64);
    avi.write('RIFF', 0, 'latin1');
    avi.write('AVI LIST', 8, 'latin1');
    expect(await sniffBuffer(avi)).toEqual({ kind: 'video', ext: 'avi', mime: 'video/x-msvideo' });
    const webm = Buffer.from('1a45dfa3a34286810142f7810142f2810442f381084282847765626d', 'hex');
    expect((await sniffBuffer(webm))?.ext).toBe('webm');
  });

  it.each([
    ['text', Buffer.from('hello, this is only text')],
    ['HTML', Buffer.from('<!doctype html><html><body><script>alert(1)</script>')],
    ['SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['AVIF', ftyp('avif')],
    ['M4A audio', ftyp('M4A ')],
    ['PDF', Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj')],
    ['nothing', Buffer.alloc(0)],
  ])('refuses %s', async (_label, bytes) => {
    expect(await sniffBuffer(bytes)).toBeNull();
  });
});

describe('sniffStream', () => {
  it('reads the start across small pieces and hands back every byte in order', async () => {
    const whole = ftyp('isom', 20_000);
    for (let i = 32; i < whole.length; i += 1) whole[i] = i % 251;
    const pieces = Array.from({ length: 200 }, (_, i) => whole.subarray(i * 100, (i + 1) * 100));
    const { type, stream, bytes } = await sniffStream(Readable.from(pieces));
    expect(type?.ext).toBe('mp4');
    expect(bytes).toBeGreaterThanOrEqual(4100);
    expect((await buffer(stream)).equals(whole)).toBe(true);
  });

  it('handles a file shorter than the sample, and an empty one', async () => {
    const short = await sniffStream(Readable.from([Buffer.from('tiny')]));
    expect(short.type).toBeNull();
    expect((await buffer(short.stream)).toString()).toBe('tiny');
    const empty = await sniffStream(Readable.from([]));
    expect(empty.bytes).toBe(0);
  });

  it('passes a source error on, and destroying it releases the source', async () => {
    const failing = new Readable({
      read() {
        this.push(ftyp('isom', 5000));
        this.destroy(new Error('connection lost'));
      },
    });
    const { stream } = await sniffStream(failing);
    await expect(buffer(stream)).rejects.toThrow('connection lost');

    const source = new Readable({
      read() {
        this.push(Buffer.alloc(8192, 1));
      },
    });
    const sniffed = await sniffStream(source);
    sniffed.stream.destroy();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(source.destroyed).toBe(true);
  });
});
