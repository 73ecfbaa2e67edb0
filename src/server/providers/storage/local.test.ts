import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from './local.ts';

const root = await fs.mkdtemp(path.join(os.tmpdir(), 'roamly-storage-test-'));
const storage = createLocalStorage(root);

afterAll(async () => {
  await fs.rm(root, { recursive: true, force: true });
});

/** Every file under a directory, relative to it. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

describe('local storage', () => {
  it('stores a buffer under its key and hands back the public /uploads URL', async () => {
    const url = await storage.put('posts/2026/kyoto.jpg', Buffer.from('jpeg bytes'), 'image/jpeg');
    expect(url).toBe('/uploads/posts/2026/kyoto.jpg');
    expect(await fs.readFile(path.join(root, 'posts/2026/kyoto.jpg'), 'utf8')).toBe('jpeg bytes');

    const found = await storage.get('posts/2026/kyoto.jpg');
    expect(found?.size).toBe(10);
    expect(await text(found!.body)).toBe('jpeg bytes');
  });

  it('stores a stream and replaces an existing object', async () => {
    await storage.put('notes/plan.txt', Buffer.from('first draft'), 'text/plain');
    await storage.put('notes/plan.txt', Readable.from(['second ', 'draft']), 'text/plain');
    const found = await storage.get('notes/plan.txt');
    expect(await text(found!.body)).toBe('second draft');
  });

  it('answers null for a missing object and removes objects idempotently', async () => {
    expect(await storage.get('nothing/here.jpg')).toBeNull();
    await storage.put('tmp/delete-me.txt', Buffer.from('bye'), 'text/plain');
    await storage.remove('tmp/delete-me.txt');
    expect(await storage.get('tmp/delete-me.txt')).toBeNull();
    await expect(storage.remove('tmp/delete-me.txt')).resolves.toBeUndefined();
  });

  it('does not treat a directory as an object', async () => {
    await storage.put('albums/lisbon/1.jpg', Buffer.from('x'), 'image/jpeg');
    expect(await storage.get('albums/lisbon')).toBeNull();
  });

  it.each(['../escape.txt', '/etc/passwd', 'a/../../b', 'a//b', '', '.hidden', 'a\\b', 'a b'])(
    'rejects the unsafe key %j for put, get and remove',
    async (key) => {
      await expect(storage.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow(
        /Unsafe storage key/,
      );
      await expect(storage.get(key)).rejects.toThrow(/Unsafe storage key/);
      await expect(storage.remove(key)).rejects.toThrow(/Unsafe storage key/);
    },
  );

  it('never writes outside its root, whatever the key', async () => {
    const before = await fs.readdir(path.dirname(root));
    await storage.put('../outside.txt', Buffer.from('x'), 'text/plain').catch(() => {});
    expect(await fs.readdir(path.dirname(root))).toEqual(before);
  });

  it('leaves nothing behind when the upload stream fails half-way', async () => {
    const before = await filesUnder(root);
    const failing = new Readable({
      read() {
        this.push(Buffer.alloc(64 * 1024, 1));
        this.destroy(new Error('client went away'));
      },
    });
    await expect(storage.put('uploads/broken.mp4', failing, 'video/mp4')).rejects.toThrow(
      'client went away',
    );
    expect(await storage.get('uploads/broken.mp4')).toBeNull();
    expect(await filesUnder(root)).toEqual(before);
  });

  it('keeps the previous version when a replacement upload fails', async () => {
    await storage.put('profiles/cover.jpg', Buffer.from('old cover'), 'image/jpeg');
    const failing = new Readable({
      read() {
        this.destroy(new Error('aborted'));
      },
    });
    await expect(storage.put('profiles/cover.jpg', failing, 'image/jpeg')).rejects.toThrow();
    const found = await storage.get('profiles/cover.jpg');
    expect(await text(found!.body)).toBe('old cover');
  });

  it('lets concurrent puts of the same key all succeed, one of them winning whole', async () => {
    const bodies = Array.from({ length: 50 }, (_, i) => `version ${i}`);
    await Promise.all(
      bodies.map((body) => storage.put('race/same.txt', Buffer.from(body), 'text/plain')),
    );
    const found = await storage.get('race/same.txt');
    expect(bodies).toContain(await text(found!.body));
  });
});
