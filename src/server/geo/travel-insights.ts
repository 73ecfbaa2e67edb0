import { distance } from 'geokdbush';
import {
  countryFacts,
  countryTimeZones,
  drivingSide,
  zoneCity,
  type TimeZoneFact,
} from './country-facts.ts';
import type { Geocoder } from './geocoder.ts';

/**
 * Travel insights for the place a photo was taken: currency, languages, time zone, the side of
 * the road, the dialling code and the best season to visit, as short sentences for the post's
 * travelInsights.
 */

export type InsightPoint = {
  latitude: number;
  longitude: number;
  countryCode: string;
  /** The city the photo is in, when it is not the capital ('Capital: Lisbon' is noise there). */
  cityName: string | null;
};

const plain = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Offsets read 'UTC+01:00'; a zone with summer time adds '(UTC+02:00 in summer)'. */
function describeZone(zone: TimeZoneFact): string {
  const summer = zone.dstOffset ? ` (UTC${zone.dstOffset} in summer)` : '';
  return `UTC${zone.utcOffset}${summer}, ${zone.name}`;
}

/** Zones whose named city is near the point win; zones nothing locates are used only alone. */
const ZONE_AMBIGUITY_KM = 100;
const ZONE_MAX_KM = 1500;

/**
 * The time zone at a point. Countries with one zone are easy; for the others the zone named
 * after the nearest city (America/Chicago for Milwaukee) is chosen, and when zones of different
 * offsets are about as near (Nashville lies between Louisville and Chicago) both offsets are
 * given rather than a confident wrong one.
 */
export function timeZoneInsight(geo: Geocoder, point: InsightPoint): string | null {
  const zones = countryTimeZones(point.countryCode);
  if (zones.length === 0) return null;
  // Each zone's city in this country ('America/New_York' → New York City). Zones named after a
  // state's town ('America/Indiana/Petersburg') are looked up in that state only: many towns
  // share those names.
  const located = zones.map((zone) => {
    const city = zoneCityIn(geo, zone.name, point.countryCode);
    return {
      zone,
      population: city?.population ?? 0,
      km: city
        ? distance(point.longitude, point.latitude, city.longitude, city.latitude)
        : Infinity,
    };
  });
  const offsets = [...new Set(zones.map((zone) => zone.utcOffset))];
  if (offsets.length === 1) {
    // One offset: name the zone after the country's biggest zone city (Europe/Berlin rather than
    // Europe/Busingen; Atlantic/Reykjavik rather than Africa/Abidjan).
    const best = [...located].sort((a, b) => b.population - a.population)[0];
    return best ? `Time zone: ${describeZone(best.zone)}` : null;
  }
  const near = located.filter((entry) => entry.km <= ZONE_MAX_KM).sort((a, b) => a.km - b.km);
  const nearest = near[0];
  if (nearest) {
    const close = near.filter((entry) => entry.km <= nearest.km + ZONE_AMBIGUITY_KM);
    const closeOffsets = [...new Set(close.map((entry) => entry.zone.utcOffset))];
    if (closeOffsets.length === 1) return `Time zone: ${describeZone(nearest.zone)}`;
    return `Time zone: UTC${sortOffsets(closeOffsets).join(' or UTC')}, depending on the area`;
  }
  const sorted = sortOffsets(offsets);
  return `Time zones: UTC${sorted[0]} to UTC${sorted[sorted.length - 1]} across the country`;
}

/** GeoNames admin1 codes of the states in US zone names. */
const ZONE_STATES: Record<string, string> = {
  Indiana: 'IN',
  Kentucky: 'KY',
  North_Dakota: 'ND',
};

function zoneCityIn(geo: Geocoder, zone: string, countryCode: string) {
  const parts = zone.split('/');
  const name = zoneCity(zone);
  if (parts.length === 2) {
    return geo.findCity(name, countryCode) ?? geo.findCity(`${name} City`, countryCode);
  }
  const state = parts.length === 3 ? ZONE_STATES[parts[1] ?? ''] : undefined;
  return state ? geo.findCity(name, countryCode, state) : null;
}

function sortOffsets(offsets: string[]): string[] {
  const minutes = (offset: string) => {
    const [hours = '0', mins = '0'] = offset.slice(1).split(':');
    return (offset.startsWith('-') ? -1 : 1) * (Number(hours) * 60 + Number(mins));
  };
  return [...offsets].sort((a, b) => minutes(a) - minutes(b));
}

/**
 * When to go, from latitude: the tropics by their dry season (roughly November–April north of
 * the equator, May–October south of it), temperate places by their mild shoulder seasons,
 * the far north and south by their summer.
 */
export function bestSeasonInsight(latitude: number): string {
  const north = latitude >= 0;
  const abs = Math.abs(latitude);
  if (abs < 23.5) {
    return north
      ? 'Best time to visit: the dry season, roughly November to April in most of the northern tropics'
      : 'Best time to visit: the dry season, roughly May to October in most of the southern tropics';
  }
  if (abs < 60) {
    return north
      ? 'Best time to visit: May–June and September–October, mild weather and fewer crowds than midsummer'
      : 'Best time to visit: October–December and March–April, mild weather and fewer crowds than midsummer';
  }
  return north
    ? 'Best time to visit: June to August for the long days; December to March for snow and northern lights'
    : 'Best time to visit: November to February, the southern summer';
}

/** The insights for a point in a country, most useful first. */
export function travelInsights(geo: Geocoder, point: InsightPoint): string[] {
  const facts = countryFacts(point.countryCode);
  if (!facts) return [bestSeasonInsight(point.latitude)];
  const insights: string[] = [];
  if (facts.currencies.length > 0) {
    const list = facts.currencies.map((c) =>
      c.symbol && c.symbol !== c.code
        ? `${c.name} (${c.code}, ${c.symbol})`
        : `${c.name} (${c.code})`,
    );
    insights.push(`Currency: ${list.join(', ')}`);
  }
  if (facts.languages.length > 0) {
    const label = facts.languages.length === 1 ? 'Language' : 'Languages';
    insights.push(`${label}: ${facts.languages.join(', ')}`);
  }
  const zone = timeZoneInsight(geo, point);
  if (zone) insights.push(zone);
  insights.push(bestSeasonInsight(point.latitude));
  const side = drivingSide(point.latitude, point.longitude);
  if (side) insights.push(`Traffic drives on the ${side}`);
  if (facts.callingCode) insights.push(`Dialling code: ${facts.callingCode}`);
  if (facts.capital && plain(facts.capital) !== plain(point.cityName ?? '')) {
    insights.push(`Capital: ${facts.capital}`);
  }
  return insights;
}
