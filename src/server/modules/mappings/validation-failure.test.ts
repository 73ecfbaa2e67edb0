import { describe, expect, it } from 'vitest';
import { latestRunRoute, restartRunRoute, validateAllRoute } from '../../../contract/mappings.ts';
import { createTestApp } from '../../test/app.ts';
import { buildMember } from '../../test/factories.ts';
import { injectRoute } from '../../test/inject.ts';
import { writeTours } from '../tours/tour-store.ts';
import { insertDestinations, tourInput } from '../tours/tour-test-helpers.ts';
import { createLocalProvider } from './mapping-provider.ts';
import { createValidateProcessor } from './validation-run.ts';

const { app, database } = await createTestApp();
const db = database.db;
await app.ready();
const admin = await buildMember(database, { role: 'admin' });
const asAdmin = { cookie: admin.cookie };

await insertDestinations(db, [
  { code: 2264397, name: 'Portugal', countryCode: 'PT', type: 'country' },
  ...Array.from({ length: 12 }, (_, i) => ({
    code: 9_200_000 + i,
    name: `Downville ${String.fromCharCode(65 + i)}`,
    countryCode: 'PT',
    latitude: 39 + i / 10,
    longitude: -8,
    population: 50_000 + i,
  })),
]);
await writeTours(db, {
  upsert: Array.from({ length: 12 }, (_, i) => tourInput({ destinationCode: 9_200_000 + i })),
});

/** The local inventory, but its product search is down (a vendor that stopped answering). */
const down = {
  ...createLocalProvider(db),
  productCount: async () => {
    throw new Error('connect ECONNREFUSED 127.0.0.1:9');
  },
};
const attempt = (retryCount: number) => ({ retryCount, retryLimit: 3 });

describe('a validation whose provider stays down', () => {
  it('ends failed with the provider message after the retries, and can be restarted', async () => {
    const started = await injectRoute(app, validateAllRoute, asAdmin);
    expect(started.status).toBe(202);
    const runId = started.body.runId;
    const processor = createValidateProcessor({ db, provider: down, log: app.log });

    // Each retry must work the run again: before the fix the second attempt found the run
    // "held" by the first one's lease, ended the job, and the run stayed running forever.
    for (const retryCount of [0, 1, 2]) {
      await expect(processor({ runId }, attempt(retryCount))).rejects.toThrow(/ECONNREFUSED/);
      const latest = await injectRoute(app, latestRunRoute, asAdmin);
      expect(latest.body.run).toMatchObject({ status: 'running', isRunning: true });
    }
    await expect(processor({ runId }, attempt(3))).resolves.toEqual({ outcome: 'failed' });
    const failed = (await injectRoute(app, latestRunRoute, asAdmin)).body.run!;
    expect(failed).toMatchObject({ status: 'failed', isRunning: false, done: 0 });
    expect(failed.error).toMatch(/The provider failed: connect ECONNREFUSED/);

    // Restart continues the same run with the (now answering) provider of the app's job.
    const restarted = await injectRoute(app, restartRunRoute, { ...asAdmin, params: { runId } });
    expect(restarted.status).toBe(202);
    expect(restarted.body).toMatchObject({ runId, status: 'running', error: null });
    const again = await injectRoute(app, restartRunRoute, { ...asAdmin, params: { runId } });
    expect(again.status).toBe(409);
    await app.deps.jobs.drain();
    const done = (await injectRoute(app, latestRunRoute, asAdmin)).body.run!;
    expect(done).toMatchObject({ runId, status: 'completed', validMappings: 12 });
  });

  it('fails at the failure limit even when every attempt is a first one (the sweep)', async () => {
    const started = await injectRoute(app, validateAllRoute, asAdmin);
    const runId = started.body.runId;
    const processor = createValidateProcessor({ db, provider: down, log: app.log });
    for (let i = 0; i < 3; i += 1) {
      await expect(processor({ runId }, attempt(0))).rejects.toThrow(/ECONNREFUSED/);
    }
    await expect(processor({ runId }, attempt(0))).resolves.toEqual({ outcome: 'failed' });
    const run = (await injectRoute(app, latestRunRoute, asAdmin)).body.run!;
    expect(run.status).toBe('failed');
  });

  it('refuses to restart a run that did not fail', async () => {
    const latest = (await injectRoute(app, latestRunRoute, asAdmin)).body.run!;
    const restarted = await injectRoute(app, restartRunRoute, {
      ...asAdmin,
      params: { runId: latest.runId },
    });
    expect(restarted.status).toBe(202);
    await app.deps.jobs.drain();
    const completed = await injectRoute(app, restartRunRoute, {
      ...asAdmin,
      params: { runId: latest.runId },
    });
    expect(completed.status).toBe(409);
    expect(completed.message).toBe('Only a failed validation can be restarted.');
  });
});
