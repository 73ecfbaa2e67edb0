import type { FastifyInstance } from 'fastify';
import {
  applyResultsRoute,
  applyTestResultsRoute,
  availableCountriesRoute,
  coverageCountsRoute,
  destinationBreakdownRoute,
  expansionProgressRoute,
  startExpansionRoute,
  testCountryRoute,
} from '../../../contract/country-expansion.ts';
import { addRoute } from '../../http/route.ts';
import {
  applyResults,
  applyTestResults,
  availableCountries,
  coverageCounts,
  destinationBreakdown,
  expansionProgress,
  startExpansion,
  testCountry,
} from './country-expansion.service.ts';
import { resumeExpansionRuns } from './expansion-run.ts';

/** Starting runs, tests (provider calls) and applies: an operator's pace, not a script's. */
const ACTION_LIMIT = { max: 20, windowMs: 60_000, perMember: true };

/** Country expansion (issue 25 §3), inside the admin plugin behind its guard (admins only). */
export async function countryExpansionRoutes(app: FastifyInstance) {
  const user = { auth: 'user' as const };
  const action = { ...user, rateLimit: ACTION_LIMIT };
  addRoute(app, availableCountriesRoute, user, async ({ ctx }) => availableCountries(ctx));
  addRoute(app, coverageCountsRoute, user, async ({ ctx }) => coverageCounts(ctx));
  addRoute(app, expansionProgressRoute, user, async ({ ctx }) => expansionProgress(ctx));
  addRoute(app, destinationBreakdownRoute, user, async ({ ctx, params }) =>
    destinationBreakdown(ctx, params),
  );
  addRoute(app, startExpansionRoute, action, async ({ ctx, body }) => startExpansion(ctx, body));
  addRoute(app, testCountryRoute, action, async ({ ctx, body, query }) =>
    testCountry(ctx, { country: body.country, forceDiscovery: query.forceDiscovery }),
  );
  addRoute(app, applyResultsRoute, action, async ({ ctx, body }) => applyResults(ctx, body));
  addRoute(app, applyTestResultsRoute, action, async ({ ctx, body }) =>
    applyTestResults(ctx, body),
  );

  // A restart resumes an interrupted run at once (its dead worker's lease is waited for).
  app.addHook('onListen', async () => {
    if (!app.deps.jobs.works) return;
    await resumeExpansionRuns(
      { db: app.deps.database.db, jobs: app.deps.jobs },
      { all: true },
    ).catch((error: unknown) => app.log.error({ err: error }, 'resuming country expansion failed'));
  });
}
