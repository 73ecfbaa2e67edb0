import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatPrice, currencyOptions } from '../../../contract/currency-format.ts';
import { currencyDetectRoute, currencySupportedRoute } from '../../../contract/currency.ts';
import { tourSearchRoute } from '../../../contract/tours.ts';
import { currencyRates, destinations, tours } from '../../../db/schema/index.ts';
import { createTestApp } from '../../test/app.ts';
import { injectRoute } from '../../test/inject.ts';
import { insertDestinations, TEST_DESTINATIONS, tourInput } from '../tours/tour-test-helpers.ts';
import { writeTours } from '../tours/tour-store.ts';
import { parseEcbXml } from './ecb.ts';
import { ECB_SNAPSHOT } from './ecb-snapshot.ts';
import { acceptLanguageRegions } from './currency.service.ts';
import { convert, currentRates, SNAPSHOT_RATES } from './rates.ts';
import { createRatesRefreshProcessor } from './rates-refresh.ts';

/** The ECB's daily file as it is published (single quotes, gesmes envelope). */
function ecbXml(date: string, rates: Record<string, number>) {
  const cubes = Object.entries(rates)
    .map(([currency, rate]) => `\t\t\t<Cube currency='${currency}' rate='${rate}'/>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
\t<gesmes:subject>Reference rates</gesmes:subject>
\t<gesmes:Sender>
\t\t<gesmes:name>European Central Bank</gesmes:name>
\t</gesmes:Sender>
\t<Cube>
\t\t<Cube time='${date}'>
${cubes}
\t\t</Cube>
\t</Cube>
</gesmes:Envelope>`;
}

/** A local stand-in for www.ecb.europa.eu: answers what the test sets. */
const ecb = { status: 200, body: '', hits: 0 };
const server = http.createServer((request, response) => {
  ecb.hits += 1;
  expect(request.url).toBe('/stats/eurofxref/eurofxref-daily.xml');
  response.writeHead(ecb.status, { 'Content-Type': 'text/xml' });
  response.end(ecb.body);
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const ecbUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/stats/eurofxref/eurofxref-daily.xml`;
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const { app, database } = await createTestApp();
const { db } = database;
const log = pino({ level: 'silent' });
const refresh = createRatesRefreshProcessor({ db, url: ecbUrl, log });
const { cancun, paris } = TEST_DESTINATIONS;

beforeAll(async () => {
  await insertDestinations(db, [cancun, paris]);
  await writeTours(db, {
    upsert: [
      tourInput({
        productCode: 'C-USD',
        destinationCode: cancun.code,
        priceFrom: 100,
        currency: 'USD',
      }),
      tourInput({
        productCode: 'C-EUR',
        destinationCode: paris.code,
        priceFrom: 50,
        currency: 'EUR',
      }),
    ],
  });
});

describe('GET /api/currency/detect', () => {
  const detect = (acceptLanguage?: string) =>
    injectRoute(app, currencyDetectRoute, {
      headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {},
    });

  it('reads the region of the Accept-Language header', async () => {
    expect((await detect('en-GB,en;q=0.9')).body).toEqual({ currency: 'GBP', country: 'GB' });
    expect((await detect('de-DE')).body).toEqual({ currency: 'EUR', country: 'DE' });
    expect((await detect('ja-JP')).body).toEqual({ currency: 'JPY', country: 'JP' });
    expect((await detect('pt-BR,pt;q=0.9,en-US;q=0.8')).body).toEqual({
      currency: 'BRL',
      country: 'BR',
    });
    // The weights decide, not the order.
    expect((await detect('en;q=0.5, fr-CA;q=0.9, en-AU;q=0.7')).body).toEqual({
      currency: 'CAD',
      country: 'CA',
    });
  });

  it('falls back to USD without a region or for a currency without rates', async () => {
    expect((await detect()).body).toEqual({ currency: 'USD', country: null });
    expect((await detect('fr')).body).toEqual({ currency: 'USD', country: null });
    expect((await detect('es-419')).body).toEqual({ currency: 'USD', country: null });
    // The UAE dirham has no ECB rate; the next region does.
    expect((await detect('ar-AE,en-GB;q=0.8')).body).toEqual({ currency: 'GBP', country: 'GB' });
    expect((await detect(';;;,,,q=garbage')).body).toEqual({ currency: 'USD', country: null });
  });

  it('is cached for an hour per Accept-Language', async () => {
    const response = await detect('en-GB');
    expect(response.response.headers['cache-control']).toBe('private, max-age=3600');
    expect(response.response.headers.vary).toMatch(/Accept-Language/i);
  });

  it('parses regions with scripts and weights', () => {
    expect(acceptLanguageRegions('zh-Hant-TW, en-us;q=0.2')).toEqual(['TW', 'US']);
    expect(acceptLanguageRegions('en-GB;q=0, de-AT')).toEqual(['AT']);
  });
});

describe('GET /api/currency/supported', () => {
  it('lists the fixed options first, then the others, with the rates date and source, for a day', async () => {
    const response = await injectRoute(app, currencySupportedRoute);
    expect(response.status).toBe(200);
    const codes = response.body.currencies.map((currency) => currency.code);
    expect(codes.slice(0, 6)).toEqual(['USD', 'GBP', 'EUR', 'CAD', 'AUD', 'JPY']);
    expect(codes.slice(6)).toEqual([...codes.slice(6)].sort());
    expect(codes).toContain('MXN');
    expect(codes).toHaveLength(Object.keys(ECB_SNAPSHOT.rates).length + 1);
    expect(response.body.currencies[0]).toEqual({ code: 'USD', symbol: '$', name: 'US Dollar' });
    expect(response.body.ratesDate).toBe(ECB_SNAPSHOT.date);
    expect(response.body.source).toMatch(/European Central Bank/);
    expect(response.response.headers['cache-control']).toBe('public, max-age=86400');
  });
});

describe('formatting and conversion', () => {
  it('formats en-US: whole amounts bare, others with two decimals, and falls back to the symbol', () => {
    expect(formatPrice(45, 'USD')).toBe('$45');
    expect(formatPrice(45.5, 'USD')).toBe('$45.50');
    expect(formatPrice(1234.567, 'EUR')).toBe('€1,234.57');
    expect(formatPrice(6890, 'JPY')).toBe('¥6,890');
    expect(formatPrice(12, 'GBP')).toBe('£12');
    expect(formatPrice(12, 'CAD')).toBe('CA$12');
    // Intl refuses a code that is not three letters: the symbol and two decimals.
    expect(formatPrice(12, 'US')).toBe('US 12.00');
    expect(formatPrice(Number.NaN, 'USD')).toBe('$0.00');
  });

  it('orders the selector with the fixed options first (spec 2 §9)', () => {
    const options = currencyOptions(['ZAR', 'MXN', 'USD', 'QQQ']).map((option) => option.code);
    expect(options).toEqual(['USD', 'GBP', 'EUR', 'CAD', 'AUD', 'JPY', 'MXN', 'ZAR']);
  });

  it('converts through the euro and rounds to the minor unit', () => {
    const usd = SNAPSHOT_RATES.perEur.get('USD')!;
    const gbp = SNAPSHOT_RATES.perEur.get('GBP')!;
    expect(convert(SNAPSHOT_RATES, 100, 'USD', 'GBP')).toBe(
      Math.round((100 / usd) * gbp * 100) / 100,
    );
    expect(convert(SNAPSHOT_RATES, 100, 'USD', 'USD')).toBe(100);
    expect(Number.isInteger(convert(SNAPSHOT_RATES, 99.99, 'USD', 'JPY'))).toBe(true);
    expect(convert(SNAPSHOT_RATES, 100, 'USD', 'AED')).toBeNull();
  });
});

describe('the ECB refresh job', () => {
  it('reads the daily XML and refuses anything else', () => {
    const parsed = parseEcbXml(ecbXml('2026-11-20', { USD: 1.16, JPY: 180.5, GBP: 0.88 }));
    expect(parsed).toEqual({ date: '2026-11-20', rates: { USD: 1.16, JPY: 180.5, GBP: 0.88 } });
    expect(() => parseEcbXml('<html>Maintenance</html>')).toThrow(/no <Cube time/);
    expect(() => parseEcbXml(ecbXml('2026-11-20', { GBP: 0.88 }))).toThrow(/no USD/);
    expect(() => parseEcbXml(ecbXml('2026-11-20', { USD: -1 }))).toThrow(/usable rate/);
  });

  it('keeps the snapshot when the ECB is not reachable or answers garbage', async () => {
    ecb.status = 503;
    ecb.body = 'Service Unavailable';
    expect(await refresh()).toEqual({ status: 'off' });
    ecb.status = 200;
    ecb.body = '<html></html>';
    expect(await refresh()).toEqual({ status: 'off' });
    expect(await db.select().from(currencyRates)).toEqual([]);
    expect((await currentRates(db, { fresh: true })).date).toBe(ECB_SNAPSHOT.date);
    const off = createRatesRefreshProcessor({ db, url: undefined, log });
    const hits = ecb.hits;
    expect(await off()).toEqual({ status: 'off' });
    expect(ecb.hits).toBe(hits);
  });

  it('stores a newer day, reprices tours and their destinations, and prices follow', async () => {
    const rates = { ...ECB_SNAPSHOT.rates, USD: 1.25, GBP: 0.8 };
    ecb.status = 200;
    ecb.body = ecbXml('2026-11-20', rates);
    const result = await refresh();
    expect(result).toMatchObject({ status: 'updated', date: '2026-11-20', repriced: 1 });
    const stored = await db.select().from(currencyRates).where(eq(currencyRates.currency, 'USD'));
    expect(stored[0]).toMatchObject({ ratePerEur: 1.25, ratesDate: '2026-11-20' });
    const [usdTour] = await db.select().from(tours).where(eq(tours.productCode, 'C-USD'));
    expect(usdTour!.priceEur).toBeCloseTo(80, 6);
    // The euro tour's range in USD follows the new USD rate.
    const [parisRow] = await db
      .select()
      .from(destinations)
      .where(eq(destinations.code, paris.code));
    expect(parisRow!.priceMin).toBe(62.5);

    const search = await injectRoute(app, tourSearchRoute, {
      query: { destination: cancun.code, query: 'test', currency: 'GBP' },
    });
    expect(search.body[0]).toMatchObject({ priceFrom: 64, formattedPrice: '£64' });
    const supported = await injectRoute(app, currencySupportedRoute);
    expect(supported.body.ratesDate).toBe('2026-11-20');

    // The same day again (or an older one) changes nothing.
    expect(await refresh()).toEqual({ status: 'unchanged', date: '2026-11-20' });
    ecb.body = ecbXml('2026-11-19', { ...rates, USD: 2 });
    expect(await refresh()).toEqual({ status: 'unchanged', date: '2026-11-20' });
  });
});
