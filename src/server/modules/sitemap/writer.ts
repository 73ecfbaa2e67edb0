import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { once } from 'node:events';
import type { Db } from '../../../db/client.ts';
import type { SitemapSource, SitemapType } from '../page-head/page-head.types.ts';
import { MAX_BYTES_PER_FILE, MAX_URLS_PER_FILE, URLSET_CLOSE, URLSET_OPEN, urlXml } from './xml.ts';

/**
 * Builds every registered type's sitemap files into a fresh directory, then swaps the manifest
 * that names it in one rename: readers see the old complete set or the new complete set, never
 * a half-written or empty one (Ghost #16747), and the set survives restarts on disk.
 */

export type SitemapFile = {
  name: string;
  type: SitemapType;
  urls: number;
  bytes: number;
  /** The newest content change among its pages (ISO), not the build time. */
  lastmod: string | null;
};

export type SitemapManifest = {
  /** Directory under the sitemaps root holding `files`. */
  dir: string;
  builtAt: string;
  durationMs: number;
  /** Every registered type, in order, with its file(s); a type with no pages has none. */
  types: { type: SitemapType; urls: number; files: number }[];
  files: SitemapFile[];
};

export const MANIFEST_FILE = 'manifest.json';
const BATCH_SIZE = 5_000;

/** One sitemap file being written: a stream whose buffer is awaited, never grown. */
class FileWriter {
  urls = 0;
  bytes = 0;
  lastmod: Date | null = null;
  private readonly stream: fs.WriteStream;

  constructor(
    readonly name: string,
    filePath: string,
  ) {
    this.stream = fs.createWriteStream(filePath, { encoding: 'utf8' });
  }

  /** Whether `bytes` more (and the closing tag) still fit, and one more URL. */
  fits(bytes: number): boolean {
    return (
      this.urls < MAX_URLS_PER_FILE &&
      this.bytes + bytes + URLSET_CLOSE.length <= MAX_BYTES_PER_FILE
    );
  }

  async write(chunk: string): Promise<void> {
    this.bytes += Buffer.byteLength(chunk);
    if (!this.stream.write(chunk)) await once(this.stream, 'drain');
  }

  async close(): Promise<void> {
    await this.write(URLSET_CLOSE);
    this.stream.end();
    await once(this.stream, 'finish');
  }
}

async function writeType(
  db: Db,
  source: SitemapSource,
  options: { dir: string; origin: string },
): Promise<SitemapFile[]> {
  const files: SitemapFile[] = [];
  let current: FileWriter | null = null;
  const finish = async () => {
    if (!current) return;
    await current.close();
    files.push({
      name: current.name,
      type: source.type,
      urls: current.urls,
      bytes: current.bytes,
      lastmod: current.lastmod?.toISOString() ?? null,
    });
    current = null;
  };
  const open = async () => {
    const name = `${source.type}-${files.length + 1}.xml`;
    current = new FileWriter(name, path.join(options.dir, name));
    await current.write(URLSET_OPEN);
    return current;
  };
  for await (const batch of source.batches(db, { batchSize: BATCH_SIZE })) {
    // A batch is written as one chunk (a few hundred KB) unless a file fills up inside it.
    let chunk = '';
    let chunkBytes = 0;
    for (const entry of batch) {
      const xml = urlXml(options.origin, entry);
      const bytes = Buffer.byteLength(xml);
      let writer: FileWriter = current ?? (await open());
      if (!writer.fits(chunkBytes + bytes)) {
        await writer.write(chunk);
        chunk = '';
        chunkBytes = 0;
        await finish();
        writer = await open();
      }
      chunk += xml;
      chunkBytes += bytes;
      writer.urls += 1;
      if (!writer.lastmod || entry.lastmod > writer.lastmod) writer.lastmod = entry.lastmod;
    }
    const writer = current as FileWriter | null;
    if (chunk && writer) await writer.write(chunk);
  }
  await finish();
  return files;
}

export async function readManifest(root: string): Promise<SitemapManifest | null> {
  try {
    const text = await fsp.readFile(path.join(root, MANIFEST_FILE), 'utf8');
    const manifest = JSON.parse(text) as SitemapManifest;
    // A manifest whose files are gone (a wiped disk) is no manifest: rebuild.
    await fsp.access(path.join(root, manifest.dir));
    return manifest;
  } catch {
    return null;
  }
}

/** Builds the whole set and makes it current; the previous set's directory is removed after. */
export async function buildSitemaps(
  db: Db,
  options: { root: string; origin: string; sources: readonly SitemapSource[] },
): Promise<SitemapManifest> {
  const started = performance.now();
  await fsp.mkdir(options.root, { recursive: true });
  const dir = `set-${Date.now()}-${crypto.randomBytes(4).toString('hex')}`;
  const absolute = path.join(options.root, dir);
  await fsp.mkdir(absolute);
  try {
    const files: SitemapFile[] = [];
    const types: SitemapManifest['types'] = [];
    for (const source of options.sources) {
      const written = await writeType(db, source, { dir: absolute, origin: options.origin });
      files.push(...written);
      types.push({
        type: source.type,
        urls: written.reduce((sum, file) => sum + file.urls, 0),
        files: written.length,
      });
    }
    const previous = await readManifest(options.root);
    const manifest: SitemapManifest = {
      dir,
      builtAt: new Date().toISOString(),
      durationMs: Math.round(performance.now() - started),
      types,
      files,
    };
    const temporary = path.join(options.root, `${MANIFEST_FILE}.${dir}.tmp`);
    await fsp.writeFile(temporary, JSON.stringify(manifest));
    await fsp.rename(temporary, path.join(options.root, MANIFEST_FILE));
    if (previous && previous.dir !== dir) {
      // Readers that opened a file of the old set keep their descriptor; new ones read the new set.
      await fsp.rm(path.join(options.root, previous.dir), { recursive: true, force: true });
    }
    return manifest;
  } catch (error) {
    await fsp.rm(absolute, { recursive: true, force: true });
    throw error;
  }
}
