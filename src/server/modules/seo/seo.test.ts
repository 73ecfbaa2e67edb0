import { describe, expect, it } from 'vitest';
import { destinationContentRoute, hotelContentRoute } from '../../../contract/seo.ts';
import { seoPages, tours } from '../../../db/schema/index.ts';
import { clientAddress, createTestApp } from '../../test/app.ts';
import { injectRoute } from '../../test/inject.ts';
import { buildDestination, LISBON, LONDON, PORTUGAL } from '../../test/page-fixtures.ts';
import { fitText, nameFromSlug } from './compose.ts';
import { sanitizeContentHtml } from './sanitize.ts';
import { parseSchemaMarkup } from './seo.service.ts';

const { app, database } = await createTestApp({ baseUrl: 'https://roamly.example' });
await buildDestination(database, { ...LISBON, tourCount: 2, avgRating: 4.7 });
await buildDestination(database, PORTUGAL);
await buildDestination(database, LONDON);
await database.db.insert(tours).values([
  {
    productCode: 'LIS-TRAM',
    source: 'sample',
    destinationCode: LISBON.code,
    title: 'Tram 28 and Alfama Walking Tour',
    category: 'walking',
    rating: 4.8,
    reviewCount: 1200,
    priceFrom: 35,
    currency: 'EUR',
    priceEur: 35,
    productUrl: 'https://tours.example/lis-tram',
  },
  {
    productCode: 'LIS-SINTRA',
    source: 'sample',
    destinationCode: LISBON.code,
    title: 'Sintra and Cascais Day Trip',
    category: 'sightseeing',
    rating: 4.6,
    reviewCount: 800,
    priceFrom: 79,
    currency: 'EUR',
    priceEur: 79,
  },
]);

const content = (location: string) =>
  injectRoute(app, destinationContentRoute, {
    params: { location },
    remoteAddress: clientAddress(),
  });
const hotels = (location: string) =>
  injectRoute(app, hotelContentRoute, { params: { location }, remoteAddress: clientAddress() });

type Node = Record<string, unknown>;

describe('GET /api/seo/destination-content/:location composed from the catalogue', () => {
  it('Lisbon: title, description, facts, top tours and a TouristDestination', async () => {
    const { status, body } = await content('lisbon');
    expect(status).toBe(200);
    expect(body.source).toBe('catalogue');
    expect(body.destination).toEqual({
      code: LISBON.code,
      slug: 'lisbon',
      name: 'Lisbon',
      countryName: 'Portugal',
      countryCode: 'PT',
      tourCount: 2,
    });
    expect(body.metaTitle).toBe('Things to Do in Lisbon: Tours & Excursions | Roamly');
    expect(body.metaTitle.length).toBeLessThanOrEqual(70);
    expect(body.metaDescription.length).toBeLessThanOrEqual(160);
    expect(body.metaDescription).toContain('Lisbon, Portugal');
    expect(body.metaDescription).toContain('Tram 28 and Alfama Walking Tour');
    // The first paragraph is the introduction the page shows before Read More.
    expect(body.content).toMatch(
      /^<p>Lisbon is a city in Portugal \(Europe\), home to about 517\.8K people\./,
    );
    expect(body.content).toContain('<li><strong>Currency:</strong> Euro (EUR, €)</li>');
    expect(body.content).toContain('<strong>Best time to visit:</strong>');
    expect(body.content).toContain('<h2>Top-rated experiences in Lisbon</h2>');
    expect(body.content).toContain(
      '<a href="https://tours.example/lis-tram" rel="nofollow sponsored noopener noreferrer" target="_blank">Tram 28 and Alfama Walking Tour</a>: from €35',
    );

    const schema = body.schema;
    expect(schema['@context']).toBe('https://schema.org');
    expect(schema['@type']).toBe('TouristDestination');
    expect(schema.name).toBe('Lisbon');
    expect(schema.url).toBe('https://roamly.example/destination/lisbon/excursions');
    expect(schema.geo).toEqual({
      '@type': 'GeoCoordinates',
      latitude: 38.71667,
      longitude: -9.13333,
    });
    expect(schema.containedInPlace).toEqual({ '@type': 'Country', name: 'Portugal' });
    const trips = schema.includesAttraction as Node[];
    expect(trips.map((trip) => trip.name)).toEqual([
      'Tram 28 and Alfama Walking Tour',
      'Sintra and Cascais Day Trip',
    ]);
    expect(trips[0]).toMatchObject({
      '@type': 'TouristTrip',
      offers: { '@type': 'Offer', price: '35.00', priceCurrency: 'EUR' },
    });
    // What the page embeds is plain JSON (no functions, no undefined).
    expect(JSON.parse(JSON.stringify(schema))).toEqual(schema);
  });

  it('a country page names its capital and gathers its cities’ tours', async () => {
    const { body } = await content('Portugal');
    expect(body.destination.name).toBe('Portugal');
    expect(body.destination.countryName).toBeNull();
    expect(body.content).toMatch(
      /^<p>Portugal is a country in Europe, with its capital in Lisbon\./,
    );
    expect(body.content).toContain('Sintra and Cascais Day Trip');
  });

  it('a place the catalogue does not know still gets a page named from the URL', async () => {
    const { status, body } = await content('atlantis-bay');
    expect(status).toBe(200);
    expect(body.destination).toEqual({
      code: null,
      slug: 'atlantis-bay',
      name: 'Atlantis Bay',
      countryName: null,
      countryCode: null,
      tourCount: 0,
    });
    expect(body.metaTitle).toBe('Things to Do in Atlantis Bay: Tours & Excursions | Roamly');
    expect(body.schema).toMatchObject({ '@type': 'TouristDestination', name: 'Atlantis Bay' });
    expect(body.schema).not.toHaveProperty('geo');
  });

  it('a location with no letters or digits is 400', async () => {
    const { status, message } = await content('!!!');
    expect(status).toBe(400);
    expect(message).toBe('Location must name a place');
  });
});

describe('the operator’s SEO page wins when active', () => {
  it('serves its title, description, sanitised content and valid JSON-LD', async () => {
    await database.db.insert(seoPages).values({
      path: 'destination/london/excursions',
      title: 'London Tours | Handpicked by Roamly',
      description: 'Our favourite London tours.',
      content:
        '<h1>London</h1><p onclick="steal()">Big Ben <script>alert(1)</script>and <a href="javascript:alert(1)">more</a> <a href="https://visitlondon.com">Visit London</a> <a href="/destination/paris/excursions" target="_top">Paris</a></p><img src="x" onerror="alert(1)"><iframe src="https://evil.example"></iframe><style>body{display:none}</style>',
      schemaMarkup: JSON.stringify({
        '@context': 'https://schema.org',
        '@type': 'TouristDestination',
        name: 'London',
      }),
      status: 'active',
      destination: 'London',
      destinationId: LONDON.code,
    });
    const { body } = await content('london');
    expect(body.source).toBe('operator');
    expect(body.metaTitle).toBe('London Tours | Handpicked by Roamly');
    expect(body.metaDescription).toBe('Our favourite London tours.');
    expect(body.schema).toEqual({
      '@context': 'https://schema.org',
      '@type': 'TouristDestination',
      name: 'London',
    });
    expect(body.content).toBe(
      '<h2>London</h2><p>Big Ben and <a>more</a> <a href="https://visitlondon.com" target="_blank" rel="noopener noreferrer">Visit London</a> <a href="/destination/paris/excursions">Paris</a></p><img loading="lazy" src="x" />',
    );
    expect(body.destination.name).toBe('London');
  });

  it('keeps the composed JSON-LD when the operator’s is not schema.org JSON, ignores drafts', async () => {
    await database.db.insert(seoPages).values([
      {
        path: 'destination/london/hotels',
        title: 'Draft hotels page',
        status: 'draft',
      },
      {
        path: 'destination/lisbon/excursions',
        title: 'Lisbon, our way',
        description: '',
        content: '',
        schemaMarkup: '{"@context": "https://schema.org", "@type": ',
        status: 'active',
      },
    ]);
    const lisbon = await content('lisbon');
    expect(lisbon.body.source).toBe('operator');
    expect(lisbon.body.metaTitle).toBe('Lisbon, our way');
    // Empty fields fall back to the composed ones.
    expect(lisbon.body.metaDescription).toContain('Lisbon, Portugal');
    expect(lisbon.body.content).toContain('Good to know before you go');
    expect(lisbon.body.schema['@type']).toBe('TouristDestination');
    expect(lisbon.body.schema.includesAttraction).toBeDefined();

    const draft = await hotels('london');
    expect(draft.body.source).toBe('catalogue');
  });
});

describe('GET /api/seo/hotel-content/:location', () => {
  it('London: the creator’s title format and a CollectionPage of Hotel items', async () => {
    const { status, body } = await hotels('london');
    expect(status).toBe(200);
    expect(body.metaTitle).toBe('Hotels in London | Best Accommodation | Roamly');
    expect(body.metaDescription.length).toBeLessThanOrEqual(160);
    expect(body.content.startsWith('<p>Where you sleep shapes your trip.')).toBe(true);
    expect(body.content).toContain('<strong>Currency:</strong> British Pound (GBP, £)');
    const schema = body.schema;
    expect(schema).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'CollectionPage',
      url: 'https://roamly.example/destination/london/hotels',
      about: { '@type': 'City', name: 'London' },
    });
    const list = schema.mainEntity as { numberOfItems: number; itemListElement: Node[] };
    // London's own sample hotels (issue 19 §4): the luxury one first.
    expect(list.numberOfItems).toBe(6);
    expect(list.itemListElement[0]).toMatchObject({
      '@type': 'ListItem',
      position: 1,
      item: {
        '@type': 'Hotel',
        name: 'The Meridian London',
        address: { '@type': 'PostalAddress', addressLocality: 'London', addressCountry: 'GB' },
      },
    });
  });

  it('serves the operator’s hotel page for its path', async () => {
    await database.db.insert(seoPages).values({
      path: 'destination/portugal/hotels',
      title: 'Hotels in Portugal | Best Accommodation | Roamly',
      description: 'Stay in Portugal.',
      content: '<p>First paragraph.</p><p>Second paragraph.</p>',
      status: 'active',
    });
    const { body } = await hotels('portugal');
    expect(body.source).toBe('operator');
    expect(body.content).toBe('<p>First paragraph.</p><p>Second paragraph.</p>');
    expect(body.schema['@type']).toBe('CollectionPage');
  });
});

describe('SEO helpers', () => {
  it('parseSchemaMarkup accepts only schema.org objects', () => {
    expect(parseSchemaMarkup('{"@context":"https://schema.org","@type":"Hotel"}')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Hotel',
    });
    expect(parseSchemaMarkup('[{"@context":"https://schema.org"}]')).toBeNull();
    expect(parseSchemaMarkup('{"@type":"Hotel"}')).toBeNull();
    expect(parseSchemaMarkup('not json')).toBeNull();
    expect(parseSchemaMarkup(null)).toBeNull();
  });

  it('sanitizeContentHtml drops scripts, handlers, styles and unsafe URLs', () => {
    expect(sanitizeContentHtml('<p style="color:red">Hi<svg onload="x()"></svg></p>')).toBe(
      '<p>Hi</p>',
    );
    expect(sanitizeContentHtml('<img src="data:image/png;base64,xx" alt="a">')).toBe('');
    expect(sanitizeContentHtml('<a href="//evil.example">x</a>')).toBe('<a>x</a>');
  });

  it('fitText and nameFromSlug', () => {
    expect(fitText('one two three four', 12)).toBe('one two…');
    expect(nameFromSlug('rio-de-janeiro')).toBe('Rio De Janeiro');
  });
});
