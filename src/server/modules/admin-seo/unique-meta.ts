import type { FastifyBaseLogger } from 'fastify';
import {
  META_DESCRIPTION_RANGE,
  META_TITLE_RANGE,
  type TAiProviderKind,
} from '../../../contract/admin-seo.ts';
import { composeMeta } from '../../providers/ai/seo-meta/local-meta.ts';
import type {
  MetaDraft,
  MetaFacts,
  SeoMetaWriter,
  TextSet,
} from '../../providers/ai/seo-meta/seo-meta.ts';

/**
 * Texts in use with how many pages use each, so one page's own text can be left out ("is this
 * title taken by another page?") without rebuilding a set per page.
 */
export class UsedTexts {
  private readonly counts = new Map<string, number>();

  add(text: string): void {
    if (text) this.counts.set(text, (this.counts.get(text) ?? 0) + 1);
  }

  remove(text: string): void {
    const count = this.counts.get(text) ?? 0;
    if (count <= 1) this.counts.delete(text);
    else this.counts.set(text, count - 1);
  }

  /** The texts as another page sees them: `own` (the page's current text) counts once less. */
  except(own: string | null): TextSet {
    return {
      has: (text) => (this.counts.get(text) ?? 0) - (text === own ? 1 : 0) > 0,
      values: () =>
        [...this.counts.keys()].filter((text) => text !== own || (this.counts.get(text) ?? 0) > 1),
    };
  }
}

const fits = (text: string, range: { min: number; max: number }) =>
  text.length >= range.min && text.length <= range.max;

/**
 * A title and description for one page from the writer, kept only where it is within the
 * recommended lengths and used by no other page; otherwise (and when a vendor fails) the local
 * composition, which always is. The provider is whoever wrote what is kept.
 */
export async function writeUniqueMeta(
  writer: SeoMetaWriter,
  facts: MetaFacts,
  used: { titles: UsedTexts; descriptions: UsedTexts },
  own: { title: string | null; description: string | null },
  log: FastifyBaseLogger,
): Promise<{ draft: MetaDraft; provider: TAiProviderKind }> {
  const avoid = {
    titles: used.titles.except(own.title),
    descriptions: used.descriptions.except(own.description),
  };
  let vendor: MetaDraft | null = null;
  try {
    vendor = await writer.write(facts, { log, avoid });
  } catch (error) {
    if (writer.kind === 'local') throw error;
    log.warn(
      { err: error, writer: writer.name, destination: facts.name },
      'SEO meta writer failed; composed locally',
    );
  }
  const local = composeMeta(facts, avoid);
  const title =
    vendor && fits(vendor.title, META_TITLE_RANGE) && !avoid.titles.has(vendor.title)
      ? vendor.title
      : local.title;
  const description =
    vendor &&
    fits(vendor.description, META_DESCRIPTION_RANGE) &&
    !avoid.descriptions.has(vendor.description)
      ? vendor.description
      : local.description;
  const keptVendor = !!vendor && (title === vendor.title || description === vendor.description);
  return {
    draft: { title, description, keywords: (keptVendor && vendor?.keywords) || local.keywords },
    provider: keptVendor ? writer.kind : 'local',
  };
}
