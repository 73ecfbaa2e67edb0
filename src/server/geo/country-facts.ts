import { driveSide } from '@rapideditor/country-coder';
import { getCountry, getTimezone } from 'countries-and-timezones';
import { continents, countries, languages, type TCountryCode } from 'countries-list';
import { currencies } from 'countries-list/currencies';
import type { TCurrencyCode } from 'countries-list';

/**
 * What a traveller wants to know about a country, offline: `countries-list` (name, capital,
 * continent, currency, languages, dialling code), `countries-and-timezones` (time zones and
 * their offsets) and `@rapideditor/country-coder` (which side of the road).
 */

export type TimeZoneFact = { name: string; utcOffset: string; dstOffset: string | null };

export type CountryFacts = {
  code: string;
  name: string;
  capital: string | null;
  continent: string | null;
  currencies: { code: string; name: string; symbol: string }[];
  languages: string[];
  callingCode: string | null;
};

/** ISO 4217 fund and accounting codes some countries list beside their real currency. */
const FUND_CURRENCIES = new Set([
  'USN',
  'USS',
  'BOV',
  'CHE',
  'CHW',
  'CLF',
  'COU',
  'MXV',
  'UYI',
  'UYW',
  'XUA',
  'XSU',
]);

function countryOf(code: string) {
  return (countries as Partial<Record<string, (typeof countries)[TCountryCode]>>)[
    code.toUpperCase()
  ];
}

/** The English short name ('Portugal', 'United States'), or null for an unknown code. */
export function countryName(code: string): string | null {
  return countryOf(code)?.name ?? null;
}

export function countryFacts(code: string): CountryFacts | null {
  const country = countryOf(code);
  if (!country) return null;
  return {
    code: code.toUpperCase(),
    name: country.name,
    capital: country.capital || null,
    continent: continents[country.continent] ?? null,
    currencies: country.currency
      .filter((currency) => !FUND_CURRENCIES.has(currency))
      .map((currency) => {
        const data = (
          currencies as Partial<Record<TCurrencyCode, { name: string; symbol: string }>>
        )[currency];
        return { code: currency, name: data?.name ?? currency, symbol: data?.symbol ?? currency };
      }),
    languages: country.languages.map((language) => languages[language]?.name ?? language),
    callingCode: country.phone[0] ? `+${country.phone[0]}` : null,
  };
}

/** 'left' or 'right' at that point (null at sea or where it is not recorded). */
export function drivingSide(latitude: number, longitude: number): 'left' | 'right' | null {
  const side = driveSide([longitude, latitude]);
  return side === 'left' || side === 'right' ? side : null;
}

const ZONE_REGIONS = new Set([
  'Africa',
  'America',
  'Antarctica',
  'Arctic',
  'Asia',
  'Atlantic',
  'Australia',
  'Europe',
  'Indian',
  'Pacific',
]);

/**
 * The country's time zones with their offsets ('+00:00', and the summer one if it differs).
 * Deprecated links are included (Iceland's only current zone is Africa/Abidjan; its
 * Atlantic/Reykjavik link names the place), legacy names outside the continent/ocean regions ('PRC', 'US/Pacific') are not.
 */
export function countryTimeZones(code: string): TimeZoneFact[] {
  const country = getCountry(code.toUpperCase(), { deprecated: true });
  if (!country) return [];
  return country.timezones
    .filter((name) => ZONE_REGIONS.has(name.split('/')[0] ?? ''))
    .map((name) => {
      const zone = getTimezone(name);
      const dst = zone && zone.dstOffsetStr !== zone.utcOffsetStr ? zone.dstOffsetStr : null;
      return { name, utcOffset: zone?.utcOffsetStr ?? '+00:00', dstOffset: dst };
    });
}

/** 'America/New_York' → 'New York', the city a zone is named after. */
export function zoneCity(zone: string): string {
  return (zone.split('/').pop() ?? zone).replace(/_/g, ' ');
}
