import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../db/client.ts';
import { promoteAdmins } from '../db/queries/users.ts';
import { retirePublishedDemoPasswords } from '../db/seed/retire-published-passwords.ts';
import { seedDemoWorld } from '../db/seed/seed.ts';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { DEMO_ADMIN_EMAIL, DEMO_MEMBER_EMAIL } from './modules/auth/demo-accounts.ts';
import { resolveDemoPasswords } from './modules/auth/demo-passwords.ts';
import { createStorage, describeStorage } from './providers/storage/select.ts';
import { createBus } from './realtime/bus.ts';
import { createFeedEngine } from '../db/feed-engine/feed-engine.ts';
import { createBackground, describeMail } from './jobs/background.ts';
import { detectFfmpeg, FFMPEG_MISSING_MESSAGE } from './jobs/processors/media/ffmpeg.ts';
import { describeYouTube } from './providers/youtube/youtube.ts';
import { resolveTestLoginKey } from './test-login-key.ts';
import { warmGeocoder } from './geo/geocoder.ts';
import { describeAi } from './providers/ai/select.ts';
import { ensureCatalogue } from './modules/destinations/catalogue-store.ts';
import { ensureSampleTours } from './modules/tours/sample-loader.ts';
import { ensureSampleProducts } from './modules/marketplace/sample-loader.ts';
import { describeTours } from './modules/tours/viator-sync.ts';
import { surviveLostDatabase } from './lost-database.ts';
import { describePayments } from './providers/payments/stripe.ts';

/** The folder holding package.json, whether this runs from src/server (tsx) or dist/node/server. */
function findProjectRoot(from: string): string {
  let dir = from;
  while (!existsSync(path.join(dir, 'package.json')) && path.dirname(dir) !== dir) {
    dir = path.dirname(dir);
  }
  return dir;
}
const projectRoot = findProjectRoot(path.dirname(fileURLToPath(import.meta.url)));

async function main() {
  const config = loadConfig();
  const started = Date.now();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolMax: config.dbPoolMax,
    // The embedded database's own news: first-start initialisation, watchdog restarts.
    log: (message: string) => console.log(message),
  });
  const storage = createStorage(config);
  await promoteAdmins(database.db, config.adminEmails);

  const bus = createBus(config.redisUrl);
  const app = await buildApp(
    {
      config,
      database,
      storage,
      bus,
      feed: createFeedEngine({ db: database.db, events: bus }),
      // The queue starts when the app is ready and stops in app.close(), before the pool closes.
      ...createBackground({ pool: database.pool, config, work: true }),
      testLoginKey: await resolveTestLoginKey(config),
      webRoot: path.join(projectRoot, 'dist', 'web'),
    },
    { logger: { level: config.logLevel } },
  );

  surviveLostDatabase(app.log);

  // Demo passwords are generated per installation into DATA_DIR, never published.
  const demo = config.seedDemo ? await resolveDemoPasswords(config.dataDir) : undefined;
  if (demo) {
    const seeded = await seedDemoWorld({
      db: database.db,
      storage,
      passwords: demo.passwords,
      log: (message: string) => app.log.info(message),
    });
    if (seeded.created) app.log.info({ counts: seeded.counts }, 'Demo world created');
  }
  const retired = await retirePublishedDemoPasswords(database.db, { passwords: demo?.passwords });
  if (retired > 0) {
    app.log.warn(`Replaced the once-published demo password of ${retired} demo accounts`);
  }
  // The destination catalogue (GeoNames cities, regions, countries) is written on the first start
  // (a few seconds) and after an upgrade that changes it; other starts only count its rows.
  const destinationCatalogue = await ensureCatalogue(database.db);
  if (destinationCatalogue.built) {
    app.log.info(destinationCatalogue, 'Destination catalogue built, older posts linked');
  }
  // Tours: without a Viator key an empty table gets the sample catalogue of the demo
  // destinations (labelled Sample); Viator's ingestion and an imported file replace it.
  const sampleTours: Awaited<ReturnType<typeof ensureSampleTours>> = config.viator
    ? { loaded: 0 }
    : await ensureSampleTours(database.db);
  if (sampleTours.loaded > 0 || sampleTours.imagesUpdated) {
    app.log.info(sampleTours, 'Sample tours loaded');
  }
  // Marketplace: without Amazon's API keys an empty affiliate catalogue gets the sample products
  // (labelled Sample); `npm run marketplace:import` replaces them with the operator's file.
  const sampleProducts = config.amazon ? { loaded: 0 } : await ensureSampleProducts(database.db);
  if (sampleProducts.loaded > 0) app.log.info(sampleProducts, 'Sample marketplace products loaded');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, shutting down`);
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  // Periodic work (upload clean-up, rates, tours, renewals, session pruning) is scheduled in the
  // job queue from each job's definition (src/server/jobs/registry.ts) once the app listens.
  // The reverse geocoder's index (135k places, ~250 ms) is built off the start's critical path,
  // so the first AI suggestion does not pay for it.
  setTimeout(() => {
    try {
      warmGeocoder();
    } catch (error) {
      app.log.warn({ err: error }, 'building the reverse geocoder failed');
    }
  }, 2_000).unref();
  const ffmpeg = await detectFfmpeg();
  if (!ffmpeg) app.log.warn(FFMPEG_MISSING_MESSAGE);
  const url = config.baseUrl ?? `http://localhost:${config.port}`;
  const testKey = app.deps.testLoginKey;
  const lines = [
    '',
    `  Roamly is running at ${url}  (ready in ${((Date.now() - started) / 1000).toFixed(1)} s)`,
    `  Database: ${database.mode === 'embedded' ? `embedded PostgreSQL in ${config.dataDir}/pg` : 'external PostgreSQL (DATABASE_URL)'}`,
    `  Storage:  ${describeStorage(config)}`,
    `  Rate limits: ${config.redisUrl ? 'Redis (REDIS_URL)' : 'in memory'}`,
    `  Mail:     ${describeMail(config)}; jobs: pg-boss (schema pgboss)`,
    `  AI:       ${describeAi(config)}`,
    `  Tours:    ${describeTours(config)}`,
    `  Premium:  ${describePayments(config)}`,
    ffmpeg
      ? `  Video:    ffmpeg ${ffmpeg.version} (posters and thumbnails); YouTube: ${describeYouTube(config)}`
      : `  Video:    ${FFMPEG_MISSING_MESSAGE}; YouTube: ${describeYouTube(config)}`,
    demo
      ? `  Demo member: ${DEMO_MEMBER_EMAIL} / ${demo.passwords.member}`
      : `  Demo world: off (SEED_DEMO=false${config.databaseUrl ? ', the default with DATABASE_URL' : ''})`,
    demo ? `  Demo admin:  ${DEMO_ADMIN_EMAIL} / ${demo.passwords.admin}` : '',
    demo ? `  (demo passwords generated for this installation, kept in ${demo.file})` : '',
    testKey
      ? `  Test login:  ${url}/test-login  key: ${testKey}`
      : '  Test login: off (set TEST_LOGIN_KEY)',
    config.oidc
      ? `  Sign-in: e-mail + OpenID Connect (${config.oidc.issuerUrl})`
      : '  Sign-in: e-mail and password',
    '',
  ].filter((line, index, all) => line !== '' || index === 0 || index === all.length - 1);
  console.log(lines.join('\n'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
