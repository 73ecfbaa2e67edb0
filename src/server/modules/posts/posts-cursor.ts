import { z } from 'zod';
import { badRequest } from '../../http-error.ts';

/**
 * Where the next page of a feed starts: the last row's sort key and id. The key is the row's
 * time in epoch microseconds (digits) for time-ordered lists, or its explore score (a float in
 * PostgreSQL's exact text form) for explore.
 */
export type FeedCursor = { key: string; id: string };
export type CursorKind = 'time' | 'score';

const KEY_PATTERN: Record<CursorKind, RegExp> = {
  time: /^-?\d{1,17}$/,
  score: /^-?(\d{1,20}(\.\d{1,20})?|\d(\.\d{1,20})?e[+-]?\d{1,2})$/i,
};

/** Opaque to clients (base64url JSON), so the format can change without breaking them. */
export function encodeFeedCursor(cursor: FeedCursor): string {
  return Buffer.from(JSON.stringify([cursor.key, cursor.id])).toString('base64url');
}

/** A cursor from a previous page of the same list; anything else is a 400, never a 500. */
export function decodeFeedCursor(value: string, kind: CursorKind): FeedCursor {
  try {
    const [key, id] = z
      .tuple([z.string().regex(KEY_PATTERN[kind]), z.uuid()])
      .parse(JSON.parse(Buffer.from(value, 'base64url').toString('utf8')));
    return { key, id };
  } catch {
    throw badRequest('Invalid cursor: use the nextCursor of the previous page');
  }
}

/** The next cursor of a page read with one extra row: null when that row did not come back. */
export function nextCursorOf<T extends { id: string; cursorKey: string | null }>(
  rows: readonly T[],
  limit: number,
): string | null {
  const last = rows[limit - 1];
  if (rows.length <= limit || !last?.cursorKey) return null;
  return encodeFeedCursor({ key: last.cursorKey, id: last.id });
}
