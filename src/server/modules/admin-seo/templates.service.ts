import {
  seoSlug,
  type TAiProviderKind,
  type TTemplateResult,
} from '../../../contract/admin-seo.ts';
import { sampleHotels } from '../../../contract/sample-hotels.ts';
import { seoMetaInUse, seoPagesByPaths } from '../../../db/queries/admin-seo.ts';
import type { ServiceContext } from '../../context.ts';
import { badRequest } from '../../http-error.ts';
import { authorize } from '../../policies/authorize.ts';
import { createSeoMetaWriter } from '../../providers/ai/seo-meta/select-meta.ts';
import { composeKeywords } from '../../providers/ai/seo-meta/local-meta.ts';
import { composeDestinationContent, composeHotelContent } from '../seo/compose.ts';
import { composeInput } from '../seo/seo.service.ts';
import { bareFacts, metaFactsOf } from './meta-facts.ts';
import { UsedTexts, writeUniqueMeta } from './unique-meta.ts';

/**
 * The editor's generators (spec 3 §7): AI meta for one destination, and the content templates —
 * a destination's tours page and its hotels page composed from the catalogue (country facts,
 * best season, top tours), as sanitised HTML.
 */

type PageKind = 'excursions' | 'hotels';

function placeSlug(destination: string): string {
  const slug = seoSlug(destination).replace(/^-+|-+$/g, '');
  if (!slug) throw badRequest('Destination must name a place');
  return slug;
}

async function composed(ctx: ServiceContext, destination: string, kind: PageKind) {
  const input = await composeInput(ctx, placeSlug(destination));
  const content =
    kind === 'hotels'
      ? composeHotelContent({
          ...input,
          hotels: sampleHotels(input.destination?.name ?? input.slug),
        })
      : composeDestinationContent(input);
  return { ...content, input };
}

/** GET /api/admin/seo/destination/:destination: title, description, keywords, schemaData. */
export async function destinationMeta(
  ctx: ServiceContext,
  { destination, type }: { destination: string; type: PageKind },
): Promise<{
  title: string;
  description: string;
  keywords: string;
  schemaData: Record<string, unknown>;
  provider: TAiProviderKind;
}> {
  authorize(ctx.viewer, 'admin.access', null);
  const content = await composed(ctx, destination, type);
  const { input } = content;
  const facts = input.destination
    ? (await metaFactsOf(ctx.db, [input.destination], type)).get(input.destination.code)!
    : bareFacts(content.destination.name, type);
  // The page of this destination keeps its own texts; every other page's are taken.
  const [own] = await seoPagesByPaths(ctx.db, {
    paths: [`destination/${content.destination.slug}/${type}`],
  });
  const used = { titles: new UsedTexts(), descriptions: new UsedTexts() };
  for (const row of await seoMetaInUse(ctx.db)) {
    used.titles.add(row.title);
    used.descriptions.add(row.description);
  }
  const { draft, provider } = await writeUniqueMeta(
    createSeoMetaWriter(ctx.config),
    facts,
    used,
    { title: own?.title ?? null, description: own?.description ?? null },
    ctx.log,
  );
  return { ...draft, schemaData: content.schema, provider };
}

/** GET …/destination/:destination/full-template: the tours page's whole content. */
export async function destinationFullTemplate(
  ctx: ServiceContext,
  { destination }: { destination: string },
): Promise<{ content: string }> {
  authorize(ctx.viewer, 'admin.access', null);
  return { content: (await composed(ctx, destination, 'excursions')).content };
}

/** POST /api/admin/generate-hotel-template and …/generate-templated-content. */
export async function templatedContent(
  ctx: ServiceContext,
  { destinationName, kind }: { destinationName: string; kind: PageKind },
): Promise<TTemplateResult> {
  authorize(ctx.viewer, 'admin.access', null);
  const content = await composed(ctx, destinationName, kind);
  const facts = bareFacts(content.destination.name, kind);
  if (content.destination.countryName) facts.countryName = content.destination.countryName;
  return {
    renderedHtml: content.content,
    metaDescription: content.metaDescription,
    keywords: composeKeywords(facts),
    destinationName: content.destination.name,
  };
}
