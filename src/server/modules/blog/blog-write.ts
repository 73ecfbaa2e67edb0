import { parseSchemaMarkup } from '../seo/seo.service.ts';
import { sanitizeContentHtml } from '../seo/sanitize.ts';
import { badRequest } from '../../http-error.ts';
import type { BlogPostRow } from '../../../db/queries/blog.ts';
import type { TBlogStatus } from '../../../contract/blog.ts';

/** Shared steps of saving a post from either form (issue 24 §4, spec 3 §5). */

export const SCHEMA_INVALID =
  'Schema markup must be valid JSON-LD: a JSON object with a schema.org @context.';

/** The content as stored: sanitised (no script, no event handlers, no javascript: links). */
export function cleanContent(html: string): string {
  return sanitizeContentHtml(html);
}

/** The override as stored: null when blank, refused when it is not schema.org JSON-LD. */
export function cleanSchemaMarkup(text: string | null | undefined): string | null {
  if (!text?.trim()) return null;
  if (!parseSchemaMarkup(text)) throw badRequest(SCHEMA_INVALID);
  return text.trim();
}

export function cleanImage(url: string | null | undefined): string | null {
  return url?.trim() ? url.trim() : null;
}

/**
 * The stored status and times of a form's status: published with a future time waits as
 * `scheduled`; published now keeps the first publishing date; the others clear the schedule.
 */
export function publishingState(
  formStatus: 'draft' | 'published' | 'archived',
  publishAtText: string | null | undefined,
  previous: Pick<BlogPostRow, 'publishedAt'> | null,
  now = new Date(),
): { status: TBlogStatus; publishAt: Date | null; publishedAt: Date | null } {
  const publishedAt = previous?.publishedAt ?? null;
  if (formStatus !== 'published') return { status: formStatus, publishAt: null, publishedAt };
  const publishAt = publishAtText ? new Date(publishAtText) : null;
  if (publishAt && publishAt.getTime() > now.getTime()) {
    return { status: 'scheduled', publishAt, publishedAt };
  }
  return { status: 'published', publishAt: null, publishedAt: publishedAt ?? now };
}
