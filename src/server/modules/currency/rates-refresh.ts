import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client.ts';
import { replaceRates } from '../../../db/queries/currency.ts';
import { refreshDestinationTourStats, repriceTours } from '../../../db/queries/tours.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { fetchEcbRates } from './ecb.ts';
import { ECB_SOURCE } from './ecb-snapshot.ts';
import { currentRates, forgetRates } from './rates.ts';

/** The ECB publishes once a working day around 16:00 CET; every 6 hours catches it the same day. */
export const RATES_REFRESH_INTERVAL_MS = 6 * 60 * 60 * 1000;

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

/** Queues the refresh now and every 6 hours (the server's part; tests run the processor). */
export function scheduleRatesRefresh(
  jobs: Pick<JobQueue, 'send'>,
  log: FastifyBaseLogger,
  intervalMs = RATES_REFRESH_INTERVAL_MS,
): NodeJS.Timeout {
  const queue = () =>
    void jobs
      .send('currency-rates-refresh', {})
      .catch((error: unknown) => log.warn({ err: error }, 'queueing the rates refresh failed'));
  queue();
  const timer = setInterval(queue, intervalMs);
  timer.unref();
  return timer;
}
