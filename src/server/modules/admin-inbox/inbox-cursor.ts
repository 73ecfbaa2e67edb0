import { z } from 'zod';
import { badRequest } from '../../http-error.ts';

/** Where the next page starts: the last message's date and id. */
export type InboxCursor = { date: Date; id: string };

const ZCursor = z.tuple([z.iso.datetime(), z.uuid()]);

/** Opaque to clients (base64url JSON). Dates are kept to the millisecond, as stored. */
export function encodeInboxCursor(cursor: InboxCursor): string {
  return Buffer.from(JSON.stringify([cursor.date.toISOString(), cursor.id])).toString('base64url');
}

/** A cursor from a previous page; anything else is the client's mistake (400), never a 500. */
export function decodeInboxCursor(value: string): InboxCursor {
  try {
    const [date, id] = ZCursor.parse(JSON.parse(Buffer.from(value, 'base64url').toString('utf8')));
    return { date: new Date(date), id };
  } catch {
    throw badRequest('Invalid cursor: use the nextCursor of the previous page');
  }
}
