/**
 * The euro foreign exchange reference rates committed with the app, used until the refresh job
 * reads a newer day from the ECB (`ECB_RATES_URL`, the daily eurofxref-daily.xml).
 *
 * Source: European Central Bank, euro foreign exchange reference rates of 28 June 2024, as
 * published that day in https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml (figures
 * copied from a public copy of that day's file). Units of each currency per 1 euro. The ECB
 * publishes these rates for information only; they are not a price any provider charges.
 */
export const ECB_SNAPSHOT = {
  date: '2024-06-28',
  source: 'European Central Bank euro reference rates (eurofxref-daily.xml of 2024-06-28)',
  rates: {
    USD: 1.0705,
    JPY: 171.94,
    BGN: 1.9558,
    CZK: 25.025,
    DKK: 7.4575,
    GBP: 0.84638,
    HUF: 395.1,
    PLN: 4.309,
    RON: 4.9773,
    SEK: 11.3595,
    CHF: 0.9634,
    ISK: 148.9,
    NOK: 11.3965,
    TRY: 35.1868,
    AUD: 1.6079,
    BRL: 5.8915,
    CAD: 1.467,
    CNY: 7.7748,
    HKD: 8.3594,
    IDR: 17487.21,
    ILS: 4.02,
    INR: 89.2495,
    KRW: 1474.86,
    MXN: 19.5654,
    MYR: 5.0501,
    NZD: 1.7601,
    PHP: 62.56,
    SGD: 1.4513,
    THB: 39.319,
    ZAR: 19.497,
  } as Record<string, number>,
} as const;

/** What the refresh job writes when the ECB answers. */
export const ECB_SOURCE = 'European Central Bank euro reference rates (eurofxref-daily.xml)';
