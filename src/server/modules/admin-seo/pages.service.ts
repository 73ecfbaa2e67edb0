import {
  SEO_MESSAGES,
  seoPath,
  type ZSeoPageInput,
  type TSeoPage,
  type TSeoPagePatch,
  type TSeoPageSummary,
} from '../../../contract/admin-seo.ts';
import type { TSeoPageStatus } from '../../../contract/seo.ts';
import type { z } from 'zod';
import {
  findSeoPage,
  insertSeoPage,
  listSeoPages,
  lockSeoPage,
  seoPathTaken,
  updateSeoPage,
  type SeoPageRecord,
  type SeoPageValues,
} from '../../../db/queries/admin-seo.ts';
import { recordPageMove } from '../../../db/queries/page-redirects.ts';
import type { ServiceContext } from '../../context.ts';
import { badRequest, conflict, notFound } from '../../http-error.ts';
import { authorize } from '../../policies/authorize.ts';
import { recordAudit } from '../audit/audit.ts';
import { parseSchemaMarkup } from '../seo/seo.service.ts';
import { presentSeoPage, presentSeoPageSummary } from './admin-seo.presenter.ts';
import { sanitizeEditorHtml } from './editor-html.ts';
import { buildPageSchema } from './page-schema.ts';
import { sitemapTypeOf } from './admin-seo.presenter.ts';
import { decodeSeoCursor, encodeSeoCursor } from './seo-cursor.ts';

/** SEO pages: the list, one page, create, update (a moved path keeps a 301), update-schema. */

export async function listPages(
  ctx: ServiceContext,
  input: { q?: string; status?: TSeoPageStatus; cursor?: string; limit: number },
): Promise<{ pages: TSeoPageSummary[]; nextCursor: string | null }> {
  authorize(ctx.viewer, 'admin.access', null);
  const rows = await listSeoPages(ctx.db, {
    q: input.q || undefined,
    status: input.status,
    after: input.cursor ? decodeSeoCursor(input.cursor) : null,
    limit: input.limit + 1,
  });
  const page = rows.slice(0, input.limit);
  const last = page[page.length - 1];
  return {
    pages: page.map(presentSeoPageSummary),
    nextCursor:
      rows.length > input.limit && last
        ? encodeSeoCursor({ key: last.cursorKey, id: last.id })
        : null,
  };
}

export async function getPage(ctx: ServiceContext, { id }: { id: string }): Promise<TSeoPage> {
  authorize(ctx.viewer, 'admin.access', null);
  const row = await findSeoPage(ctx.db, { id });
  if (!row) throw notFound(SEO_MESSAGES.notFound);
  return presentSeoPage(row);
}

/** The URL handle through the slug rule (spec 3 §5), never empty. */
function normalPath(path: string): string {
  const normal = seoPath(path);
  if (!normal) throw badRequest(SEO_MESSAGES.pathEmpty);
  return normal;
}

/** JSON-LD text as stored: a schema.org object (re-printed), or null when blank. */
function normalSchema(text: string | null | undefined): string | null {
  if (!text?.trim()) return null;
  const parsed = parseSchemaMarkup(text);
  if (!parsed) throw badRequest(SEO_MESSAGES.schemaNotJson);
  return JSON.stringify(parsed, null, 2);
}

/** What the audit log keeps of a page: its fields, the content as its length (it can be long). */
function auditView(values: Partial<SeoPageValues>): Record<string, unknown> {
  const { content, schemaMarkup, ...rest } = values;
  return {
    ...rest,
    ...(content !== undefined ? { contentLength: content.length } : {}),
    ...(schemaMarkup !== undefined ? { schemaMarkupLength: schemaMarkup?.length ?? 0 } : {}),
  };
}

export async function createPage(
  ctx: ServiceContext,
  input: z.output<typeof ZSeoPageInput>,
): Promise<TSeoPage> {
  authorize(ctx.viewer, 'admin.access', null);
  const values: SeoPageValues = {
    ...input,
    path: normalPath(input.path),
    content: sanitizeEditorHtml(input.content),
    schemaMarkup: normalSchema(input.schemaMarkup),
    ogImage: input.ogImage || null,
    destination: input.destination || null,
  };
  const row = await ctx.tx(async (tx) => {
    if (await seoPathTaken(tx.db, { path: values.path, exceptId: null })) {
      throw conflict(SEO_MESSAGES.pathTaken);
    }
    const created = await insertSeoPage(tx.db, values);
    tx.emit({
      type: 'public-page.changed',
      path: `/${created.path}`,
      fromPath: null,
      sitemap: sitemapTypeOf(created.path),
    });
    await recordAudit(tx, {
      action: 'seo_page.create',
      objectType: 'seo_page',
      objectId: created.id,
      reason: null,
      before: null,
      after: auditView(values),
    });
    return created;
  });
  return presentSeoPage(row);
}

/** The fields of `patch` that differ from the row, in the row's shape. */
function changedFields(row: SeoPageRecord, patch: Partial<SeoPageValues>): Partial<SeoPageValues> {
  const changes: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) continue;
    const current = row[key as keyof SeoPageRecord];
    // priority is a real: 0.8 reads back as 0.800000011920929.
    const same =
      key === 'priority'
        ? Math.abs((current as number) - (value as number)) < 1e-6
        : current === value;
    if (!same) changes[key] = value;
  }
  return changes as Partial<SeoPageValues>;
}

export async function updatePage(
  ctx: ServiceContext,
  { id, patch }: { id: string; patch: TSeoPagePatch },
): Promise<TSeoPage> {
  authorize(ctx.viewer, 'admin.access', null);
  const values: Partial<SeoPageValues> = {
    ...patch,
    ...(patch.path !== undefined ? { path: normalPath(patch.path) } : {}),
    ...(patch.content !== undefined ? { content: sanitizeEditorHtml(patch.content) } : {}),
    ...(patch.schemaMarkup !== undefined ? { schemaMarkup: normalSchema(patch.schemaMarkup) } : {}),
    ...(patch.ogImage !== undefined ? { ogImage: patch.ogImage || null } : {}),
    ...(patch.destination !== undefined ? { destination: patch.destination || null } : {}),
  };
  const row = await ctx.tx(async (tx) => {
    const current = await lockSeoPage(tx.db, { id });
    if (!current) throw notFound(SEO_MESSAGES.notFound);
    const changes = changedFields(current, values);
    if (Object.keys(changes).length === 0) return current;
    if (changes.path !== undefined) {
      if (await seoPathTaken(tx.db, { path: changes.path, exceptId: id })) {
        throw conflict(SEO_MESSAGES.pathTaken);
      }
      // The old address answers 301 to the new one (page_redirects; no chains).
      await recordPageMove(tx.db, { fromPath: `/${current.path}`, toPath: `/${changes.path}` });
    }
    const updated = await updateSeoPage(tx.db, { id, values: changes });
    tx.emit({
      type: 'public-page.changed',
      path: `/${updated.path}`,
      fromPath: changes.path !== undefined ? `/${current.path}` : null,
      sitemap: sitemapTypeOf(updated.path),
    });
    const before = Object.fromEntries(
      Object.keys(changes).map((key) => [key, current[key as keyof SeoPageRecord]]),
    ) as Partial<SeoPageValues>;
    await recordAudit(tx, {
      action: 'seo_page.update',
      objectType: 'seo_page',
      objectId: id,
      reason: null,
      before: auditView(before),
      after: auditView(changes),
    });
    return updated;
  });
  return presentSeoPage(row);
}

export async function updatePageSchema(
  ctx: ServiceContext,
  { id }: { id: string },
): Promise<{ schemaMarkup: string }> {
  authorize(ctx.viewer, 'admin.access', null);
  return ctx.tx(async (tx) => {
    const current = await lockSeoPage(tx.db, { id });
    if (!current) throw notFound(SEO_MESSAGES.notFound);
    const schemaMarkup = JSON.stringify(buildPageSchema(current, ctx.config.baseUrl), null, 2);
    await updateSeoPage(tx.db, { id, values: { schemaMarkup } });
    await recordAudit(tx, {
      action: 'seo_page.update_schema',
      objectType: 'seo_page',
      objectId: id,
      reason: null,
      before: { schemaMarkupLength: current.schemaMarkup?.length ?? 0 },
      after: { schemaMarkupLength: schemaMarkup.length },
    });
    return { schemaMarkup };
  });
}
