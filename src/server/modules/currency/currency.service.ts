import { countries, type TCountryCode } from 'countries-list';
import {
  currencyInfo,
  currencyOptions,
  DEFAULT_CURRENCY,
} from '../../../contract/currency-format.ts';
import type { TCurrencyDetection, TSupportedCurrencies } from '../../../contract/currency.ts';
import type { ServiceContext } from '../../context.ts';
import { currentRates, isSupported, type Rates } from './rates.ts';

/** ISO 4217 fund codes some countries list beside their real currency (US: USD, USN). */
const FUND_CODES = new Set(['USN', 'USS', 'CHE', 'CHW', 'BOV', 'CLF', 'COU', 'MXV', 'UYI', 'UYW']);

/**
 * The regions of an Accept-Language header, most preferred first: "en-GB,en;q=0.9,fr-CA;q=0.8"
 * → ['GB', 'CA']. Only two-letter regions count (es-419, Latin America, names no country);
 * script subtags are skipped ("zh-Hant-TW" → TW). Malformed entries are ignored.
 */
export function acceptLanguageRegions(header: string | undefined): string[] {
  if (!header) return [];
  const entries = header
    .slice(0, 1000)
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params
        .map((param) => /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(param)?.[1])
        .find((value) => value !== undefined);
      const weight = q === undefined ? 1 : Number(q);
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.weight > 0 && /^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$/.test(entry.tag))
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  const regions: string[] = [];
  for (const { tag } of entries) {
    const region = tag
      .split('-')
      .slice(1)
      .find((subtag) => /^[A-Za-z]{2}$/.test(subtag));
    if (region) regions.push(region.toUpperCase());
  }
  return regions;
}

/** The country's own currency (not a fund code), if countries-list knows the country. */
export function countryCurrency(country: string): string | undefined {
  const data = countries[country as TCountryCode] as { currency?: string[] } | undefined;
  return data?.currency?.find((code) => !FUND_CODES.has(code));
}

/**
 * GET /api/currency/detect: the first region of the Accept-Language header whose currency can be
 * priced in; otherwise USD (spec 2 §9's default) with no country.
 */
export function detectCurrency(
  rates: Rates,
  acceptLanguage: string | undefined,
): TCurrencyDetection {
  for (const country of acceptLanguageRegions(acceptLanguage)) {
    const currency = countryCurrency(country);
    if (currency && isSupported(rates, currency) && currencyInfo(currency)) {
      return { currency, country };
    }
  }
  return { currency: DEFAULT_CURRENCY, country: null };
}

export async function detectCurrencyForRequest(
  ctx: ServiceContext,
  acceptLanguage: string | undefined,
): Promise<TCurrencyDetection> {
  return detectCurrency(await currentRates(ctx.db), acceptLanguage);
}

/** GET /api/currency/supported: the selector's list (fixed options first) and the rates' day. */
export async function supportedCurrencies(ctx: ServiceContext): Promise<TSupportedCurrencies> {
  const rates = await currentRates(ctx.db);
  const supported = [...rates.perEur.keys()];
  return {
    currencies: currencyOptions(supported).filter((currency) => isSupported(rates, currency.code)),
    ratesDate: rates.date,
    source: rates.source,
  };
}
