import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client.ts';
import { replaceRates } from '../../../db/queries/currency.ts';
import { refreshDestinationTourStats, repriceTours } from '../../../db/queries/tours.ts';
import { defineJob } from '../../jobs/define.ts';
import { fetchEcbRates } from './ecb.ts';
import { ECB_SOURCE } from './ecb-snapshot.ts';
import { currentRates, forgetRates } from './rates.ts';

export type RatesRefreshResult =
  | { status: 'off' }
  | { status: 'unchanged'; date: string }
  | { status: 'updated'; date: string; currencies: number; repriced: number };

/**
 * The `currency-rates-refresh` job: reads the ECB's daily file and, when it is a newer day than
 * the stored one (or the snapshot), stores it, rewrites every tour's euro price and the
 * destinations' USD price ranges. An unreachable ECB is logged and changes nothing: prices keep
 * the last rates (at worst the committed snapshot).
 */
export function createRatesRefreshProcessor({
  db,
  url,
  log,
  fetchImpl = fetch,
}: {
  db: Db;
  url: string | undefined;
  log: FastifyBaseLogger;
  fetchImpl?: typeof fetch;
}) {
  return async (): Promise<RatesRefreshResult> => {
    if (!url) return { status: 'off' };
    let fetched;
    try {
      fetched = await fetchEcbRates(url, fetchImpl);
    } catch (error) {
      log.warn({ err: error }, 'ECB reference rates are not reachable; keeping the stored rates');
      return { status: 'off' };
    }
    const current = await currentRates(db, { fresh: true });
    if (fetched.date <= current.date) return { status: 'unchanged', date: current.date };
    const written = await replaceRates(db, {
      date: fetched.date,
      source: ECB_SOURCE,
      rates: fetched.rates,
    });
    forgetRates(db);
    if (!written) return { status: 'unchanged', date: current.date };
    const repriced = await repriceTours(db);
    const usdPerEur = fetched.rates.USD!;
    await refreshDestinationTourStats(db, { codes: null, usdPerEur });
    log.info(
      { date: fetched.date, currencies: Object.keys(fetched.rates).length, repriced },
      'stored the ECB reference rates',
    );
    return {
      status: 'updated',
      date: fetched.date,
      currencies: Object.keys(fetched.rates).length,
      repriced,
    };
  };
}

/**
 * Every 6 hours, only with an ECB address (the ECB publishes once a working day around 16:00 CET;
 * every 6 hours catches it the same day). A failed run is the next run's work.
 */
export const ratesRefreshJob = defineJob({
  name: 'currency-rates-refresh',
  policy: { retryLimit: 0, retryDelay: 60, retryBackoff: false, expireInSeconds: 300 },
  schedule: {
    cron: '0 */6 * * *',
    everySeconds: 6 * 3600,
    enabled: (config) => !!config.ecbRatesUrl,
  },
  create: ({ db, config, log }) => {
    const refresh = createRatesRefreshProcessor({ db, url: config.ecbRatesUrl, log });
    return () => refresh();
  },
});
