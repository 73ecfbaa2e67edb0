import os from 'node:os';
import { catalogue } from '../src/server/modules/destinations/catalogue.ts';
import { runScenario, type Scenario, type ScenarioResult } from './scenario.ts';

/**
 * Issue 9 §6: destination autocomplete p99 < 30 ms on the full catalogue (about 23,700 cities,
 * regions and countries of GeoNames). The search box asks once per pause in typing (300 ms), so
 * the load is DESTINATION_CONNECTIONS members typing at once, each request a different text:
 * prefixes ('lis', 'barc') and typos ('lisbn', 'brcelona') of 400 places picked across the
 * catalogue. Popular destinations (6, from tours and posts) is measured beside it.
 */
export const AUTOCOMPLETE_P99_MS = 30;
const DESTINATION_CONNECTIONS = Number(process.env.BENCH_DESTINATION_CONNECTIONS ?? 10);

/** A small deterministic generator, so every run asks the same texts. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** Prefixes and one-letter typos of places across the catalogue (big and small). */
export function autocompleteTexts(count = 400): string[] {
  const next = random(9);
  const rows = catalogue().rows.filter((row) => row.asciiName.length >= 4);
  const texts = new Set<string>(['lisbn', 'cancun', 'new yo', 'par', 'tokio', 'swiss alps']);
  while (texts.size < count) {
    const row = rows[Math.floor(next() * rows.length)]!;
    const name = row.asciiName;
    const kind = next();
    if (kind < 0.5) {
      texts.add(name.slice(0, 3 + Math.floor(next() * Math.min(4, name.length - 2))));
    } else if (kind < 0.8 && name.length >= 5) {
      const at = 1 + Math.floor(next() * (name.length - 2));
      texts.add(name.slice(0, at) + name.slice(at + 1)); // a letter missed
    } else if (name.length >= 5) {
      const at = 1 + Math.floor(next() * (name.length - 3));
      texts.add(name.slice(0, at) + name[at + 1] + name[at] + name.slice(at + 2)); // swapped
    }
  }
  return [...texts];
}

export function destinationScenarios(cookie: string): Scenario[] {
  const texts = autocompleteTexts();
  const path = (q: string) => `/api/search/autocomplete?${new URLSearchParams({ q }).toString()}`;
  return [
    { name: 'GET /api/health (baseline)', path: '/api/health' },
    {
      name: 'GET /api/auth/user (signed in, baseline)',
      path: '/api/auth/user',
      headers: { cookie },
    },
    {
      name: 'GET /api/search/autocomplete (typos and prefixes)',
      path: path('lisbn'),
      headers: { cookie },
      variants: texts.map((q) => ({ path: path(q) })),
    },
    {
      name: 'GET /api/destinations/popular',
      path: '/api/destinations/popular',
      headers: { cookie },
    },
  ];
}

const fmt = (ms: number) => `${ms.toFixed(ms < 10 ? 2 : 1)} ms`;

/** Runs the scenarios on a started server; the markdown block and whether the budget was met. */
export async function benchDestinations(target: {
  url: string;
  cookie: string;
  durationSeconds?: number;
  server?: string;
}): Promise<{ markdown: string; met: boolean; results: ScenarioResult[] }> {
  const durationSeconds = target.durationSeconds ?? Number(process.env.BENCH_DURATION ?? 10);
  const probe = await fetch(`${target.url}/api/search/autocomplete?q=lisbn`, {
    headers: { cookie: target.cookie },
  });
  const first = (await probe.json()) as Array<{ name: string; label: string }>;
  if (!probe.ok || first[0]?.name !== 'Lisbon') {
    throw new Error(`autocomplete probe failed: ${probe.status} ${JSON.stringify(first)}`);
  }
  const results: ScenarioResult[] = [];
  for (const scenario of destinationScenarios(target.cookie)) {
    const options = { connections: DESTINATION_CONNECTIONS, durationSeconds };
    await runScenario(target.url, scenario, { ...options, durationSeconds: 2 }); // warm-up
    const result = await runScenario(target.url, scenario, options);
    results.push(result);
    console.log(
      `${result.name}: ${result.requestsPerSecond} req/s, p50 ${fmt(result.p50)}, p95 ${fmt(result.p95)}, p99 ${fmt(result.p99)}, failed ${result.non2xx + result.errors}`,
    );
  }
  const [, , autocomplete, popular] = results as [
    ScenarioResult,
    ScenarioResult,
    ScenarioResult,
    ScenarioResult,
  ];
  const met =
    autocomplete.p99 < AUTOCOMPLETE_P99_MS &&
    results.every((result) => result.non2xx + result.errors === 0);
  const rows = results.map(
    (r) =>
      `| ${r.name} | ${r.requestsPerSecond} | ${fmt(r.p50)} | ${fmt(r.p95)} | ${fmt(r.p99)} | ${r.non2xx + r.errors} |`,
  );
  const markdown = [
    `Destinations (issue 9): run ${new Date().toISOString()} on the ${target.server ?? 'production build'}, ${catalogue().rows.length.toLocaleString('en-US')} catalogue rows, ${DESTINATION_CONNECTIONS} members typing at once, ${durationSeconds} s per scenario, ${autocompleteTexts().length} different texts (prefixes and one-letter typos), on ${process.platform} ${process.arch} with ${os.cpus().length} cores shared with the load generator. 'lisbn' → ${first[0]?.label}.`,
    '',
    '| scenario | req/s | p50 | p95 | p99 | failed |',
    '|---|---|---|---|---|---|',
    ...rows,
    '',
    `- Autocomplete p99 ${fmt(autocomplete.p99)} < ${AUTOCOMPLETE_P99_MS} ms — ${autocomplete.p99 < AUTOCOMPLETE_P99_MS ? 'met' : 'MISSED'}`,
    `- Popular destinations p99 ${fmt(popular.p99)} (reported)`,
    '- The two baselines ran at the same concurrency in the same run: on a machine busy with other work every figure rises together.',
  ].join('\n');
  return { markdown, met, results };
}
