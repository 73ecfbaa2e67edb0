import { z } from 'zod';
import { badRequest } from '../../http-error.ts';

/** Where the next page of the open queue starts: the last case's rank key and id. */
export type RankCursor = { rank: number; id: string };

const ZCursor = z.tuple([z.number().finite(), z.uuid()]);

/** Opaque to clients (base64url JSON); a JS number round-trips a float8 exactly. */
export function encodeRankCursor(cursor: RankCursor): string {
  return Buffer.from(JSON.stringify([cursor.rank, cursor.id])).toString('base64url');
}

/** A cursor from a previous page; anything else is the client's mistake (400), never a 500. */
export function decodeRankCursor(value: string): RankCursor {
  try {
    const [rank, id] = ZCursor.parse(JSON.parse(Buffer.from(value, 'base64url').toString('utf8')));
    return { rank, id };
  } catch {
    throw badRequest('Invalid cursor: use the nextCursor of the previous page');
  }
}
