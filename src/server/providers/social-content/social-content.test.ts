import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { checkSocialPost, xWeightedLength } from '../../../contract/social-rules.ts';
import { startFakeAnthropic } from '../ai/seo-meta/fake-anthropic.ts';
import { startFakeOpenAi } from '../ai/fake-openai.ts';
import type { ContentBrief } from './content.ts';
import { startFakeOpenAiMedia } from './fake-openai-media.ts';
import { fitDraft } from './fit-rules.ts';
import { composeCard, composePhoto, imageSizeFor } from './image-composer.ts';
import { writeLocally } from './local-writer.ts';
import { createOpenAiImages } from './openai-images.ts';
import { createAnthropicTextWriter, createOpenAiTextWriter } from './vendor-writers.ts';

const anthropic = await startFakeAnthropic();
const openai = await startFakeOpenAi();
const media = await startFakeOpenAiMedia();
afterAll(async () => {
  await Promise.all([anthropic.close(), openai.close(), media.close()]);
});

const brief = (overrides: Partial<ContentBrief> = {}): ContentBrief => ({
  platform: 'instagram',
  contentType: 'image',
  tone: 'inspirational',
  strategy: 'destination_highlights',
  destination: { name: 'Kyoto', country: 'Japan', tourCount: 420 },
  memberNotes: ['Fushimi Inari at dawn, before the crowds: thousands of torii and nobody else.'],
  blogPosts: [
    { title: 'Kyoto in Autumn', excerpt: 'Maple leaves and temple gardens.', slug: 'kyoto' },
  ],
  hashtagCount: 12,
  brandingElements: ['Roamly Japan'],
  month: 10,
  ...overrides,
});

describe('the offline writer', () => {
  it('writes from the facts for every tone, with the hashtags asked for', () => {
    for (const tone of [
      'professional',
      'casual',
      'inspirational',
      'educational',
      'entertaining',
    ] as const) {
      const draft = writeLocally(brief({ tone }));
      expect(draft.caption).toContain('Kyoto');
      expect(draft.caption).toContain('Fushimi Inari');
      expect(draft.hashtags).toHaveLength(12);
      expect(draft.hashtags.slice(0, 3)).toEqual(['Kyoto', 'VisitKyoto', 'Japan']);
      expect(new Set(draft.hashtags.map((tag) => tag.toLowerCase())).size).toBe(12);
    }
    expect(writeLocally(brief({ hashtagCount: 0 })).hashtags).toEqual([]);
    expect(writeLocally(brief({ strategy: 'blog_repurpose' })).caption).toContain(
      'Kyoto in Autumn',
    );
  });

  it('fits X’s 280 weighted characters by dropping hashtags, then cutting the text', () => {
    const long = { caption: `${'東京の夜 '.repeat(60)}`, hashtags: ['Kyoto', 'Japan', 'Travel'] };
    const { draft, problems } = fitDraft('twitter', 'text', long, []);
    expect(problems).toEqual([]);
    expect(draft.hashtags).toEqual([]);
    expect(xWeightedLength(draft.caption)).toBeLessThanOrEqual(280);
    const tags = Array.from({ length: 40 }, (_, i) => `Tag${i}`);
    const many = fitDraft('instagram', 'image', { caption: 'Kyoto', hashtags: tags }, [
      { kind: 'image', width: 1080, height: 1350 },
    ]);
    expect(many.draft.hashtags).toHaveLength(30);
    expect(many.problems).toEqual([]);
  });

  it('leaves what it cannot fix as problems (a video post without a video)', () => {
    const { problems } = fitDraft('tiktok', 'video', { caption: 'Kyoto', hashtags: [] }, []);
    expect(problems.join(' ')).toMatch(/needs a photo or video|needs a video/);
  });
});

describe('the vendors', () => {
  it('Claude answers the JSON asked for through the Messages API', async () => {
    anthropic.answer({
      kind: 'json',
      value: { caption: 'Kyoto, slowly.', hashtags: ['#Kyoto', 'Japan', 'bad tag!'] },
    });
    const writer = createAnthropicTextWriter({
      apiKey: 'sk-ant-test',
      baseUrl: anthropic.baseUrl,
      model: 'claude-test',
    });
    expect(await writer.write(brief())).toEqual({
      caption: 'Kyoto, slowly.',
      hashtags: ['Kyoto', 'Japan', 'badtag'],
    });
    const sent = anthropic.requests.at(-1)!;
    expect(sent.version).toBe('2023-06-01');
    expect(sent.body.messages![0]!.content).toContain('Destination: Kyoto, Japan');
    anthropic.answer({ kind: 'text', text: 'no json here' });
    await expect(writer.write(brief())).rejects.toThrow(/no JSON/);
    anthropic.answer({ kind: 'status', status: 529 });
    await expect(writer.write(brief())).rejects.toThrow(/HTTP 529/);
  });

  it('OpenAI answers through chat completions in JSON mode', async () => {
    openai.answer({
      kind: 'json',
      content: { caption: 'Temples and maples.', hashtags: ['Kyoto'] },
    });
    const writer = createOpenAiTextWriter({
      apiKey: 'sk-test',
      baseUrl: openai.baseUrl,
      model: 'gpt-test',
    });
    expect(await writer.write(brief())).toEqual({
      caption: 'Temples and maples.',
      hashtags: ['Kyoto'],
    });
    expect(openai.requests.at(-1)!.body.response_format).toEqual({ type: 'json_object' });
    openai.answer({ kind: 'garbage' });
    await expect(writer.write(brief())).rejects.toThrow();
  });

  it('OpenAI draws an image of the asked shape and keeps a reference file', async () => {
    const images = createOpenAiImages({ apiKey: 'sk-test', baseUrl: media.baseUrl });
    const png = await images.generate('Kyoto at dawn', 'portrait');
    expect(await sharp(png).metadata()).toMatchObject({ width: 1024, height: 1536 });
    expect(JSON.parse(media.requests.at(-1)!.body.toString())).toMatchObject({
      model: 'gpt-image-1',
      size: '1024x1536',
      n: 1,
    });
    expect(await images.uploadFile(png, 'ref.png', 'image/png')).toMatch(/^file-fake/);
    media.failNext(500);
    await expect(images.generate('x', 'square')).rejects.toThrow(/HTTP 500/);
    const wrongKey = createOpenAiImages({ apiKey: 'nope', baseUrl: media.baseUrl });
    await expect(wrongKey.uploadFile(png, 'a.png', 'image/png')).rejects.toThrow(
      /Incorrect API key/,
    );
  });
});

describe('the composer', () => {
  it('crops to each platform’s shape within its rules, and draws a card without a photo', async () => {
    const source = await sharp({
      create: { width: 1200, height: 800, channels: 3, background: '#888' },
    })
      .jpeg()
      .toBuffer();
    for (const [platform, type] of [
      ['instagram', 'image'],
      ['instagram', 'story'],
      ['twitter', 'image'],
      ['facebook', 'image'],
      ['linkedin', 'image'],
      ['tiktok', 'image'],
    ] as const) {
      const size = imageSizeFor(platform, type);
      const meta = await sharp(
        await composePhoto(source, size, { title: 'Kyoto', credit: 'Photo: Ana' }),
      ).metadata();
      expect([meta.width, meta.height]).toEqual([size.width, size.height]);
      expect(
        checkSocialPost(platform, {
          contentType: type,
          caption: 'Kyoto',
          hashtags: [],
          media: [{ kind: 'image', width: meta.width!, height: meta.height! }],
        }),
      ).toEqual([]);
    }
    const card = await sharp(
      await composeCard({ width: 1080, height: 1350 }, { title: 'Kyoto & <Nara>' }),
    ).metadata();
    expect([card.width, card.height, card.format]).toEqual([1080, 1350, 'jpeg']);
  });
});
