import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  analyzeMediaRoute,
  enhancePostRoute,
  testAiOnLatestVideoRoute,
} from '../../../contract/ai.ts';
import { loadConfig } from '../../config.ts';
import {
  bandsJpeg,
  lisbonBeachJpeg,
  stagePhoto,
  storeVideo,
} from '../../modules/ai/ai-test-helpers.ts';
import { clientAddress, createTestApp } from '../../test/app.ts';
import { buildPost } from '../../test/content-factories.ts';
import { buildMember } from '../../test/factories.ts';
import { injectRoute } from '../../test/inject.ts';
import type { MediaSignals } from './ai.ts';
import { startFakeOpenAi } from './fake-openai.ts';
import { createLocalAiProvider } from './local.ts';
import { ProviderRecorder } from '../../modules/performance/provider-recorder.ts';
import { createOpenAiProvider } from './openai.ts';
import { createAiProvider, describeAi } from './select.ts';

const fake = await startFakeOpenAi();
afterAll(() => fake.close());

const log = pino({ level: 'silent' }) as unknown as FastifyBaseLogger;
const local = createLocalAiProvider();
const provider = createOpenAiProvider(
  { apiKey: 'sk-test', baseUrl: fake.baseUrl, model: 'gpt-4o-mini', timeoutMs: 1500 },
  local,
);

const modelAnswer = {
  description: 'Golden light over the Tagus as swimmers leave the beach.',
  location: 'Somewhere, Atlantis',
  tags: ['#Beach Life', 'Sunset', 'lisbon'],
  travelInsights: ['Trams 28 and 12 climb to the viewpoints', 'Pastéis de nata are best warm'],
  captions: ['Lisbon, you beauty.', 'Tagus evenings.', 'Golden hour, Lisboa style #lisbon'],
};

let signals: MediaSignals;
beforeEach(async () => {
  fake.requests.length = 0;
  signals = {
    kind: 'image',
    image: await lisbonBeachJpeg(),
    latitude: 38.7223,
    longitude: -9.1393,
    takenAt: '2024-07-15T19:30:00',
    seed: '/uploads/media/x-display.jpg',
  };
});

describe('the OpenAI provider against a local chat-completions server', () => {
  it('sends the photo as an image_url data: URL with the GPS facts, asking for a JSON object', async () => {
    fake.answer({ kind: 'json', content: modelAnswer });
    await provider.analyzeMedia(signals, { log });

    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request).toMatchObject({
      method: 'POST',
      url: '/v1/chat/completions',
      authorization: 'Bearer sk-test',
      body: { model: 'gpt-4o-mini', response_format: { type: 'json_object' } },
    });
    const [system, user] = request!.body.messages!;
    expect(system).toMatchObject({ role: 'system' });
    expect(String(system!.content)).toMatch(/JSON object/);
    expect(user!.role).toBe('user');
    const parts = user!.content as Exclude<NonNullable<typeof user>['content'], string>;
    const text = parts.find((part) => part.type === 'text');
    const image = parts.find((part) => part.type === 'image_url');
    expect(text && 'text' in text ? text.text : '').toMatch(
      /Location from the GPS \(trust it\): Lisbon, Portugal/,
    );
    expect(image && 'image_url' in image ? image.image_url : null).toMatchObject({
      url: expect.stringMatching(/^data:image\/jpeg;base64,\/9j\//),
      detail: 'low',
    });
  });

  it("uses the model's words, keeps the GPS place over its guess, and cleans its tags", async () => {
    fake.answer({ kind: 'json', content: modelAnswer });
    const result = await provider.analyzeMedia(signals, { log });
    expect(result).toMatchObject({
      provider: 'openai:gpt-4o-mini',
      description: modelAnswer.description,
      location: 'Lisbon, Portugal',
      travelInsights: modelAnswer.travelInsights,
      captions: modelAnswer.captions,
    });
    expect(result.tags.slice(0, 3)).toEqual(['beachlife', 'sunset', 'lisbon']);
    expect(result.tags).toContain('beach');
  });

  it('lets the model name a photo without GPS, and completes a short caption list locally', async () => {
    fake.answer({
      kind: 'json',
      content: { ...modelAnswer, location: 'Lisbon, Portugal', captions: ['Only one.'] },
    });
    const result = await provider.analyzeMedia(
      { ...signals, latitude: null, longitude: null },
      { log },
    );
    expect(result.location).toBe('Lisbon, Portugal');
    expect(result.captions).toHaveLength(3);
    expect(result.captions[0]).toBe('Only one.');
  });

  it.each([
    ['a 500', { kind: 'status', status: 500 }],
    ['a 429', { kind: 'status', status: 429 }],
    ['an HTML page', { kind: 'garbage' }],
    ['content that is not JSON', { kind: 'content', content: 'Sure! Here is your JSON: {' }],
    ['JSON of the wrong shape', { kind: 'json', content: { caption: 'no description' } }],
    ['a refusal', { kind: 'refusal' }],
    ['no answer before the timeout', { kind: 'hang' }],
  ] as const)('falls back to the local analysis on %s, and logs why', async (_case, behaviour) => {
    fake.answer(behaviour);
    const warn = vi.spyOn(log, 'warn');
    const result = await provider.analyzeMedia(signals, { log });
    expect(result).toEqual(await local.analyzeMedia(signals, { log }));
    expect(result.provider).toBe('local');
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ provider: 'openai:gpt-4o-mini', reason: expect.any(String) }),
      'AI: OpenAI analysis failed; using the local provider',
    );
    warn.mockRestore();
  });

  it('falls back when the server cannot be reached at all', async () => {
    const offline = createOpenAiProvider(
      { apiKey: 'sk-test', baseUrl: 'http://127.0.0.1:9/v1', model: 'gpt-4o-mini' },
      local,
    );
    const result = await offline.analyzeMedia(signals, { log });
    expect(result.provider).toBe('local');
    expect(result.location).toBe('Lisbon, Portugal');
  });

  it('falls back on a wrong key (401)', async () => {
    const wrongKey = createOpenAiProvider(
      { apiKey: 'sk-wrong', baseUrl: fake.baseUrl, model: 'gpt-4o-mini' },
      local,
    );
    fake.answer({ kind: 'json', content: modelAnswer });
    expect((await wrongKey.analyzeMedia(signals, { log })).provider).toBe('local');
  });

  it('reports each request to the performance summary, a fallen-back one as a failure', async () => {
    const calls = new ProviderRecorder();
    const options = { baseUrl: fake.baseUrl, model: 'gpt-4o-mini', timeoutMs: 1500 };
    const good = createOpenAiProvider({ ...options, apiKey: 'sk-test' }, local, calls);
    const wrongKey = createOpenAiProvider({ ...options, apiKey: 'sk-wrong' }, local, calls);
    fake.answer({ kind: 'json', content: modelAnswer });
    expect((await good.analyzeMedia(signals, { log })).provider).toBe('openai:gpt-4o-mini');
    fake.answer({ kind: 'json', content: modelAnswer });
    expect((await wrongKey.analyzeMedia(signals, { log })).provider).toBe('local');
    const [row] = calls.take().rows;
    expect(row).toMatchObject({ provider: 'ai', calls: 2, errors: 1 });
    expect(row!.lastError).toEqual(expect.any(String));
  });

  it('writes post captions with the model, and keeps the stored thumbnails', async () => {
    fake.answer({
      kind: 'json',
      content: { captions: ['Tram 28 and a view.', 'Lisbon light.', 'Miradouro hopping #lisbon'] },
    });
    const result = await provider.enhancePost(
      {
        post: {
          content: 'Sunset at the miradouro',
          location: 'Lisbon, Portugal',
          tags: ['lisbon'],
        },
        media: signals,
        thumbnails: ['media/a-ai-1.jpg', 'media/a-ai-2.jpg'],
      },
      { log },
    );
    expect(result).toEqual({
      captions: ['Tram 28 and a view.', 'Lisbon light.', 'Miradouro hopping #lisbon'],
      thumbnails: ['media/a-ai-1.jpg', 'media/a-ai-2.jpg'],
      provider: 'openai:gpt-4o-mini',
    });
    const user = fake.requests[0]!.body.messages![1]!;
    expect(JSON.stringify(user.content)).toMatch(/Post text: Sunset at the miradouro/);
  });

  it('sends no image part when there is none (a video without a poster)', async () => {
    fake.answer({ kind: 'json', content: modelAnswer });
    await provider.analyzeMedia({ ...signals, kind: 'video', image: null }, { log });
    const parts = fake.requests[0]!.body.messages![1]!.content as { type: string }[];
    expect(parts.map((part) => part.type)).toEqual(['text']);
  });
});

describe('choosing the provider', () => {
  it('reads OPENAI_API_KEY, OPENAI_BASE_URL and OPENAI_MODEL', () => {
    expect(loadConfig({}).openai).toBeUndefined();
    expect(loadConfig({ OPENAI_API_KEY: 'sk-1' }).openai).toEqual({
      apiKey: 'sk-1',
      baseUrl: 'https://api.openai.com/v1',
      model: 'gpt-4o-mini',
    });
    expect(
      loadConfig({
        OPENAI_API_KEY: 'sk-1',
        OPENAI_BASE_URL: 'http://localhost:11434/v1/',
        OPENAI_MODEL: 'llava',
      }).openai,
    ).toEqual({ apiKey: 'sk-1', baseUrl: 'http://localhost:11434/v1', model: 'llava' });
    expect(() => loadConfig({ OPENAI_API_KEY: 'sk-1', OPENAI_BASE_URL: 'not a url' })).toThrow(
      /OPENAI_BASE_URL/,
    );
  });

  it('is local without a key and OpenAI with one', () => {
    expect(createAiProvider({ openai: undefined }).name).toBe('local');
    const openai = { apiKey: 'sk-1', baseUrl: 'https://api.openai.com/v1', model: 'gpt-4o-mini' };
    expect(createAiProvider({ openai }).name).toBe('openai:gpt-4o-mini');
    expect(describeAi({ openai })).toBe('OpenAI gpt-4o-mini at api.openai.com, local fallback');
  });
});

describe('the routes with OPENAI_API_KEY set', async () => {
  const { app, database } = await createTestApp({
    openai: { apiKey: 'sk-test', baseUrl: fake.baseUrl, model: 'gpt-4o-mini' },
  });

  it('analyze-media answers with the model, or with the local analysis when it fails', async () => {
    const { user, cookie } = await buildMember(database);
    const row = await stagePhoto(app, { userId: user.id, bytes: await lisbonBeachJpeg() });
    const body = { mediaUrl: row.url, mediaType: 'image' as const };

    fake.answer({ kind: 'json', content: modelAnswer });
    const good = await injectRoute(app, analyzeMediaRoute, {
      cookie,
      body,
      remoteAddress: clientAddress(),
    });
    expect(good.status).toBe(200);
    expect(good.body.description).toBe(modelAnswer.description);
    expect(good.body.location).toBe('Lisbon, Portugal');

    fake.answer({ kind: 'status', status: 503 });
    const fallback = await injectRoute(app, analyzeMediaRoute, {
      cookie,
      body,
      remoteAddress: clientAddress(),
    });
    expect(fallback.status).toBe(200);
    expect(fallback.body.description).toMatch(/^A summer evening on a sandy beach/);
  });

  it('enhance stores the model captions', async () => {
    const { user, cookie } = await buildMember(database);
    const post = await buildPost(database, { userId: user.id, location: 'Porto, Portugal' });
    fake.answer({
      kind: 'json',
      content: { captions: ['Porto!', 'Ribeira nights.', '#porto vibes'] },
    });
    const { status, body } = await injectRoute(app, enhancePostRoute, {
      cookie,
      params: { id: post.id },
      remoteAddress: clientAddress(),
    });
    expect(status).toBe(200);
    expect(body.aiCaptions).toEqual(['Porto!', 'Ribeira nights.', '#porto vibes']);
  });

  it('the AI test page says which provider answered', async () => {
    const { user, cookie } = await buildMember(database);
    await storeVideo(app, { userId: user.id, poster: await bandsJpeg([[1, '#3f8f3a']]) });
    fake.answer({ kind: 'json', content: modelAnswer });
    expect((await injectRoute(app, testAiOnLatestVideoRoute, { cookie })).body.provider).toBe(
      'openai:gpt-4o-mini',
    );
    fake.answer({ kind: 'garbage' });
    const fallback = await injectRoute(app, testAiOnLatestVideoRoute, { cookie });
    expect(fallback.body.provider).toBe('local');
    expect(fallback.body.result?.tags).toContain('nature');
  });
});
