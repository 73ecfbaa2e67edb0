import { z } from 'zod';
import { badRequest } from '../../http-error.ts';

/** Where the next page starts: the last row's priority, created_at (epoch microseconds) and id. */
export type HelpCursor = { priority: boolean; createdAtKey: string; id: string };

const ZCursor = z.tuple([z.boolean(), z.string().regex(/^\d{1,17}$/), z.uuid()]);

/** Opaque to clients (base64url JSON), so the format can change without breaking them. */
export function encodeHelpCursor(cursor: HelpCursor): string {
  return Buffer.from(JSON.stringify([cursor.priority, cursor.createdAtKey, cursor.id])).toString(
    'base64url',
  );
}

/** A cursor from a previous page; anything else is the client's mistake (400), never a 500. */
export function decodeHelpCursor(value: string): HelpCursor {
  try {
    const [priority, createdAtKey, id] = ZCursor.parse(
      JSON.parse(Buffer.from(value, 'base64url').toString('utf8')),
    );
    return { priority, createdAtKey, id };
  } catch {
    throw badRequest('Invalid cursor: use the nextCursor of the previous page');
  }
}
