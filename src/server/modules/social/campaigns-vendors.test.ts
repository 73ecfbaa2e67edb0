import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import {
  createCampaignRoute,
  generateContentRoute,
  socialServiceStatusRoute,
} from '../../../contract/social-campaigns.ts';
import { startFakeAnthropic } from '../../providers/ai/seo-meta/fake-anthropic.ts';
import { startFakeOpenAiMedia } from '../../providers/social-content/fake-openai-media.ts';
import { createTestApp } from '../../test/app.ts';
import { buildMember } from '../../test/factories.ts';
import { injectRoute } from '../../test/inject.ts';
import { postForm } from '../uploads/upload-test-helpers.ts';

/** With ANTHROPIC_* and OPENAI_* set: Claude writes, OpenAI draws and keeps the reference image. */
const anthropic = await startFakeAnthropic();
const openai = await startFakeOpenAiMedia();
afterAll(async () => {
  await Promise.all([anthropic.close(), openai.close()]);
});
const { app, database } = await createTestApp({
  anthropic: { apiKey: 'sk-ant-test', baseUrl: anthropic.baseUrl, model: 'claude-test' },
  openai: { apiKey: 'sk-test', baseUrl: openai.baseUrl, model: 'gpt-test' },
});
const admin = await buildMember(database, { role: 'admin' });

describe('campaigns with vendors configured', () => {
  it('the status names them', async () => {
    const status = await injectRoute(app, socialServiceStatusRoute, { cookie: admin.cookie });
    expect(status.body).toMatchObject({
      services: { anthropic: true, runway: false },
      textProvider: 'anthropic',
      imageProvider: 'openai',
    });
  });

  it('Claude writes the captions; OpenAI draws a place nobody photographed; the reference image gets a file id', async () => {
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#abc' } })
      .png()
      .toBuffer();
    const upload = await postForm(
      app,
      '/api/social-media/upload-reference-image',
      [['referenceImage', png, 'ref.png', 'image/png']],
      { cookie: admin.cookie },
    );
    expect(upload.status).toBe(201);
    expect(upload.body.openaiFileId).toMatch(/^file-fake/);
    const withReference = await injectRoute(app, createCampaignRoute, {
      cookie: admin.cookie,
      body: {
        name: 'Referenced',
        strategy: 'seasonal_content',
        targetPlatforms: ['twitter'],
        contentTypes: ['image'],
        referenceImageUrl: String(upload.body.referenceImageUrl),
      },
    });
    expect(withReference.body.campaign.openaiFileId).toBe(upload.body.openaiFileId);

    const campaign = await injectRoute(app, createCampaignRoute, {
      cookie: admin.cookie,
      body: {
        name: 'Drawn',
        strategy: 'destination_highlights',
        targetPlatforms: ['instagram'],
        contentTypes: ['image'],
      },
    });
    anthropic.answer({
      kind: 'json',
      value: { caption: 'London in the soft morning light.', hashtags: ['London', 'Travel'] },
    });
    const generated = await injectRoute(app, generateContentRoute, {
      cookie: admin.cookie,
      body: { campaignId: campaign.body.campaign.id },
    });
    const [post] = generated.body.scheduledPosts;
    expect(post).toMatchObject({
      status: 'ready',
      content: { caption: 'London in the soft morning light.', hashtags: ['London', 'Travel'] },
      imageCredits: [{ author: 'OpenAI gpt-image-1', licence: 'AI-generated image' }],
    });
    expect(openai.requests.some((request) => request.path === '/v1/images/generations')).toBe(true);

    // Claude down: the offline writer keeps the campaign going.
    anthropic.answer({ kind: 'status', status: 500 });
    const fallback = await injectRoute(app, generateContentRoute, {
      cookie: admin.cookie,
      body: { campaignId: campaign.body.campaign.id },
    });
    expect(fallback.body.scheduledPosts[0]!.status).toBe('ready');
    expect(fallback.body.scheduledPosts[0]!.content.caption).toContain('London');
  });
});
