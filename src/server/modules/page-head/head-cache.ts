/**
 * Rendered pages kept briefly per URL, so a public page's server-rendered head costs a map read.
 * Entries expire after `ttlMs`; domain events drop them sooner (page-head.plugin.ts). The oldest
 * entries go first when it is full (a crawler walking 100k pages must not grow it without bound).
 */
export type CachedPage = {
  html: string;
  etag: string;
  /** Compressed bodies, made on first request for each encoding (encoded.ts). */
  encoded: Partial<Record<'br' | 'gzip', Buffer>>;
  /** The head's drawn first-screen content (PageHead.drawn), for modules/first-paint. */
  drawn?: string;
};

export class HeadCache {
  private readonly entries = new Map<string, CachedPage & { expires: number }>();

  constructor(
    private readonly options: { ttlMs: number; maxEntries: number; now?: () => number },
  ) {}

  private now(): number {
    return this.options.now?.() ?? Date.now();
  }

  get(key: string): CachedPage | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  set(key: string, page: CachedPage): void {
    this.entries.delete(key);
    this.entries.set(key, { ...page, expires: this.now() + this.options.ttlMs });
    while (this.entries.size > this.options.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  /** Drops every entry whose path (the key before '?') passes `test`. */
  drop(test: (path: string) => boolean): void {
    for (const key of this.entries.keys()) {
      const path = key.split('?')[0] ?? key;
      if (test(path.toLowerCase())) this.entries.delete(key);
    }
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
