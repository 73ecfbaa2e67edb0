import { z } from 'zod';
import { badRequest } from '../../http-error.ts';

/** Where the next page of My Trips starts: the last row's updated_at (epoch µs) and id. */
export type TripCursor = { updatedAtKey: string; id: string };

const ZCursor = z.tuple([z.string().regex(/^\d{1,17}$/), z.uuid()]);

/** Opaque to clients (base64url JSON). */
export function encodeTripCursor(cursor: TripCursor): string {
  return Buffer.from(JSON.stringify([cursor.updatedAtKey, cursor.id])).toString('base64url');
}

/** A cursor from a previous page; anything else is a 400, never a 500. */
export function decodeTripCursor(value: string): TripCursor {
  try {
    const [updatedAtKey, id] = ZCursor.parse(
      JSON.parse(Buffer.from(value, 'base64url').toString('utf8')),
    );
    return { updatedAtKey, id };
  } catch {
    throw badRequest('Invalid cursor: use the nextCursor of the previous page');
  }
}
