import { slugifyTitle } from '../../../contract/blog.ts';
import { COUNTRY_CODES } from '../../../contract/country-codes.ts';
import { notFound } from '../../http-error.ts';
import { catalogueCountryName } from '../destinations/catalogue.ts';

/**
 * Countries as the expansion screens name them: the URL and the coverage counts use a slug of the
 * display name ('united-kingdom', spec 3 §3 "country slug"); the tables keep the ISO code.
 */
export type CountryName = { code: string; slug: string; name: string };

let byCode: Map<string, CountryName> | null = null;
let bySlug: Map<string, CountryName> | null = null;

function build() {
  byCode = new Map();
  bySlug = new Map();
  for (const code of COUNTRY_CODES) {
    const name = catalogueCountryName(code) ?? code;
    const entry = { code, slug: slugifyTitle(name) || code.toLowerCase(), name };
    byCode.set(code, entry);
    bySlug.set(entry.slug, entry);
  }
}

/** The country of an ISO code (upper case), or null when it is not one. */
export function countryOfCode(code: string): CountryName | null {
  if (!byCode) build();
  return byCode!.get(code.toUpperCase()) ?? null;
}

/** The country of a slug or an ISO code ('portugal', 'pt'); 404 when it is neither. */
export function requireCountry(slugOrCode: string): CountryName {
  if (!bySlug) build();
  const key = slugOrCode.trim().toLowerCase();
  const found = bySlug!.get(key) ?? (key.length === 2 ? countryOfCode(key) : null);
  if (!found) throw notFound('Country not found');
  return found;
}
