/**
 * Currencies and price formatting shared by the server (a tour's `formattedPrice`) and the web
 * client (the currency selector, prices the client converts). No schemas here: the module is
 * plain data and Intl, so any screen may import it without the validation library.
 */

/** A currency as the selector and the detection answer show it (2-traveller §3). */
export type TCurrencyInfo = { code: string; symbol: string; name: string };

/** Spec 2 §9: the default currency. */
export const DEFAULT_CURRENCY = 'USD';

/** Spec 2 §9: the selector's fixed options, before the others of the supported list. */
export const FIXED_CURRENCY_CODES = ['USD', 'GBP', 'EUR', 'CAD', 'AUD', 'JPY'] as const;

/**
 * Every currency the app can price in: the euro and the currencies of the ECB's daily reference
 * rates (the rates table decides which of them are supported at a given moment). Symbols are the
 * short forms travellers recognise; the formatter falls back to them when Intl cannot format.
 */
export const CURRENCIES: readonly TCurrencyInfo[] = [
  { code: 'USD', symbol: '$', name: 'US Dollar' },
  { code: 'GBP', symbol: '£', name: 'British Pound' },
  { code: 'EUR', symbol: '€', name: 'Euro' },
  { code: 'CAD', symbol: 'CA$', name: 'Canadian Dollar' },
  { code: 'AUD', symbol: 'A$', name: 'Australian Dollar' },
  { code: 'JPY', symbol: '¥', name: 'Japanese Yen' },
  { code: 'BGN', symbol: 'лв', name: 'Bulgarian Lev' },
  { code: 'BRL', symbol: 'R$', name: 'Brazilian Real' },
  { code: 'CHF', symbol: 'CHF', name: 'Swiss Franc' },
  { code: 'CNY', symbol: 'CN¥', name: 'Chinese Yuan' },
  { code: 'CZK', symbol: 'Kč', name: 'Czech Koruna' },
  { code: 'DKK', symbol: 'kr', name: 'Danish Krone' },
  { code: 'HKD', symbol: 'HK$', name: 'Hong Kong Dollar' },
  { code: 'HUF', symbol: 'Ft', name: 'Hungarian Forint' },
  { code: 'IDR', symbol: 'Rp', name: 'Indonesian Rupiah' },
  { code: 'ILS', symbol: '₪', name: 'Israeli New Shekel' },
  { code: 'INR', symbol: '₹', name: 'Indian Rupee' },
  { code: 'ISK', symbol: 'kr', name: 'Icelandic Króna' },
  { code: 'KRW', symbol: '₩', name: 'South Korean Won' },
  { code: 'MXN', symbol: 'MX$', name: 'Mexican Peso' },
  { code: 'MYR', symbol: 'RM', name: 'Malaysian Ringgit' },
  { code: 'NOK', symbol: 'kr', name: 'Norwegian Krone' },
  { code: 'NZD', symbol: 'NZ$', name: 'New Zealand Dollar' },
  { code: 'PHP', symbol: '₱', name: 'Philippine Peso' },
  { code: 'PLN', symbol: 'zł', name: 'Polish Złoty' },
  { code: 'RON', symbol: 'lei', name: 'Romanian Leu' },
  { code: 'SEK', symbol: 'kr', name: 'Swedish Krona' },
  { code: 'SGD', symbol: 'S$', name: 'Singapore Dollar' },
  { code: 'THB', symbol: '฿', name: 'Thai Baht' },
  { code: 'TRY', symbol: '₺', name: 'Turkish Lira' },
  { code: 'ZAR', symbol: 'R', name: 'South African Rand' },
];

const BY_CODE = new Map(CURRENCIES.map((currency) => [currency.code, currency]));

/** The known currency of a code (upper-cased), or undefined. */
export function currencyInfo(code: string): TCurrencyInfo | undefined {
  return BY_CODE.get(code.toUpperCase());
}

/** The symbol of a code: the known one, else the code itself ("XYZ 12.00"). */
export function currencySymbol(code: string): string {
  return currencyInfo(code)?.symbol ?? `${code.toUpperCase()} `;
}

const minorDigits = new Map<string, number>();

/**
 * Digits after the point a currency uses (JPY 0, USD 2), as en-US Intl knows them; 2 when Intl
 * does not know the code. Remembered per code (building a formatter is slow).
 */
export function currencyMinorDigits(code: string): number {
  const known = minorDigits.get(code);
  if (known !== undefined) return known;
  let digits = 2;
  try {
    digits =
      new Intl.NumberFormat('en-US', { style: 'currency', currency: code }).resolvedOptions()
        .maximumFractionDigits ?? 2;
  } catch {
    digits = 2;
  }
  if (minorDigits.size < 500) minorDigits.set(code, digits);
  return digits;
}

/** An amount rounded to the currency's minor unit (cents; whole yen). */
export function roundToMinor(amount: number, code: string): number {
  const factor = 10 ** currencyMinorDigits(code);
  return Math.round(amount * factor) / factor;
}

const formatters = new Map<string, Intl.NumberFormat>();

/** The en-US currency formatter of a code with exactly `digits` fraction digits, remembered. */
function formatterFor(code: string, digits: number): Intl.NumberFormat {
  const key = `${code}:${digits}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: code,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    if (formatters.size < 1000) formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * The one price style of the app (issue 19 §4): en-US, a whole amount without decimals ("$45",
 * "€1,234", "¥6,890") and any other with the currency's two ("$45.50", "$101.70", never
 * "$101.7"); "whole" is judged after rounding to the minor unit, so 44.999 reads "$45". When
 * formatting fails (spec 2 §8): the symbol and a two-decimal number ("$45.00").
 */
export function formatPrice(amount: number, code: string = DEFAULT_CURRENCY): string {
  try {
    if (!Number.isFinite(amount)) throw new RangeError('not a number');
    const upper = code.toUpperCase();
    const digits = Math.min(2, currencyMinorDigits(upper));
    // `|| 0` turns a rounded -0 into 0, so -0.001 reads "$0", not "-$0".
    const rounded = Math.round(amount * 10 ** digits) / 10 ** digits || 0;
    return formatterFor(upper, Number.isInteger(rounded) ? 0 : digits).format(rounded);
  } catch {
    const value = Number.isFinite(amount) ? amount : 0;
    return `${currencySymbol(code)}${value.toFixed(2)}`;
  }
}

/**
 * The selector's options (spec 2 §9): the fixed ones first, then the other supported currencies
 * in alphabetical order; codes not in `supported` are left out (the fixed ones always stay).
 */
export function currencyOptions(supported: readonly string[] = []): TCurrencyInfo[] {
  const fixed = FIXED_CURRENCY_CODES.map((code) => BY_CODE.get(code)!);
  const others = supported
    .map((code) => code.toUpperCase())
    .filter((code) => !(FIXED_CURRENCY_CODES as readonly string[]).includes(code))
    .map((code) => BY_CODE.get(code))
    .filter((currency): currency is TCurrencyInfo => currency !== undefined)
    .sort((a, b) => a.code.localeCompare(b.code));
  return [...fixed, ...others];
}
