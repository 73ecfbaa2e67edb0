import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client.ts';
import type { SitemapSource } from '../page-head/page-head.types.ts';
import { buildSitemaps, readManifest, type SitemapManifest } from './writer.ts';

/**
 * Keeps the sitemap set current: built at start when none is on disk, rebuilt (debounced) when
 * events say a public page was published, unpublished or moved, and on demand (the admin's
 * Generate button). Builds never overlap: a request during a build runs one more after it.
 */
export type SitemapKeeper = {
  root: string;
  /** The current set; waits for the first build when there is none yet (never an empty answer). */
  current(): Promise<SitemapManifest>;
  /** The set on hand, without waiting (null before the first build finishes). */
  known(): SitemapManifest | null;
  /** Builds now (after any build under way) and returns the new set. */
  rebuild(): Promise<SitemapManifest>;
  /** Asks for a rebuild after `debounceMs` of quiet (a burst of publishes builds once). */
  schedule(): void;
  start(): void;
  stop(): Promise<void>;
};

export function createSitemapKeeper(options: {
  db: Db;
  root: string;
  origin: string;
  sources: readonly SitemapSource[];
  log: FastifyBaseLogger;
  debounceMs: number;
}): SitemapKeeper {
  let manifest: SitemapManifest | null = null;
  let building: Promise<SitemapManifest> | null = null;
  let queued: Promise<SitemapManifest> | null = null;
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  /** The start's read-or-build, awaited by stop so nothing writes after the app has closed. */
  let starting: Promise<unknown> | null = null;

  const build = async (): Promise<SitemapManifest> => {
    const next = await buildSitemaps(options.db, options);
    manifest = next;
    options.log.info({ types: next.types, durationMs: next.durationMs }, 'sitemaps built');
    return next;
  };

  const rebuild = (): Promise<SitemapManifest> => {
    if (stopped) return Promise.reject(new Error('The sitemaps are not kept any more (closing).'));
    if (!building) {
      building = build().finally(() => {
        building = null;
      });
      return building;
    }
    // One more build after the one under way, shared by everyone who asks meanwhile: it reads
    // what changed after the current build started.
    queued ??= building
      .catch(() => undefined)
      .then(() => {
        queued = null;
        return rebuild();
      });
    return queued;
  };

  const loadOrBuild = async (): Promise<SitemapManifest> => {
    manifest ??= await readManifest(options.root);
    if (manifest) return manifest;
    return building ?? rebuild();
  };

  return {
    root: options.root,
    current: loadOrBuild,
    known: () => manifest,
    rebuild,
    schedule() {
      if (stopped) return;
      if (timer) clearTimeout(timer);
      timer = setTimeout(() => {
        timer = null;
        rebuild().catch((error: unknown) =>
          options.log.error({ err: error }, 'sitemap rebuild failed; the previous set is served'),
        );
      }, options.debounceMs);
      timer.unref();
    },
    start() {
      starting = loadOrBuild().catch((error: unknown) => {
        if (!stopped) options.log.error({ err: error }, 'building the sitemaps at start failed');
      });
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await starting;
      await building?.catch(() => undefined);
    },
  };
}
