import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client.ts';
import { refreshDestinationTourStats, selectProductCodes } from '../../../db/queries/tours.ts';
import {
  saveSyncState,
  selectCatalogueByNames,
  selectSyncState,
  selectTags,
  selectTourPrices,
  selectViatorDestinationCodes,
  updateTourPrices,
  upsertTags,
  upsertViatorDestinations,
  type TagRow,
  type ViatorDestinationRow,
} from '../../../db/queries/viator.ts';
import type { AppConfig } from '../../config.ts';
import { defineJob } from '../../jobs/define.ts';
import {
  createViatorClient,
  VIATOR_FEED_COUNT,
  type ViatorActiveProduct,
  type ViatorAvailabilitySchedule,
  type ViatorClient,
  type ViatorDestination,
  type ViatorImage,
  type ViatorProduct,
} from '../../providers/viator/viator-api.ts';
import { currentRates, toEur } from '../currency/rates.ts';
import { searchName } from '../destinations/catalogue.ts';
import { categorize } from './categorize.ts';
import { durationLabel } from './tours.presenter.ts';
import { forgetCategoryCounts } from './tours.service.ts';
import { usdPerEur, writeTours, type TourInput } from './tour-store.ts';

/**
 * Viator ingestion (issue 9 §2), the documented way: tags and destinations weekly; products from
 * `/products/modified-since` (everything on the first run, then the `nextCursor` of the last page,
 * or `modified-since` the last run when Viator ended the feed without one); prices from
 * `/availability/schedules/bulk` for new products and `/availability/schedules/modified-since`
 * for changes. Each page is written in its own transaction and its cursor saved after it, so an
 * interrupted run resumes where it stopped.
 */

export const FEEDS = {
  tags: 'viator-tags',
  destinations: 'viator-destinations',
  products: 'viator-products',
  availability: 'viator-availability',
} as const;

/** Tags and destinations change rarely (Viator: cache tags, refresh weekly). */
export const TAXONOMY_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/** Pages per feed per run (500 products each): a first ingestion spreads over several runs. */
export const MAX_PAGES_PER_RUN = 200;
/** Overlap when a feed restarts from a time instead of a cursor. */
const SINCE_MARGIN_MS = 5 * 60 * 1000;

const SHORT_DESCRIPTION_MAX = 300;
const HIGHLIGHTS_MAX = 3;
/** A catalogue place this far from Viator's centre is another place of the same name. */
const SAME_PLACE_KM = 80;

export type SyncReport = {
  tags: number | null;
  destinations: { total: number; mapped: number } | null;
  products: { pages: number; written: number; removed: number; skipped: number };
  prices: { pages: number; updated: number };
};

function km(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
) {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

type CatalogueCandidate = Awaited<ReturnType<typeof selectCatalogueByNames>>[number];

/**
 * The catalogue destination of a Viator destination: same folded name, a country for Viator's
 * COUNTRY, otherwise the candidate nearest Viator's centre (within SAME_PLACE_KM) or, without a
 * centre, the most populous one.
 */
export function matchDestination(
  destination: ViatorDestination,
  candidates: readonly CatalogueCandidate[],
): number | null {
  const name = searchName(destination.name);
  const named = candidates.filter((candidate) => candidate.asciiName === name);
  const wanted = destination.type.toUpperCase() === 'COUNTRY' ? 'country' : null;
  const pool = wanted ? named.filter((candidate) => candidate.type === wanted) : named;
  if (pool.length === 0) return null;
  const centre = destination.center;
  if (centre && !wanted) {
    const near = pool
      .map((candidate) => ({ candidate, distance: km(centre, candidate) }))
      .filter(({ distance }) => distance <= SAME_PLACE_KM)
      .sort((a, b) => a.distance - b.distance || b.candidate.population - a.candidate.population);
    return near[0]?.candidate.code ?? null;
  }
  return [...pool].sort((a, b) => b.population - a.population)[0]!.code;
}

/** The card image: the cover (else the first) at the variant nearest 720 px wide. */
export function pickImage(images: readonly ViatorImage[] | undefined): string | null {
  const image = images?.find((candidate) => candidate.isCover) ?? images?.[0];
  const variants = (image?.variants ?? []).filter((variant) => /^https:\/\//.test(variant.url));
  if (variants.length === 0) return null;
  const best = [...variants].sort(
    (a, b) => Math.abs(a.width - 720) - Math.abs(b.width - 720) || b.width - a.width,
  )[0]!;
  return best.url;
}

/** The first sentences of a description, at most SHORT_DESCRIPTION_MAX characters. */
export function shortDescription(text: string | undefined): string {
  const plain = (text ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (plain.length <= SHORT_DESCRIPTION_MAX) return plain;
  const cut = plain.slice(0, SHORT_DESCRIPTION_MAX);
  const sentence = cut.lastIndexOf('. ');
  if (sentence > SHORT_DESCRIPTION_MAX / 2) return cut.slice(0, sentence + 1);
  return `${cut.slice(0, cut.lastIndexOf(' ')).replace(/[,;:]$/, '')}…`;
}

/** Minutes, or a range as text ("2–3 hours"), from the itinerary's duration. */
export function productDuration(product: ViatorActiveProduct): {
  durationMinutes: number | null;
  durationText: string | null;
} {
  const duration = product.itinerary?.duration;
  if (!duration) return { durationMinutes: null, durationText: null };
  if (duration.fixedDurationInMinutes) {
    return { durationMinutes: duration.fixedDurationInMinutes, durationText: null };
  }
  const from = duration.variableDurationFromMinutes;
  const to = duration.variableDurationToMinutes;
  if (from && to && to > from) {
    const text =
      from % 60 === 0 && to % 60 === 0 && to < 1440
        ? `${from / 60}–${to / 60} hours`
        : `${durationLabel(from)} – ${durationLabel(to)}`;
    return { durationMinutes: from, durationText: text };
  }
  if (from) return { durationMinutes: from, durationText: null };
  const text = duration.unstructuredDuration?.trim();
  return { durationMinutes: null, durationText: text ? text.slice(0, 60) : null };
}

/** Viator's standard policy refunds in full up to 24 hours before: free cancellation. */
export function hasFreeCancellation(product: ViatorActiveProduct): boolean {
  const policy = product.cancellationPolicy;
  if (!policy) return false;
  if (policy.type === 'STANDARD') return true;
  return (policy.refundEligibility ?? []).some(
    (rule) => rule.percentageRefundable === 100 && rule.dayRangeMin <= 1,
  );
}

/** Up to three inclusions as highlights ("Hotel pickup and drop-off", "Lunch"). */
export function productHighlights(product: ViatorActiveProduct): string[] {
  const texts = (product.inclusions ?? []).map(
    (item) =>
      item.otherDescription?.trim() ||
      item.description?.trim() ||
      item.typeDescription?.trim() ||
      '',
  );
  return [...new Set(texts.filter((text) => text.length > 0 && text.length <= 120))].slice(
    0,
    HIGHLIGHTS_MAX,
  );
}

/** Tag names with their parents' (deduplicated), for the category. */
function tagNames(ids: readonly number[], tags: ReadonlyMap<number, TagRow>): string[] {
  const names: string[] = [];
  for (const id of ids) {
    const tag = tags.get(id);
    if (!tag) continue;
    names.push(tag.name);
    for (const parent of tag.parentTagIds) {
      const name = tags.get(parent)?.name;
      if (name) names.push(name);
    }
  }
  return [...new Set(names)];
}

export type ProductMapping = {
  destinationCodes: ReadonlyMap<number, number>;
  tags: ReadonlyMap<number, TagRow>;
  prices: ReadonlyMap<string, { priceFrom: number; currency: string }>;
};

/** An active product as a tour, or why it cannot be one. */
export function productToTour(
  product: ViatorActiveProduct,
  { destinationCodes, tags, prices }: ProductMapping,
): { tour: TourInput } | { skipped: 'destination' | 'price' | 'title' } {
  const title = product.title?.trim();
  if (!title) return { skipped: 'title' };
  const refs = product.destinations ?? [];
  const primary = refs.find((ref) => ref.primary) ?? refs[0];
  const destinationCode = primary ? destinationCodes.get(Number(primary.ref)) : undefined;
  if (destinationCode === undefined) return { skipped: 'destination' };
  const price = prices.get(product.productCode);
  if (!price) return { skipped: 'price' };
  const tagIds = (product.tags ?? []).filter((id) => Number.isInteger(id));
  const rating = product.reviews?.combinedAverageRating;
  return {
    tour: {
      productCode: product.productCode,
      source: 'viator',
      destinationCode,
      title: title.slice(0, 300),
      shortDescription: shortDescription(product.description),
      imageUrl: pickImage(product.images),
      productUrl:
        product.productUrl && /^https:\/\//.test(product.productUrl) ? product.productUrl : null,
      category: categorize([...tagNames(tagIds, tags), title]),
      tagIds,
      rating: typeof rating === 'number' && rating > 0 ? Math.min(5, rating) : null,
      reviewCount: Math.max(0, Math.round(product.reviews?.totalReviews ?? 0)),
      ...productDuration(product),
      priceFrom: price.priceFrom,
      currency: price.currency,
      freeCancellation: hasFreeCancellation(product),
      highlights: productHighlights(product),
      providerUpdatedAt: product.lastUpdatedAt ? new Date(product.lastUpdatedAt) : null,
    },
  };
}

/** A schedule's "from" price, when it has a usable one. */
function schedulePrice(schedule: ViatorAvailabilitySchedule) {
  const price = schedule.summary?.fromPrice;
  const currency = schedule.currency?.toUpperCase();
  if (typeof price !== 'number' || !(price >= 0) || !currency || !/^[A-Z]{3}$/.test(currency)) {
    return null;
  }
  return { priceFrom: price, currency };
}

async function due(db: Db, feed: string, now: Date) {
  const state = await selectSyncState(db, feed);
  return (
    !state?.lastSuccessAt || now.getTime() - state.lastSuccessAt.getTime() > TAXONOMY_MAX_AGE_MS
  );
}

async function syncTags(db: Db, client: ViatorClient, now: Date): Promise<number | null> {
  if (!(await due(db, FEEDS.tags, now))) return null;
  const tags = await client.tags();
  const rows = tags.flatMap((tag): TagRow[] => {
    const name = tag.allNamesByLocale?.en ?? Object.values(tag.allNamesByLocale ?? {})[0];
    return Number.isInteger(tag.tagId) && name
      ? [{ tagId: tag.tagId, name: name.slice(0, 200), parentTagIds: tag.parentTagIds ?? [] }]
      : [];
  });
  await upsertTags(db, rows);
  await saveSyncState(db, FEEDS.tags, { lastRunAt: now, lastSuccessAt: now });
  return rows.length;
}

async function syncDestinations(db: Db, client: ViatorClient, now: Date) {
  if (!(await due(db, FEEDS.destinations, now))) return null;
  const list = (await client.destinations()).filter(
    (destination) => Number.isInteger(destination.destinationId) && destination.name,
  );
  const candidates = await selectCatalogueByNames(db, [
    ...new Set(list.map((destination) => searchName(destination.name))),
  ]);
  const rows: ViatorDestinationRow[] = list.map((destination) => ({
    destinationId: destination.destinationId,
    name: destination.name.slice(0, 200),
    type: (destination.type ?? 'CITY').slice(0, 40),
    parentDestinationId: destination.parentDestinationId ?? null,
    destinationCode: matchDestination(destination, candidates),
  }));
  await upsertViatorDestinations(db, rows);
  await saveSyncState(db, FEEDS.destinations, { lastRunAt: now, lastSuccessAt: now });
  return { total: rows.length, mapped: rows.filter((row) => row.destinationCode !== null).length };
}

/** Where a feed resumes: its cursor, else the last successful run minus a margin. */
async function feedStart(db: Db, feed: string) {
  const state = await selectSyncState(db, feed);
  if (state?.cursor) return { cursor: state.cursor };
  if (state?.lastSuccessAt) {
    return {
      modifiedSince: new Date(state.lastSuccessAt.getTime() - SINCE_MARGIN_MS).toISOString(),
    };
  }
  return {};
}

async function syncProducts(
  db: Db,
  client: ViatorClient,
  now: Date,
  log: FastifyBaseLogger,
  maxPages: number,
) {
  const report = { pages: 0, written: 0, removed: 0, skipped: 0 };
  const destinationCodes = await selectViatorDestinationCodes(db);
  const tags = await selectTags(db);
  let start: { cursor?: string; modifiedSince?: string } = await feedStart(db, FEEDS.products);
  // Viator's catalogue replaces the sample tours (with the first page written).
  let samples = await selectProductCodes(db, 'sample');
  for (let page = 0; page < maxPages; page += 1) {
    const answer = await client.productsModifiedSince({ ...start, count: VIATOR_FEED_COUNT });
    const products: ViatorProduct[] = answer.products ?? [];
    report.pages += 1;
    const active = products.filter(
      (product): product is ViatorActiveProduct => product.status === 'ACTIVE',
    );
    const remove = products
      .filter((product) => product.status !== 'ACTIVE')
      .map((product) => product.productCode);
    const prices = new Map(
      await selectTourPrices(
        db,
        active.map((product) => product.productCode),
      ),
    );
    const unpriced = active.filter((product) => !prices.has(product.productCode));
    for (let i = 0; i < unpriced.length; i += VIATOR_FEED_COUNT) {
      const codes = unpriced.slice(i, i + VIATOR_FEED_COUNT).map((product) => product.productCode);
      for (const schedule of await client.availabilityBulk(codes)) {
        const price = schedulePrice(schedule);
        if (price) prices.set(schedule.productCode, price);
      }
    }
    const upsert: TourInput[] = [];
    for (const product of active) {
      const mapped = productToTour(product, { destinationCodes, tags, prices });
      if ('tour' in mapped) upsert.push(mapped.tour);
      else {
        report.skipped += 1;
        // Inactive in our catalogue too: a product that lost its destination or price leaves.
        remove.push(product.productCode);
      }
    }
    const result = await writeTours(db, { upsert, remove: [...remove, ...samples] });
    samples = [];
    report.written += result.written;
    report.removed += result.removed;
    report.skipped += result.unpriced.length;
    const next = answer.nextCursor;
    // The cursor is saved with the page done, so a crash resumes after it.
    await saveSyncState(db, FEEDS.products, { cursor: next ?? null, lastRunAt: now });
    if (!next || next === start.cursor) {
      await saveSyncState(db, FEEDS.products, { cursor: null, lastSuccessAt: now });
      break;
    }
    start = { cursor: next };
  }
  if (report.skipped > 0) {
    log.info({ skipped: report.skipped }, 'Viator products without a mapped destination or price');
  }
  return report;
}

async function syncPrices(db: Db, client: ViatorClient, now: Date, maxPages: number) {
  const report = { pages: 0, updated: 0 };
  let start: { cursor?: string; modifiedSince?: string } = await feedStart(db, FEEDS.availability);
  for (let page = 0; page < maxPages; page += 1) {
    const answer = await client.availabilityModifiedSince({ ...start, count: VIATOR_FEED_COUNT });
    report.pages += 1;
    const rates = await currentRates(db);
    const rows = (answer.availabilitySchedules ?? []).flatMap((schedule) => {
      const price = schedulePrice(schedule);
      const priceEur = price ? toEur(rates, price.priceFrom, price.currency) : null;
      return price && priceEur !== null
        ? [{ productCode: schedule.productCode, ...price, priceEur }]
        : [];
    });
    await db.transaction(async (tx) => {
      const touched = await updateTourPrices(tx, rows);
      await refreshDestinationTourStats(tx, { codes: touched, usdPerEur: usdPerEur(rates) });
      report.updated += rows.length;
    });
    const next = answer.nextCursor;
    await saveSyncState(db, FEEDS.availability, { cursor: next ?? null, lastRunAt: now });
    if (!next || next === start.cursor) {
      await saveSyncState(db, FEEDS.availability, { cursor: null, lastSuccessAt: now });
      break;
    }
    start = { cursor: next };
  }
  return report;
}

/** One ingestion run: taxonomy when due, then the product and price feeds. */
export async function syncViator({
  db,
  client,
  log,
  now = new Date(),
  maxPages = MAX_PAGES_PER_RUN,
}: {
  db: Db;
  client: ViatorClient;
  log: FastifyBaseLogger;
  now?: Date;
  maxPages?: number;
}): Promise<SyncReport> {
  const tags = await syncTags(db, client, now);
  const destinations = await syncDestinations(db, client, now);
  const products = await syncProducts(db, client, now, log, maxPages);
  const prices = await syncPrices(db, client, now, maxPages);
  forgetCategoryCounts(db);
  return { tags, destinations, products, prices };
}

/** The `tours-sync` job: nothing without VIATOR_API_KEY. */
export function createToursSyncProcessor({
  db,
  client,
  log,
}: {
  db: Db;
  client: ViatorClient | undefined;
  log: FastifyBaseLogger;
}) {
  return async () => {
    if (!client) return;
    const report = await syncViator({ db, client, log });
    log.info({ report }, 'Viator tours ingestion finished');
    return report;
  };
}

/** For the start log. */
export function describeTours(config: Pick<AppConfig, 'viator' | 'ecbRatesUrl'>): string {
  const tours = config.viator
    ? `Viator Partner API (${config.viator.baseUrl}), ingested hourly`
    : 'sample catalogue (set VIATOR_API_KEY, or npm run tours:import <file>)';
  const rates = config.ecbRatesUrl ? 'ECB rates refreshed every 6 h' : 'committed ECB snapshot';
  return `${tours}; prices: ${rates}`;
}

/** Hourly, only with Viator (it recommends hourly incremental updates; cursors survive a failure). */
export const toursSyncJob = defineJob({
  name: 'tours-sync',
  policy: { retryLimit: 0, retryDelay: 60, retryBackoff: false, expireInSeconds: 3000 },
  schedule: { cron: '0 * * * *', everySeconds: 3600, enabled: (config) => !!config.viator },
  create: ({ db, config, log }) =>
    createToursSyncProcessor({
      db,
      client: config.viator ? createViatorClient(config.viator) : undefined,
      log,
    }),
});
