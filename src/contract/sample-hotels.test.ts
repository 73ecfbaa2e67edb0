import { describe, expect, it } from 'vitest';
import {
  HOTEL_PRICE_RANGES,
  filterHotels,
  hotelAreas,
  hotelSummary,
  sampleHotels,
} from './sample-hotels.ts';

describe('sampleHotels: each city its own listing (issue 19 §4)', () => {
  it('is the same every time for a city and different between cities', () => {
    expect(sampleHotels('Lisbon')).toEqual(sampleHotels('Lisbon'));
    const london = sampleHotels('London').map((hotel) => hotel.id);
    const tulsa = sampleHotels('Tulsa').map((hotel) => hotel.id);
    expect(london.some((id) => tulsa.includes(id))).toBe(false);
  });

  it('places every hotel in the city, in its real neighbourhoods when known', () => {
    for (const hotel of sampleHotels('London')) {
      expect(hotel.location).toMatch(/^(Mayfair|Covent Garden|South Bank|Westminster), London$/);
      expect(hotel.isSample).toBe(true);
    }
    for (const hotel of sampleHotels('Lisbon')) expect(hotel.location).toMatch(/, Lisbon$/);
    expect(hotelAreas('Lisbon')).not.toContain('Mayfair');
    // A city with no known areas gets descriptive ones, never London's.
    expect(hotelAreas('Tulsa')[0]).toBe('City Centre');
    expect(hotelAreas('Tulsa')).not.toContain('Mayfair');
  });

  it('gives every price filter something in every city, with unique names', () => {
    for (const city of ['London', 'Lisbon', 'Tulsa', 'Cancún', 'Reykjavík']) {
      const hotels = sampleHotels(city);
      expect(hotels.length).toBeGreaterThanOrEqual(5);
      expect(new Set(hotels.map((hotel) => hotel.name)).size).toBe(hotels.length);
      for (const priceRange of HOTEL_PRICE_RANGES) {
        const found = filterHotels(hotels, {
          priceRange,
          rating: 'any',
          sortBy: 'popularity',
          amenities: [],
        });
        expect(found.length, `${city} ${priceRange}`).toBeGreaterThan(0);
      }
    }
  });
});

describe('hotelSummary: figures of the hotels shown', () => {
  it('computes the count, price range, mean rating and areas', () => {
    const hotels = sampleHotels('Lisbon');
    const shown = hotels.filter((hotel) => hotel.price > 200);
    const summary = hotelSummary(shown);
    expect(summary.total).toBe(shown.length);
    expect(summary.price).toEqual({
      min: Math.min(...shown.map((hotel) => hotel.price)),
      max: Math.max(...shown.map((hotel) => hotel.price)),
      currency: 'USD',
    });
    const mean = shown.reduce((sum, hotel) => sum + hotel.rating, 0) / shown.length;
    expect(summary.averageRating).toBe(Math.round(mean * 10) / 10);
    expect(summary.popularAreas.reduce((sum, area) => sum + area.count, 0)).toBe(shown.length);
    const counts = summary.popularAreas.map((area) => area.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it('has no figures when nothing is shown', () => {
    expect(hotelSummary([])).toEqual({
      total: 0,
      price: null,
      averageRating: null,
      popularAreas: [],
    });
  });
});
