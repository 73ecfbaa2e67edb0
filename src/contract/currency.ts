import { z } from 'zod';
import { defineRoute } from './route.ts';

export {
  CURRENCIES,
  DEFAULT_CURRENCY,
  FIXED_CURRENCY_CODES,
  currencyInfo,
  currencyOptions,
  formatPrice,
  type TCurrencyInfo,
} from './currency-format.ts';

/** Spec 2 §9: detection is cached for an hour, the supported list for a day (Cache-Control). */
export const CURRENCY_DETECT_MAX_AGE_S = 60 * 60;
export const CURRENCY_SUPPORTED_MAX_AGE_S = 24 * 60 * 60;

/** A currency code as a query parameter: three letters, any case (upper-cased). */
export const ZCurrencyCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{3}$/, 'must be a three-letter currency code')
  .transform((value) => value.toUpperCase());

export const ZCurrency = z.object({
  code: z.string(),
  symbol: z.string(),
  name: z.string(),
});
export type TCurrency = z.infer<typeof ZCurrency>;

/**
 * GET /api/currency/detect (spec 2 §7): the currency of the region named in the request's
 * Accept-Language ("en-GB" → GBP, "de-DE" → EUR); USD with country null when no region is named
 * or its currency is not supported.
 */
export const ZCurrencyDetection = z.object({
  currency: z.string(),
  /** ISO 3166-1 alpha-2 code of the region the currency came from, or null. */
  country: z.string().nullable(),
});
export type TCurrencyDetection = z.infer<typeof ZCurrencyDetection>;

/** GET /api/currency/supported: the currencies prices can be shown in, and whose rates those are. */
export const ZSupportedCurrencies = z.object({
  currencies: z.array(ZCurrency),
  /** The reference rates behind conversions: their date (YYYY-MM-DD) and source. */
  ratesDate: z.string(),
  source: z.string(),
});
export type TSupportedCurrencies = z.infer<typeof ZSupportedCurrencies>;

export const currencyDetectRoute = defineRoute({
  method: 'GET',
  path: '/api/currency/detect',
  tags: ['currency'],
  summary: "The visitor's currency from the Accept-Language region (cached 1 hour)",
  response: ZCurrencyDetection,
});

export const currencySupportedRoute = defineRoute({
  method: 'GET',
  path: '/api/currency/supported',
  tags: ['currency'],
  summary: 'Currencies prices can be converted to, with the date of the rates (cached 24 hours)',
  response: ZSupportedCurrencies,
});
