import { z } from 'zod';
import { badRequest } from '../../http-error.ts';

/** Where the next page of the log starts: the last row's created_at (epoch µs) and id. */
export type AuditCursor = { key: string; id: string };

const ZCursor = z.tuple([z.string().regex(/^\d{1,17}$/), z.uuid()]);

/** Opaque to clients (base64url JSON). */
export function encodeAuditCursor(cursor: AuditCursor): string {
  return Buffer.from(JSON.stringify([cursor.key, cursor.id])).toString('base64url');
}

/** A cursor from a previous page; anything else is the client's mistake (400), never a 500. */
export function decodeAuditCursor(value: string): AuditCursor {
  try {
    const [key, id] = ZCursor.parse(JSON.parse(Buffer.from(value, 'base64url').toString('utf8')));
    return { key, id };
  } catch {
    throw badRequest('Invalid cursor: use the nextCursor of the previous page');
  }
}
