import type { Picture } from '../../../contract/pictures.ts';
import type { Db } from '../../../db/client.ts';
import type { ServiceContext } from '../../context.ts';

/**
 * What the server writes into index.html's <head> for a public page (issue 24 §1), so that a
 * crawler that runs no JavaScript and a link unfurler (Slack, Facebook, X) read the page's own
 * title, description, canonical link, Open Graph / Twitter card and JSON-LD. The SPA takes over
 * in the browser and keeps the head in step as the member navigates.
 *
 * One resolver per kind of public page; the page-head module renders the tags (escaped) and
 * validates every JSON-LD object before it is served.
 */
export type PageHead = {
  /** The whole <title>, e.g. 'Pastel de nata in Belém | Roamly Blog'. */
  title: string;
  /** Meta description (plain text; the renderer trims it to 160 characters). */
  description: string;
  /** The page's canonical path ('/blog/pastel-de-nata'); made absolute with the public origin. */
  canonicalPath: string;
  /** og:type. */
  ogType: 'website' | 'article' | 'profile';
  /** The preview image, absolute or a path on this origin; null for the site's default. */
  image: { url: string; width?: number; height?: number; alt: string } | null;
  /** schema.org objects, each with '@context' and '@type' (BlogPosting, TouristDestination…). */
  jsonLd: Record<string, unknown>[];
  /** Keep out of search results (a draft preview, a private profile): robots noindex. */
  noindex?: boolean;
  /** For articles: article:published_time / modified_time (ISO 8601). */
  publishedAt?: string;
  modifiedAt?: string;
  /**
   * The page's largest photo as the app draws it (its candidates and sizes), hinted at the top
   * of the HTML so it downloads with the page (modules/lcp-preload). Public pages only: the head
   * is the same for everyone.
   */
  preloadImages?: Picture[];
  /**
   * The page's own part of its first screen, drawn into #root (modules/first-paint): escaped
   * markup, the same for everyone (a destination tours page's hero).
   */
  drawn?: string;
};

export type HeadRequest = {
  db: Db;
  /** The signed-in member asking, or null (signed out, a crawler). */
  viewerId: string | null;
  /** The page route's parameters (`:slug`, `:location`, `:type`, `:userId`, `:id`). */
  params: Record<string, string | undefined>;
  /** Query string values (a draft preview's signed token). */
  query: URLSearchParams;
  /** The public origin (BASE_URL, else http://localhost:PORT), for absolute URLs in JSON-LD. */
  origin: string;
  /** A service context with no viewer, for resolvers that reuse a module's service. */
  ctx: ServiceContext;
};

/** The head of one kind of page; null when the page does not exist for this viewer. */
export type HeadResolver = (request: HeadRequest) => Promise<PageHead | null>;

/** One URL of a typed sitemap (sitemaps.org). */
export type SitemapEntry = {
  /** Path on this origin, starting with '/'. */
  path: string;
  /** When the page's content last changed (not when the sitemap was built). */
  lastmod: Date;
  changefreq?: 'always' | 'hourly' | 'daily' | 'weekly' | 'monthly' | 'yearly' | 'never';
  /** 0.0–1.0. */
  priority?: number;
};

export const SITEMAP_TYPES = ['destinations', 'hotels', 'blog', 'pages'] as const;
export type SitemapType = (typeof SITEMAP_TYPES)[number];

/**
 * The published, canonical pages of one sitemap type, read in keyset-paged batches (a source
 * never loads all its rows at once) in a stable order.
 */
export type SitemapSource = {
  type: SitemapType;
  batches(db: Db, options: { batchSize: number }): AsyncIterable<SitemapEntry[]>;
};
