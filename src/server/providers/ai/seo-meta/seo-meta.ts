import type { FastifyBaseLogger } from 'fastify';
import type { TAiProviderKind } from '../../../../contract/admin-seo.ts';

/**
 * Meta titles (50–60 characters) and descriptions (150–160) for destination and hotel pages
 * (issue 24 §2): the local writer composes them from catalogue facts offline; Anthropic's
 * Messages API or OpenAI's chat completions write them when their keys are set. Writers never
 * read the database: the service hands them the facts.
 */

export type MetaFacts = {
  kind: 'excursions' | 'hotels';
  name: string;
  countryName: string | null;
  /** The continent, for a place the country alone does not tell apart. */
  region: string | null;
  /** 'May–June and September–October', without the 'Best time to visit: ' label. */
  bestSeason: string | null;
  topTours: string[];
  tourCount: number;
  avgRating: number | null;
  priceFrom: number | null;
  /** Members' public posts made there. */
  memberPosts: number;
  latitude: number | null;
  longitude: number | null;
};

export type MetaDraft = { title: string; description: string; keywords: string };

/** Texts in use (a Set, or a counted set that leaves the page's own text out). */
export type TextSet = { has(text: string): boolean; values(): Iterable<string> };

/** Titles and descriptions other pages use already: a writer must not repeat them. */
export type MetaAvoid = { titles: TextSet; descriptions: TextSet };

export type MetaCallOptions = { log: FastifyBaseLogger; avoid: MetaAvoid };

export type SeoMetaWriter = {
  kind: TAiProviderKind;
  /** 'local', 'openai:gpt-4o-mini', 'anthropic:claude-…' for logs. */
  name: string;
  write(facts: MetaFacts, options: MetaCallOptions): Promise<MetaDraft>;
};

export class MetaWriterError extends Error {}
