import type { Db } from '../../../db/client.ts';

type Entry<T> = { at: number; value: Promise<T>; refreshing: boolean };

/**
 * A value read from the database once, served from memory, and read again in the background
 * once it is older than `ttlMs` (the older copy answers meanwhile; one read at a time). Kept per
 * database handle, so apps on different databases (tests) never share a copy; a failed first
 * read is forgotten so the next request tries again.
 */
export function refreshingPerDatabase<T>(load: (db: Db) => Promise<T>, ttlMs: number) {
  const entries = new WeakMap<object, Entry<T>>();
  return {
    get(db: Db): Promise<T> {
      const cached = entries.get(db);
      if (!cached) {
        const entry: Entry<T> = { at: Date.now(), value: load(db), refreshing: false };
        entries.set(db, entry);
        entry.value.catch(() => entries.delete(db));
        return entry.value;
      }
      if (Date.now() - cached.at >= ttlMs && !cached.refreshing) {
        cached.refreshing = true;
        load(db)
          .then((value) => {
            entries.set(db, { at: Date.now(), value: Promise.resolve(value), refreshing: false });
          })
          .catch(() => {
            cached.refreshing = false;
          });
      }
      return cached.value;
    },
    forget(db: Db): void {
      entries.delete(db);
    },
  };
}
