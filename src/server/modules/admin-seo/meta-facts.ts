import type { Db } from '../../../db/client.ts';
import {
  publicPostCounts,
  topTourTitles,
  type MetaDestinationRow,
} from '../../../db/queries/admin-seo.ts';
import { countryFacts } from '../../geo/country-facts.ts';
import { bestSeasonInsight } from '../../geo/travel-insights.ts';
import type { MetaFacts } from '../../providers/ai/seo-meta/seo-meta.ts';
import { nameFromSlug } from '../seo/compose.ts';

/** Tour titles a meta writer is told about, per destination. */
const TOURS_PER_DESTINATION = 3;

/** The facts of a batch of catalogue destinations: two queries whatever the batch size. */
export async function metaFactsOf(
  db: Db,
  destinations: MetaDestinationRow[],
  kind: MetaFacts['kind'],
): Promise<Map<number, MetaFacts>> {
  const codes = destinations.map((destination) => destination.code);
  const [tours, posts] = await Promise.all([
    topTourTitles(db, { codes, perDestination: TOURS_PER_DESTINATION }),
    publicPostCounts(db, { codes }),
  ]);
  const facts = new Map<number, MetaFacts>();
  for (const destination of destinations) {
    const country = destination.countryCode ? countryFacts(destination.countryCode) : null;
    facts.set(destination.code, {
      kind,
      name: destination.name,
      countryName: destination.type === 'country' ? null : (country?.name ?? null),
      region: country?.continent ?? null,
      bestSeason: bestSeasonInsight(destination.latitude).replace(/^Best time to visit: /, ''),
      topTours: tours.get(destination.code) ?? [],
      tourCount: destination.tourCount,
      avgRating: destination.avgRating,
      priceFrom: destination.priceMin,
      memberPosts: posts.get(destination.code) ?? 0,
      latitude: destination.latitude,
      longitude: destination.longitude,
    });
  }
  return facts;
}

/** A place the catalogue does not know: only its name (from the page or its URL). */
export function bareFacts(name: string, kind: MetaFacts['kind']): MetaFacts {
  return {
    kind,
    name: name.includes('-') && !name.includes(' ') ? nameFromSlug(name) : name,
    countryName: null,
    region: null,
    bestSeason: null,
    topTours: [],
    tourCount: 0,
    avgRating: null,
    priceFrom: null,
    memberPosts: 0,
    latitude: null,
    longitude: null,
  };
}
