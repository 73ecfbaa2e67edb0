import { createHash } from 'node:crypto';
import type { TPlaceImage } from '../../../contract/places.ts';

/**
 * Generated covers: the product's own freely licensed photos (public/photos, credited on /about
 * from ../shared/photos' MANIFEST), chosen for the place when one shows its country, else picked
 * by a hash of the query so a place always gets the same cover.
 */

type Cover = { id: string; width: number; credit: string; countries: readonly string[] };

const COVERS: readonly Cover[] = [
  {
    id: 'machu-picchu',
    width: 960,
    credit: 'Guillaume Pascal, CC0 1.0',
    countries: ['PE'],
  },
  {
    id: 'petra-monastery',
    width: 960,
    credit: 'Berthold Werner, public domain',
    countries: ['JO'],
  },
  {
    id: 'mont-saint-michel',
    width: 960,
    credit: 'Ali Sabbagh, CC0 1.0',
    countries: ['FR'],
  },
  {
    id: 'great-wall-china',
    width: 960,
    credit: 'Nicolas Perrault III, CC0 1.0',
    countries: ['CN'],
  },
  {
    id: 'picos-de-europa-trail',
    width: 1600,
    credit: '"picosdeeuropa" by Aitzol Berasategi, CC BY 4.0',
    countries: ['ES'],
  },
  {
    id: 'lake-boats-sunset',
    width: 1600,
    credit: '"Evening Glow" by Ian Hex, LGPL-3.0',
    countries: [],
  },
  {
    id: 'lake-midnight-twilight',
    width: 1600,
    credit: '"summer 1am" by Risto Saukonpää, LGPL-3.0',
    countries: [],
  },
  {
    // The Basque Country: Spain only, never a stand-in for somewhere else.
    id: 'aizkorri-autumn-larches',
    width: 1600,
    credit: '"aitzgorri" by Aitzol Berasategi, CC BY 4.0',
    countries: ['ES'],
  },
  {
    id: 'mountain-ridge-sunset',
    width: 1600,
    credit: '"sunset" by Aitzol Berasategi, CC BY 4.0',
    countries: [],
  },
  {
    id: 'storm-clouds-sunset',
    width: 1600,
    credit: '"after-the-rain" by stefonarch, CC BY-SA 3.0',
    countries: [],
  },
];

/** Landscapes whose place is not stated: the pick for places no photo shows. */
const ANYWHERE = COVERS.filter((cover) => cover.countries.length === 0);

function coverImage(cover: Cover): TPlaceImage {
  return {
    url: `/photos/${cover.id}-${cover.width}.webp`,
    source: 'generated',
    attribution: { name: `Photo: ${cover.credit}`, url: '/about' },
  };
}

/** The cover of a place: its country's photo when there is one, else a stable pick. */
export function generatedCover(query: string, countryCode: string | null): TPlaceImage {
  const own = countryCode
    ? COVERS.find((cover) => cover.countries.includes(countryCode.toUpperCase()))
    : undefined;
  if (own) return coverImage(own);
  const digest = createHash('sha256').update(query.trim().toLowerCase()).digest();
  const pick = ANYWHERE[digest.readUInt32BE(0) % ANYWHERE.length] ?? ANYWHERE[0];
  return coverImage(pick as Cover);
}

/** Every cover's URL, for the test that checks the files exist. */
export const COVER_URLS = COVERS.map((cover) => coverImage(cover).url);
