import { META_DESCRIPTION_RANGE, META_TITLE_RANGE } from '../../../../contract/admin-seo.ts';
import type { MetaAvoid, MetaDraft, MetaFacts, SeoMetaWriter, TextSet } from './seo-meta.ts';

/**
 * The offline meta writer: titles and descriptions composed from the catalogue's facts (country,
 * continent, best season, top tours, tour count and rating, members' posts), always inside the
 * recommended lengths, and never one another page already uses — when the plain wording is
 * taken (two Springfields in one country) it names the continent, then the coordinates.
 */

const BRAND = 'Roamly';
const inRange = (text: string, range: { min: number; max: number }) =>
  text.length >= range.min && text.length <= range.max;

/** Words a cut phrase must not end on ('Day Trip with'). */
const DANGLING = /\s+(with|and|or|from|of|the|to|in|for|at|by|on|a|an|&|\+)$/i;

/** Cuts at a word boundary, no ellipsis, never on a dangling word (a title part, a tour name). */
function cutWords(text: string, max: number): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max + 1);
  const space = cut.lastIndexOf(' ');
  let result = (space > max / 3 ? cut.slice(0, space) : plain.slice(0, max)).replace(
    /[\s,;:–-]+$/,
    '',
  );
  while (DANGLING.test(result)) result = result.replace(DANGLING, '').replace(/[\s,;:–-]+$/, '');
  return result;
}

/** A tour's name without its selling tail ('Colosseum Tour: Skip the Line with Guide' → 'Colosseum Tour'). */
function tourName(title: string): string {
  const head = title.split(/\s[-–—|:(]\s?|\s(?:with|including|plus)\s/i)[0]!.trim();
  return cutWords(head.length >= 12 ? head : title, 42);
}

function coordinates(facts: MetaFacts): string | null {
  if (facts.latitude === null || facts.longitude === null) return null;
  const lat = `${Math.abs(facts.latitude).toFixed(2)}°${facts.latitude >= 0 ? 'N' : 'S'}`;
  const lon = `${Math.abs(facts.longitude).toFixed(2)}°${facts.longitude >= 0 ? 'E' : 'W'}`;
  return `${lat} ${lon}`;
}

/** Ways to name the place, plainest first; later ones tell same-named places apart. */
function labels(facts: MetaFacts): string[] {
  const name = cutWords(facts.name, 32);
  const country = facts.countryName && facts.countryName !== facts.name ? facts.countryName : null;
  const where = coordinates(facts);
  const list = [
    country ? `${name}, ${cutWords(country, 24)}` : name,
    name,
    facts.region ? `${name}, ${country ? `${cutWords(country, 16)}, ` : ''}${facts.region}` : null,
    where ? `${name} (${where})` : null,
  ];
  return [...new Set(list.filter((label): label is string => !!label))];
}

const TITLE_TEMPLATES: Record<MetaFacts['kind'], ((label: string) => string)[]> = {
  excursions: [
    (l) => `Things to Do in ${l}: Tours & Trips`,
    (l) => `${l}: Best Tours & Things to Do`,
    (l) => `Things to Do in ${l}: Top Tours & Excursions`,
    (l) => `${l} Travel Guide: Tours, Tips & When to Go`,
    (l) => `Visit ${l}: Top Tours & Local Tips`,
    (l) => `${l} Tours`,
  ],
  hotels: [
    (l) => `Hotels in ${l}: Where to Stay`,
    (l) => `Where to Stay in ${l}: Best Hotels & Areas`,
    (l) => `Hotels in ${l} | Best Accommodation`,
    (l) => `${l} Hotels: Compare Stays & Prices`,
    (l) => `${l} Hotels`,
  ],
};
const TITLE_SUFFIXES = [
  '',
  ` | ${BRAND}`,
  ` – ${BRAND}`,
  ` | ${BRAND} Travel`,
  ` | ${BRAND} Guide`,
];

export function composeTitle(facts: MetaFacts, avoid: TextSet): string {
  for (const label of labels(facts)) {
    for (const template of TITLE_TEMPLATES[facts.kind]) {
      for (const suffix of TITLE_SUFFIXES) {
        const title = `${template(label)}${suffix}`;
        if (inRange(title, META_TITLE_RANGE) && !avoid.has(title)) return title;
      }
    }
  }
  // A name too long for every template: the name cut to fit the shortest wording.
  const where = coordinates(facts);
  const tail = facts.kind === 'hotels' ? ' Hotels' : ' Tours';
  const stem = cutWords(
    `${facts.name}${where ? ` (${where})` : ''}`,
    META_TITLE_RANGE.max - tail.length,
  );
  return `${stem}${tail}`.padEnd(META_TITLE_RANGE.min, ' ').trimEnd();
}

const fmt = new Intl.NumberFormat('en-US');

/** The sentences a description is built from, the lead first. */
function sentences(facts: MetaFacts, label: string, tourCount: number): string[] {
  const tours = facts.topTours.slice(0, tourCount).map(tourName);
  const rating = facts.avgRating !== null ? ` rated ${facts.avgRating.toFixed(1)}/5` : '';
  // 'May–June and September–October, mild weather…' → its first clause, which always reads whole.
  const season = facts.bestSeason ? cutWords(facts.bestSeason.split(/[,;]/)[0]!, 60) : null;
  const list: string[] = [];
  if (facts.kind === 'hotels') {
    list.push(`Compare hotels in ${label}: boutique stays, family rooms and luxury suites.`);
    if (season) list.push(`Book early for ${season}.`);
    if (tours.length) list.push(`Stay close to ${tours.join(' and ')}.`);
  } else {
    list.push(
      facts.tourCount > 0
        ? `Discover ${label}: ${fmt.format(facts.tourCount)} ${facts.tourCount === 1 ? 'tour' : 'tours'}${rating}.`
        : `Discover things to do in ${label}.`,
    );
    if (tours.length) list.push(`Top picks: ${tours.join(', ')}.`);
    if (season) list.push(`Best time to visit: ${season}.`);
    if (facts.priceFrom !== null && facts.tourCount > 0)
      list.push(`Tours from $${Math.round(facts.priceFrom)}.`);
  }
  if (facts.memberPosts > 0) {
    list.push(
      `${fmt.format(facts.memberPosts)} ${facts.memberPosts === 1 ? 'trip' : 'trips'} shared by travellers.`,
    );
  }
  return list;
}

/** Closing phrases of many lengths, so any gap up to the range can be filled. */
const FILLERS = [
  ' Enjoy!',
  ' Plan now.',
  ' Get inspired.',
  ' Book on Roamly.',
  ' Start planning today.',
  ' Plan your trip with Roamly.',
  ' Read tips from real travellers.',
  ' See photos and tips from real trips.',
  ' Plan your visit with local tips and traveller photos.',
  ' Plan your visit on Roamly with tips, photos and reviews from travellers.',
];

function fill(text: string): string | null {
  let result = text;
  const unused = [...FILLERS];
  while (result.length < META_DESCRIPTION_RANGE.min) {
    const exact = unused.find((filler) => inRange(result + filler, META_DESCRIPTION_RANGE));
    if (exact) return result + exact;
    const fitting = unused
      .filter((filler) => result.length + filler.length < META_DESCRIPTION_RANGE.min)
      .sort((a, b) => b.length - a.length)[0];
    if (!fitting) return null;
    result += fitting;
    unused.splice(unused.indexOf(fitting), 1);
  }
  return inRange(result, META_DESCRIPTION_RANGE) ? result : null;
}

/** Sentences in order while they fit, then a closing phrase to reach the range. */
function assemble(parts: string[]): string | null {
  let text = '';
  for (const part of parts) {
    const next = text ? `${text} ${part}` : part;
    if (next.length <= META_DESCRIPTION_RANGE.max) text = next;
  }
  if (!text) return null;
  return inRange(text, META_DESCRIPTION_RANGE) ? text : fill(text);
}

export function composeDescription(facts: MetaFacts, avoid: TextSet): string {
  for (const label of labels(facts)) {
    for (const tourCount of [2, 1, 3, 0]) {
      const parts = sentences(facts, label, tourCount);
      // The plain order, then the lead with the rest rotated (another wording of the same facts).
      const orders = [parts, [parts[0]!, ...parts.slice(2), ...parts.slice(1, 2)]];
      for (const order of orders) {
        const text = assemble(order);
        if (text && !avoid.has(text)) return text;
      }
    }
  }
  const where = coordinates(facts) ?? facts.name;
  return (
    fill(cutWords(`Things to do and places to stay in ${facts.name} (${where}).`, 120)) ??
    cutWords(`Things to do in ${facts.name} (${where}).`, META_DESCRIPTION_RANGE.max)
  );
}

export function composeKeywords(facts: MetaFacts): string {
  const { name } = facts;
  const words =
    facts.kind === 'hotels'
      ? [`hotels in ${name}`, `${name} hotels`, `where to stay in ${name}`, `${name} accommodation`]
      : [`things to do in ${name}`, `${name} tours`, `${name} excursions`, `${name} travel guide`];
  if (facts.countryName) words.push(`${facts.countryName} travel`);
  for (const tour of facts.topTours.slice(0, 2)) words.push(cutWords(tour, 40).toLowerCase());
  return [...new Set(words.map((word) => word.toLowerCase()))].join(', ');
}

export function composeMeta(facts: MetaFacts, avoid: MetaAvoid): MetaDraft {
  return {
    title: composeTitle(facts, avoid.titles),
    description: composeDescription(facts, avoid.descriptions),
    keywords: composeKeywords(facts),
  };
}

export function createLocalMetaWriter(): SeoMetaWriter {
  return {
    kind: 'local',
    name: 'local',
    async write(facts, { avoid }) {
      return composeMeta(facts, avoid);
    },
  };
}
