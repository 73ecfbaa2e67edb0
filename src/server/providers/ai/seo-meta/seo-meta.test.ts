import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { startFakeOpenAi } from '../fake-openai.ts';
import { createAnthropicMetaWriter } from './anthropic-meta.ts';
import { startFakeAnthropic } from './fake-anthropic.ts';
import { composeMeta } from './local-meta.ts';
import { createOpenAiMetaWriter } from './openai-meta.ts';
import type { MetaFacts } from './seo-meta.ts';
import { createSeoMetaWriter } from './select-meta.ts';

const log = pino({ level: 'silent' });
const none = { titles: new Set<string>(), descriptions: new Set<string>() };

function facts(overrides: Partial<MetaFacts> = {}): MetaFacts {
  return {
    kind: 'excursions',
    name: 'Lisbon',
    countryName: 'Portugal',
    region: 'Europe',
    bestSeason: 'May–June and September–October, mild weather and fewer crowds than midsummer',
    topTours: ['Tram 28 and Alfama Walking Tour', 'Sintra and Cascais Day Trip'],
    tourCount: 240,
    avgRating: 4.7,
    priceFrom: 19,
    memberPosts: 12,
    latitude: 38.72,
    longitude: -9.13,
    ...overrides,
  };
}

const inRanges = (draft: { title: string; description: string }) => {
  expect(draft.title.length, draft.title).toBeGreaterThanOrEqual(50);
  expect(draft.title.length, draft.title).toBeLessThanOrEqual(60);
  expect(draft.description.length, draft.description).toBeGreaterThanOrEqual(150);
  expect(draft.description.length, draft.description).toBeLessThanOrEqual(160);
};

describe('local meta writer', () => {
  it('writes from the facts, inside 50–60 and 150–160 characters', () => {
    const draft = composeMeta(facts(), none);
    inRanges(draft);
    expect(draft.title).toContain('Lisbon');
    expect(draft.description).toContain('Tram 28');
    expect(draft.keywords).toContain('things to do in lisbon');
    const hotels = composeMeta(facts({ kind: 'hotels' }), none);
    inRanges(hotels);
    expect(hotels.title).toMatch(/Hotels|Stay/);
  });

  it('stays in range for one-letter, very long and bare places', () => {
    const cases: Partial<MetaFacts>[] = [
      { name: 'Å', countryName: null, region: null, topTours: [], tourCount: 0 },
      {
        name: 'Llanfairpwllgwyngyllgogerychwyrndrobwllllantysiliogogogoch',
        countryName: 'United Kingdom of Great Britain and Northern Ireland',
      },
      {
        name: 'Santa Cruz de la Sierra',
        topTours: ['A very long tour title that goes on and on about the jungle and rivers'],
        memberPosts: 0,
        priceFrom: null,
        bestSeason: null,
      },
      {
        kind: 'hotels',
        name: 'Ur',
        countryName: null,
        region: null,
        bestSeason: null,
        topTours: [],
      },
    ];
    for (const overrides of cases) inRanges(composeMeta(facts(overrides), none));
  });

  it('no two of 600 destinations share a title or description, same-named places included', () => {
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    const names = ['Springfield', 'Paris', 'San Jose', 'Victoria', 'Georgetown', 'Cordoba'];
    for (let i = 0; i < 600; i += 1) {
      const name = i < 60 ? names[i % names.length]! : `Town ${i}`;
      const draft = composeMeta(
        facts({
          name,
          countryName: i % 3 === 0 ? 'United States' : 'Mexico',
          topTours: i % 2 ? [] : [`${name} old town walk`],
          tourCount: i % 5,
          memberPosts: 0,
          latitude: 10 + (i % 50),
          longitude: -80 - (i % 40) / 7,
        }),
        { titles, descriptions },
      );
      inRanges(draft);
      expect(titles.has(draft.title), draft.title).toBe(false);
      expect(descriptions.has(draft.description), draft.description).toBe(false);
      titles.add(draft.title);
      descriptions.add(draft.description);
    }
  });
});

describe('Anthropic meta writer (Messages API, local fake)', async () => {
  const fake = await startFakeAnthropic();
  afterAll(() => fake.close());
  const writer = createAnthropicMetaWriter({
    apiKey: 'sk-ant-test',
    baseUrl: fake.baseUrl,
    model: 'claude-test',
  });

  it('sends x-api-key, anthropic-version, system and messages; reads the text block', async () => {
    fake.answer({
      kind: 'text',
      text: '```json\n{"title":"Lisbon Tours","description":"See Lisbon.","keywords":["lisbon","tours"]}\n```',
    });
    const draft = await writer.write(facts(), { log, avoid: none });
    expect(draft).toEqual({
      title: 'Lisbon Tours',
      description: 'See Lisbon.',
      keywords: 'lisbon, tours',
    });
    const request = fake.requests.at(-1)!;
    expect(request.url).toBe('/v1/messages');
    expect(request.apiKey).toBe('sk-ant-test');
    expect(request.version).toBe('2023-06-01');
    expect(request.body.model).toBe('claude-test');
    expect(request.body.max_tokens).toBeGreaterThan(0);
    expect(request.body.system).toContain('50-60 characters');
    expect(request.body.messages?.[0]?.content).toContain('Destination: Lisbon');
    expect(request.body.messages?.[0]?.content).toContain('Tram 28');
  });

  it('fails with a reason on an error status, a wrong key or an answer without JSON', async () => {
    fake.answer({ kind: 'status', status: 529 });
    await expect(writer.write(facts(), { log, avoid: none })).rejects.toThrow('HTTP 529');
    fake.answer({ kind: 'text', text: 'Sorry, no.' });
    await expect(writer.write(facts(), { log, avoid: none })).rejects.toThrow('no JSON');
    const wrongKey = createAnthropicMetaWriter({
      apiKey: 'nope',
      baseUrl: fake.baseUrl,
      model: 'm',
    });
    await expect(wrongKey.write(facts(), { log, avoid: none })).rejects.toThrow('HTTP 401');
  });
});

describe('OpenAI meta writer (chat completions, local fake)', async () => {
  const fake = await startFakeOpenAi();
  afterAll(() => fake.close());
  const writer = createOpenAiMetaWriter({
    apiKey: 'sk-test',
    baseUrl: fake.baseUrl,
    model: 'gpt-test',
  });

  it('asks for a JSON object with Bearer auth and reads choices[0].message.content', async () => {
    fake.answer({
      kind: 'json',
      content: { title: 'Porto Tours', description: 'See Porto.', keywords: 'porto' },
    });
    const draft = await writer.write(facts({ name: 'Porto' }), { log, avoid: none });
    expect(draft.title).toBe('Porto Tours');
    const request = fake.requests.at(-1)!;
    expect(request.authorization).toBe('Bearer sk-test');
    expect(request.body.response_format).toEqual({ type: 'json_object' });
    expect(JSON.stringify(request.body.messages)).toContain('Destination: Porto');
  });

  it('fails on a refusal or a server error', async () => {
    fake.answer({ kind: 'refusal' });
    await expect(writer.write(facts(), { log, avoid: none })).rejects.toThrow('refused');
    fake.answer({ kind: 'status', status: 500 });
    await expect(writer.write(facts(), { log, avoid: none })).rejects.toThrow('HTTP 500');
  });
});

describe('choosing the writer', () => {
  it('Anthropic over OpenAI over local', () => {
    const openai = { apiKey: 'k', baseUrl: 'http://x', model: 'm' };
    expect(createSeoMetaWriter({ anthropic: openai, openai }).kind).toBe('anthropic');
    expect(createSeoMetaWriter({ anthropic: undefined, openai }).kind).toBe('openai');
    expect(createSeoMetaWriter({ anthropic: undefined, openai: undefined }).kind).toBe('local');
  });
});
