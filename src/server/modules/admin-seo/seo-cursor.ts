import { z } from 'zod';
import type { SeoPagesCursor } from '../../../db/queries/admin-seo.ts';
import { badRequest } from '../../http-error.ts';

const ZCursor = z.tuple([
  z.string().regex(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d(\.\d{1,6})?[+-]\d\d(:\d\d)?$/),
  z.uuid(),
]);

/** Opaque to clients (base64url JSON of the last row's updated_at text and id). */
export function encodeSeoCursor(cursor: SeoPagesCursor): string {
  return Buffer.from(JSON.stringify([cursor.key, cursor.id])).toString('base64url');
}

export function decodeSeoCursor(value: string): SeoPagesCursor {
  try {
    const [key, id] = ZCursor.parse(JSON.parse(Buffer.from(value, 'base64url').toString('utf8')));
    return { key, id };
  } catch {
    throw badRequest('Invalid cursor: use the nextCursor of the previous page');
  }
}
