import crypto from 'node:crypto';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import {
  applyMetaRunRoute,
  createSeoPageRoute,
  generateBulkRoute,
  metaRunRoute,
  regenerateAllRoute,
  seoPagesRoute,
  type TMetaRun,
} from '../../../contract/admin-seo.ts';
import { destinations, tours } from '../../../db/schema/index.ts';
import { readJobProgress } from '../../jobs/progress.ts';
import { createAnthropicMetaWriter } from '../../providers/ai/seo-meta/anthropic-meta.ts';
import { startFakeAnthropic } from '../../providers/ai/seo-meta/fake-anthropic.ts';
import { createLocalMetaWriter } from '../../providers/ai/seo-meta/local-meta.ts';
import type { SeoMetaWriter } from '../../providers/ai/seo-meta/seo-meta.ts';
import { createTestApp } from '../../test/app.ts';
import { buildMember } from '../../test/factories.ts';
import { injectRoute } from '../../test/inject.ts';
import { createMetaRunHandler } from './meta-run.job.ts';

const log = pino({ level: 'silent' });
const { app, database } = await createTestApp({ baseUrl: 'https://roamly.example' });
const db = database.db;
const [member, admin] = await Promise.all([
  buildMember(database),
  buildMember(database, { role: 'admin' }),
]);
const asAdmin = { cookie: admin.cookie };

// 130 destinations: the most popular 100 are the bulk's default; six share names in one country.
const SAME_NAMES = [
  'Springfield',
  'Springfield',
  'Springfield',
  'San Jose',
  'San Jose',
  'Victoria',
];
await db.insert(destinations).values(
  Array.from({ length: 130 }, (_, i) => {
    const name = SAME_NAMES[i] ?? `Town ${i}`;
    return {
      code: 900_000 + i,
      slug: `${name.toLowerCase().replace(/ /g, '-')}-${i}`,
      name,
      asciiName: name.toLowerCase(),
      type: 'city' as const,
      countryCode: i % 2 ? 'US' : 'MX',
      latitude: 20 + (i % 30),
      longitude: -100 + (i % 17),
      population: 1000 * (200 - i),
      tourCount: 130 - i,
    };
  }),
);
await db.insert(tours).values(
  Array.from({ length: 20 }, (_, i) => ({
    productCode: `T-${i}`,
    source: 'sample' as const,
    destinationCode: 900_000 + i,
    title: `Old town walk ${i}`,
    category: 'walking' as const,
    rating: 4.5,
    reviewCount: 100 + i,
    priceFrom: 20 + i,
    currency: 'USD',
    priceEur: 20,
  })),
);

async function runToEnd(jobId: string): Promise<TMetaRun> {
  await app.deps.jobs.drain();
  const run = await injectRoute(app, metaRunRoute, { ...asAdmin, params: { jobId } });
  expect(run.status).toBe(200);
  return run.body;
}

function expectUniqueAndInRange(proposals: TMetaRun['proposals']) {
  const titles = proposals.map((p) => p.newTitle);
  const descriptions = proposals.map((p) => p.newDescription);
  expect(new Set(titles).size).toBe(titles.length);
  expect(new Set(descriptions).size).toBe(descriptions.length);
  for (const p of proposals) {
    expect(p.newTitle.length).toBeGreaterThanOrEqual(50);
    expect(p.newTitle.length).toBeLessThanOrEqual(60);
    expect(p.newDescription.length).toBeGreaterThanOrEqual(150);
    expect(p.newDescription.length).toBeLessThanOrEqual(160);
  }
}

describe('meta runs: who may start them, what they accept', () => {
  it('401/403 for visitors and members; 400 for more than 100 destinations', async () => {
    expect((await injectRoute(app, regenerateAllRoute)).status).toBe(401);
    expect((await injectRoute(app, regenerateAllRoute, { cookie: member.cookie })).status).toBe(
      403,
    );
    const tooMany = await injectRoute(app, generateBulkRoute, {
      ...asAdmin,
      body: { destinations: Array.from({ length: 101 }, (_, id) => ({ name: 'x', id })) },
    });
    expect(tooMany.status).toBe(400);
    const unknown = await injectRoute(app, generateBulkRoute, {
      ...asAdmin,
      body: { destinations: [{ name: 'Atlantis', id: 1 }] },
    });
    expect(unknown.status).toBe(400);
    const missing = await injectRoute(app, metaRunRoute, {
      ...asAdmin,
      params: { jobId: crypto.randomUUID() },
    });
    expect(missing.status).toBe(404);
  });
});

describe('bulk generation: the first 100 destinations, approved as a diff', () => {
  it('queues, proposes unique meta for 100 pages, and saves only what is approved', async () => {
    const started = await injectRoute(app, generateBulkRoute, {
      ...asAdmin,
      body: { destinations: [] },
    });
    expect(started.status).toBe(202);
    expect(started.body).toMatchObject({
      kind: 'bulk',
      state: 'queued',
      total: 100,
      provider: 'local',
    });
    const run = await runToEnd(started.body.jobId);
    expect(run).toMatchObject({ state: 'completed', done: 100, total: 100, isRunning: false });
    expect(run.proposals).toHaveLength(100);
    expect(run.summary.generated).toBe(100);
    expectUniqueAndInRange(run.proposals);
    expect(run.proposals[0]).toMatchObject({
      pageId: null,
      oldTitle: null,
      path: 'destination/springfield-0/excursions',
    });
    // Nothing is saved before the operator approves.
    const before = await injectRoute(app, seoPagesRoute, {
      ...asAdmin,
      query: { q: 'destination/' },
    });
    expect(before.body.pages).toHaveLength(0);

    const approved = run.proposals.slice(0, 60).map((p) => p.key);
    const applied = await injectRoute(app, applyMetaRunRoute, {
      ...asAdmin,
      params: { jobId: run.jobId },
      body: { keys: approved },
    });
    expect(applied.body.summary).toEqual({ successful: 60, generated: 60, skipped: 0 });
    const pages = await injectRoute(app, seoPagesRoute, {
      ...asAdmin,
      query: { q: 'destination/', limit: 100 },
    });
    expect(pages.body.pages).toHaveLength(60);
    expect(pages.body.pages.every((p) => p.status === 'active')).toBe(true);
    // Applying again changes nothing: those pages exist now.
    const again = await injectRoute(app, applyMetaRunRoute, {
      ...asAdmin,
      params: { jobId: run.jobId },
      body: { keys: approved },
    });
    expect(again.body.summary).toMatchObject({ successful: 0, skipped: 60 });
  });

  it('regenerate-all rewrites pages whose meta is a duplicate, keeping every text unique', async () => {
    // Two hand-written pages sharing one title and description.
    for (const slug of ['town-120', 'town-121']) {
      await injectRoute(app, createSeoPageRoute, {
        ...asAdmin,
        body: {
          path: `destination/${slug}/hotels`,
          title: 'Best hotels',
          description: 'Stay here.',
          status: 'active',
        },
      });
    }
    const started = await injectRoute(app, regenerateAllRoute, asAdmin);
    expect(started.status).toBe(202);
    const run = await runToEnd(started.body.jobId);
    expect(run.state).toBe('completed');
    const rewritten = run.proposals.filter((p) => p.oldTitle === 'Best hotels');
    expect(rewritten).toHaveLength(2);
    expect(rewritten[0]!.newTitle).toMatch(/Hotels|Stay/);
    // The 60 pages the bulk run wrote are unique already: nothing to change there.
    expect(run.proposals).toHaveLength(2);
    const applied = await injectRoute(app, applyMetaRunRoute, {
      ...asAdmin,
      params: { jobId: run.jobId },
      body: { keys: rewritten.map((p) => p.key) },
    });
    expect(applied.body.summary.successful).toBe(2);
  });
});

describe('a run resumes after a crashed attempt', () => {
  it('continues from the checkpoint, keeping the proposals already made', async () => {
    const calls: string[] = [];
    const local = createLocalMetaWriter();
    let crashed = false;
    const crashingOnce: SeoMetaWriter = {
      kind: 'local',
      name: 'crashing',
      async write(facts, options) {
        if (facts.name === 'Town 90' && !crashed) {
          crashed = true;
          throw new Error('worker died');
        }
        calls.push(facts.name);
        return local.write(facts, options);
      },
    };
    const handler = createMetaRunHandler({ db, log }, crashingOnce);
    // Destinations with no page yet (the bulk test saved pages for the first 60).
    const codes = Array.from({ length: 50 }, (_, i) => 900_060 + i);
    const jobId = crypto.randomUUID();
    const attempt = (retryCount: number) => ({ id: jobId, retryCount, retryLimit: 3 });
    await expect(handler({ kind: 'bulk', codes }, attempt(0))).rejects.toThrow('worker died');
    const midway = await readJobProgress(db, jobId);
    expect(midway).toMatchObject({ state: 'running', done: 30, total: 50 });
    expect(calls).toHaveLength(30);
    await handler({ kind: 'bulk', codes }, attempt(1));
    const done = await readJobProgress(db, jobId);
    expect(done).toMatchObject({ state: 'completed', done: 50 });
    // Items 0–29 were not written again.
    expect(calls).toHaveLength(50);
    expect(calls.slice(30, 32)).toEqual(['Town 90', 'Town 91']);
    const result = done!.result as TMetaRun;
    expect(result.proposals).toHaveLength(50);
    expectUniqueAndInRange(result.proposals);
  });
});

describe('a run with Claude (Anthropic fake)', async () => {
  const fake = await startFakeAnthropic();
  afterAll(() => fake.close());

  it("keeps Claude's texts that fit and are unique, and composes the rest locally", async () => {
    let n = 0;
    fake.answer((request) => {
      n += 1;
      const place = /Destination: (.*)/.exec(request.body.messages?.[0]?.content ?? '')?.[1] ?? '';
      if (n === 2) return { kind: 'status', status: 529 };
      if (n === 3)
        return {
          kind: 'json',
          value: { title: 'Too short', description: 'Short.', keywords: 'x' },
        };
      return {
        kind: 'json',
        value: {
          title: `Claude picks for ${place}: tours and day trips ${n}`.padEnd(55, '!'),
          description: `Claude wrote this for ${place}. `.padEnd(155, 'x'),
          keywords: `${place.toLowerCase()}, tours`,
        },
      };
    });
    const writer = createAnthropicMetaWriter({
      apiKey: 'sk-ant-test',
      baseUrl: fake.baseUrl,
      model: 'claude-test',
    });
    const handler = createMetaRunHandler({ db, log }, writer);
    const jobId = crypto.randomUUID();
    await handler(
      { kind: 'bulk', codes: [900_125, 900_126, 900_127, 900_128] },
      { id: jobId, retryCount: 0, retryLimit: 0 },
    );
    const result = (await readJobProgress(db, jobId))!.result as TMetaRun;
    expect(result.provider).toBe('anthropic');
    expect(result.proposals.map((p) => p.provider)).toEqual([
      'anthropic',
      'local',
      'local',
      'anthropic',
    ]);
    expect(result.proposals[0]!.newTitle).toContain('Claude picks for Town 125');
    expectUniqueAndInRange(result.proposals);
    expect(fake.requests).toHaveLength(4);
  });
});
