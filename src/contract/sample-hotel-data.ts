/**
 * The data the sample hotels of a city are made from (issue 19 §4: until a hotel provider is
 * configured, every catalogue city gets its own sample listing, labelled Sample). Four price
 * tiers, each with a few hotel templates, and the neighbourhoods hotels are placed in: the real
 * ones of well-known cities, plain descriptive areas everywhere else. Plain data, no imports.
 */

import type { THotelAmenity } from './sample-hotels.ts';

export type THotelTier = 'luxury' | 'upscale' | 'midrange' | 'budget';

/** `{city}` in a name or description is replaced by the city's name. */
export type THotelTemplate = {
  key: string;
  name: string;
  description: string;
  amenities: THotelAmenity[];
};

/**
 * Each tier's nightly price band in USD and rating band. The bands sit inside the Hotel
 * Filters' price ranges (0-100, 100-200, 200-400, 400+), so every filter finds something in
 * every city and the stays recommendations can keep to a budget.
 */
export const HOTEL_TIERS: Record<
  THotelTier,
  { price: [number, number]; rating: [number, number]; reviews: [number, number] }
> = {
  luxury: { price: [420, 640], rating: [4.7, 5], reviews: [900, 2600] },
  upscale: { price: [220, 380], rating: [4.4, 4.8], reviews: [600, 1900] },
  midrange: { price: [110, 190], rating: [4.1, 4.6], reviews: [700, 2400] },
  budget: { price: [55, 95], rating: [3.6, 4.3], reviews: [1200, 3600] },
};

export const HOTEL_TEMPLATES: Record<THotelTier, readonly THotelTemplate[]> = {
  luxury: [
    {
      key: 'grand',
      name: 'The Grand {city}',
      description:
        'A landmark five-star hotel with marble bathrooms, a rooftop pool and a spa overlooking the skyline.',
      amenities: ['wifi', 'spa', 'pool', 'gym', 'restaurant', 'parking'],
    },
    {
      key: 'palace',
      name: 'Palace Royale {city}',
      description:
        'Gilded suites, butler service and a Michelin-listed dining room in a restored grand residence.',
      amenities: ['wifi', 'spa', 'gym', 'restaurant', 'parking'],
    },
    {
      key: 'meridian',
      name: 'The Meridian {city}',
      description:
        'Floor-to-ceiling city views, an infinity pool and a wellness floor with hammam and sauna.',
      amenities: ['wifi', 'spa', 'pool', 'gym', 'restaurant'],
    },
  ],
  upscale: [
    {
      key: 'lantern',
      name: 'Lantern House Boutique Hotel',
      description:
        'Thirty design-led rooms, a candle-lit wine bar and breakfast served until noon, steps from the sights.',
      amenities: ['wifi', 'spa', 'restaurant'],
    },
    {
      key: 'gallery',
      name: 'The Gallery Hotel {city}',
      description:
        'Rooms hung with local artists’ work, a courtyard garden and a cocktail terrace open late.',
      amenities: ['wifi', 'gym', 'restaurant'],
    },
    {
      key: 'garden',
      name: '{city} Garden Suites',
      description:
        'Quiet suites around a planted courtyard, with a plunge pool and an honesty bar.',
      amenities: ['wifi', 'pool', 'restaurant', 'parking'],
    },
  ],
  midrange: [
    {
      key: 'parkview',
      name: 'Parkview Suites',
      description:
        'Apartment-style suites with kitchenettes, a 24-hour gym and secure parking for road trips.',
      amenities: ['wifi', 'gym', 'restaurant', 'parking'],
    },
    {
      key: 'central',
      name: 'Hotel Central {city}',
      description:
        'Bright, comfortable rooms a short walk from public transport, with a generous breakfast buffet.',
      amenities: ['wifi', 'restaurant'],
    },
    {
      key: 'courtyard',
      name: 'The Courtyard Inn',
      description:
        'A family-run inn with spacious rooms, a sunny breakfast courtyard and free parking.',
      amenities: ['wifi', 'restaurant', 'parking'],
    },
  ],
  budget: [
    {
      key: 'nest',
      name: 'The Urban Nest',
      description:
        'Smart, compact rooms with rain showers and a lively café lobby: a friendly base for exploring on foot.',
      amenities: ['wifi', 'restaurant'],
    },
    {
      key: 'wayfarer',
      name: 'Wayfarer Rooms {city}',
      description:
        'Simple private rooms and a shared kitchen, with staff who know the best cheap eats in town.',
      amenities: ['wifi'],
    },
    {
      key: 'pod',
      name: '{city} Pod Hotel',
      description:
        'Clever sleeping pods with blackout blinds, lockers and a rooftop lounge for meeting other travellers.',
      amenities: ['wifi', 'gym'],
    },
  ],
};

/** Real neighbourhoods of well-known cities, keyed by the city's slug; the first is central. */
export const CITY_AREAS: Readonly<Record<string, readonly string[]>> = {
  london: ['Mayfair', 'Covent Garden', 'South Bank', 'Westminster', 'Shoreditch'],
  paris: ['Le Marais', 'Saint-Germain-des-Prés', 'Montmartre', 'Latin Quarter', 'Opéra'],
  'new-york': ['Midtown', 'SoHo', 'Lower Manhattan', 'Upper West Side', 'Williamsburg'],
  'new-york-city': ['Midtown', 'SoHo', 'Lower Manhattan', 'Upper West Side', 'Williamsburg'],
  rome: ['Centro Storico', 'Trastevere', 'Monti', 'Prati', 'Testaccio'],
  barcelona: ['Eixample', 'Gothic Quarter', 'El Born', 'Gràcia', 'Barceloneta'],
  lisbon: ['Baixa', 'Chiado', 'Alfama', 'Príncipe Real', 'Belém'],
  madrid: ['Sol', 'Salamanca', 'Malasaña', 'La Latina', 'Chamberí'],
  amsterdam: ['Canal Ring', 'Jordaan', 'De Pijp', 'Museum Quarter', 'Oost'],
  berlin: ['Mitte', 'Kreuzberg', 'Prenzlauer Berg', 'Charlottenburg', 'Friedrichshain'],
  prague: ['Old Town', 'Lesser Town', 'New Town', 'Vinohrady', 'Žižkov'],
  vienna: ['Innere Stadt', 'Leopoldstadt', 'Neubau', 'Wieden', 'Josefstadt'],
  istanbul: ['Sultanahmet', 'Beyoğlu', 'Karaköy', 'Beşiktaş', 'Kadıköy'],
  tokyo: ['Shinjuku', 'Shibuya', 'Ginza', 'Asakusa', 'Roppongi'],
  kyoto: ['Gion', 'Higashiyama', 'Kyoto Station', 'Arashiyama', 'Pontocho'],
  bangkok: ['Sukhumvit', 'Riverside', 'Silom', 'Siam', 'Old Town'],
  singapore: ['Marina Bay', 'Orchard Road', 'Chinatown', 'Clarke Quay', 'Kampong Glam'],
  dubai: ['Downtown Dubai', 'Dubai Marina', 'Jumeirah', 'Deira', 'Business Bay'],
  sydney: ['Circular Quay', 'The Rocks', 'Darling Harbour', 'Surry Hills', 'Bondi'],
  cancun: ['Hotel Zone', 'Downtown', 'Puerto Juárez', 'Playa Marlin', 'Isla Blanca'],
  'mexico-city': ['Roma Norte', 'Condesa', 'Polanco', 'Centro Histórico', 'Coyoacán'],
  'rio-de-janeiro': ['Copacabana', 'Ipanema', 'Leblon', 'Santa Teresa', 'Botafogo'],
  'san-francisco': ['Union Square', 'Fisherman’s Wharf', 'Nob Hill', 'SoMa', 'Mission District'],
  'los-angeles': ['Hollywood', 'Santa Monica', 'Downtown LA', 'Beverly Hills', 'Venice'],
  edinburgh: ['Old Town', 'New Town', 'Leith', 'Stockbridge', 'West End'],
  dublin: ['Temple Bar', 'St Stephen’s Green', 'Docklands', 'Ballsbridge', 'Smithfield'],
  athens: ['Plaka', 'Syntagma', 'Monastiraki', 'Koukaki', 'Kolonaki'],
  marrakesh: ['Medina', 'Gueliz', 'Hivernage', 'Kasbah', 'Palmeraie'],
  'cape-town': ['V&A Waterfront', 'City Bowl', 'Camps Bay', 'Sea Point', 'Green Point'],
};

/** Descriptive areas for every other city (no invented place names). */
export const GENERIC_AREAS: readonly string[] = [
  'City Centre',
  'Old Town',
  'Central Station',
  'Business District',
  'Market Quarter',
  'University Quarter',
  'Arts District',
];
