import type { Readable } from 'node:stream';
import { findAttachment } from '../../../db/queries/mailbox.ts';
import type { ServiceContext } from '../../context.ts';
import { notFound } from '../../http-error.ts';
import { authorize } from '../../policies/authorize.ts';

/** Content types sent as they are; anything else (HTML, SVG, scripts) goes as octet-stream. */
const SAFE_TYPE =
  /^(image\/(png|jpeg|gif|webp)|application\/pdf|text\/plain|text\/calendar|text\/csv)$/i;

/** `attachment; filename="…"; filename*=UTF-8''…` (RFC 6266), with an ASCII fallback. */
export function attachmentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

export async function openAttachment(
  ctx: ServiceContext,
  { id, attachmentId }: { id: string; attachmentId: string },
): Promise<{ body: Readable; size: number; contentType: string; disposition: string }> {
  authorize(ctx.viewer, 'admin.access', null);
  const row = await findAttachment(ctx.db, { messageId: id, attachmentId });
  const stored = row ? await ctx.storage.get(row.storageKey) : null;
  if (!row || !stored) throw notFound('This attachment no longer exists.');
  const type = row.contentType.split(';')[0]?.trim() ?? '';
  return {
    body: stored.body,
    size: stored.size,
    contentType: SAFE_TYPE.test(type) ? type : 'application/octet-stream',
    disposition: attachmentDisposition(row.filename),
  };
}
