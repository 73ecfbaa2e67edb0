import type { FastifyInstance } from 'fastify';
import {
  applyVerifiedRoute,
  generateVerifiedRoute,
  latestRunRoute,
  mappingHistoryRoute,
  mappingOverviewRoute,
  refreshTaxonomyRoute,
  restartRunRoute,
  rollbackDiffRoute,
  runResultsRoute,
  validateAllRoute,
  validateSampleRoute,
} from '../../../contract/mappings.ts';
import { addRoute } from '../../http/route.ts';
import {
  applyVerified,
  generateVerified,
  latestValidation,
  mappingHistory,
  mappingOverview,
  queueTaxonomyRefresh,
  restartValidation,
  rollbackDiff,
  runResults,
  startValidation,
} from './mappings.service.ts';
import { resumeValidationRuns } from './validation-run.ts';

/** Starting runs and changing mappings: a few a minute is an operator's pace, not a script's. */
const ACTION_LIMIT = { max: 10, windowMs: 60_000, perMember: true };

/** Mapping validation (issue 25 §1, §2), inside the admin plugin behind its guard (admins only). */
export async function mappingsRoutes(app: FastifyInstance) {
  const user = { auth: 'user' as const };
  const action = { ...user, rateLimit: ACTION_LIMIT };
  addRoute(app, mappingOverviewRoute, user, async ({ ctx }) => mappingOverview(ctx));
  addRoute(app, validateSampleRoute, action, async ({ ctx, body }) =>
    startValidation(ctx, { mode: 'sample', sampleSize: body.sampleSize }),
  );
  addRoute(app, validateAllRoute, action, async ({ ctx }) => startValidation(ctx, { mode: 'all' }));
  addRoute(app, restartRunRoute, action, async ({ ctx, params }) => restartValidation(ctx, params));
  addRoute(app, latestRunRoute, user, async ({ ctx }) => latestValidation(ctx));
  addRoute(app, runResultsRoute, user, async ({ ctx, params, query }) =>
    runResults(ctx, { ...params, ...query }),
  );
  addRoute(app, generateVerifiedRoute, user, async ({ ctx, body }) => generateVerified(ctx, body));
  addRoute(app, applyVerifiedRoute, action, async ({ ctx, body }) => applyVerified(ctx, body));
  addRoute(app, mappingHistoryRoute, user, async ({ ctx, query }) => mappingHistory(ctx, query));
  addRoute(app, rollbackDiffRoute, action, async ({ ctx, params }) => rollbackDiff(ctx, params));
  addRoute(app, refreshTaxonomyRoute, action, async ({ ctx }) => queueTaxonomyRefresh(ctx));

  // A restart resumes an interrupted run at once (its dead worker's lease is waited for).
  app.addHook('onListen', async () => {
    if (!app.deps.jobs.works) return;
    await resumeValidationRuns(
      { db: app.deps.database.db, jobs: app.deps.jobs },
      { all: true },
    ).catch((error: unknown) =>
      app.log.error({ err: error }, 'resuming mapping validation failed'),
    );
  });
}
