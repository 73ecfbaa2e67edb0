import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { listAuditRoute } from '../../../contract/audit.ts';
import {
  CAMPAIGN_MESSAGES,
  campaignPostsRoute,
  campaignPreviewRoute,
  createCampaignRoute,
  deleteCampaignPostRoute,
  editCampaignPostRoute,
  generateContentRoute,
  listCampaignsRoute,
  publishCampaignPostRoute,
  retryCampaignPostRoute,
  scheduleCampaignPostRoute,
  scheduleContentRoute,
  scheduledPostsRoute,
  socialServiceStatusRoute,
  updateCampaignRoute,
  type TCampaignPost,
  type TCreateCampaignBody,
} from '../../../contract/social-campaigns.ts';
import { checkSocialPost, xWeightedLength } from '../../../contract/social-rules.ts';
import { saveSocialAccount } from '../../../db/queries/social-accounts.ts';
import { blogPosts, destinations, posts } from '../../../db/schema/index.ts';
import type { AppConfig } from '../../config.ts';
import { startFakeSocial } from '../../providers/social/fake-social.ts';
import { createTestApp } from '../../test/app.ts';
import { buildMember } from '../../test/factories.ts';
import { injectRoute } from '../../test/inject.ts';
import { encryptCredential } from '../admin-inbox/mailbox-secret.ts';
import { postForm } from '../uploads/upload-test-helpers.ts';
import { readStored } from './stored-media.ts';

const fake = await startFakeSocial();
afterAll(() => fake.close());
const social: AppConfig['social'] = {
  clients: { instagram: { clientId: 'c', clientSecret: 's' } },
  urls: {
    x: fake.urls.x,
    graph: fake.urls.graph,
    linkedinApi: fake.urls.linkedin,
    linkedinOAuth: fake.urls.linkedin,
    tiktok: fake.urls.tiktok,
  },
  linkedinVersion: '202411',
};
const { app, database } = await createTestApp({ social, baseUrl: 'https://roamly.example' });
const db = database.db;
const admin = await buildMember(database, { role: 'admin' });
const member = await buildMember(database);
const traveller = await buildMember(database, { firstName: 'Ana', lastName: 'Sousa' });

const city = (code: number, name: string, countryCode: string, population: number) => ({
  code,
  slug: name.toLowerCase(),
  name,
  asciiName: name.toLowerCase(),
  type: 'city' as const,
  countryCode,
  latitude: 40,
  longitude: -9,
  population,
  tourCount: 120,
});
await db.insert(destinations).values([
  city(1, 'London', 'GB', 9_000_000),
  city(2, 'Lisbon', 'PT', 500_000),
  city(3, 'Paris', 'FR', 2_100_000),
  // A town in Turkey whose name is an English word: a description's "of" is not it.
  city(4, 'Of', 'TR', 20_000),
]);
// A member's photo of Lisbon and one of Paris: a Lisbon campaign may only use the first.
const storePhoto = async (key: string, colour: string) =>
  app.deps.storage.put(
    key,
    await sharp({ create: { width: 1600, height: 1200, channels: 3, background: colour } })
      .jpeg()
      .toBuffer(),
    'image/jpeg',
  );
const lisbonPhoto = await storePhoto('posts/lisbon.jpg', '#e0a040');
const parisPhoto = await storePhoto('posts/paris.jpg', '#4060e0');
const [lisbonPost] = await db
  .insert(posts)
  .values([
    {
      userId: traveller.user.id,
      content: 'Sunset over Alfama from the Miradouro de Santa Luzia, the trams rattling below.',
      imageUrl: lisbonPhoto,
      destinationCode: 2,
      likesCount: 12,
    },
    {
      userId: traveller.user.id,
      content: 'Paris in the rain, a café on every corner and the Seine glowing at night.',
      imageUrl: parisPhoto,
      destinationCode: 3,
      likesCount: 50,
    },
  ])
  .returning();
await db.insert(blogPosts).values({
  title: 'A Long Weekend in Lisbon',
  slug: 'long-weekend-lisbon',
  excerpt: 'Pastéis de nata, miradouros and the best tram rides.',
  category: 'guides',
  status: 'published',
  publishedAt: new Date(),
});

const body = (overrides: Partial<TCreateCampaignBody> = {}): TCreateCampaignBody => ({
  name: 'Spring in Portugal',
  description: 'The viewpoints of Lisbon and Paris, ten slow days at their best.',
  strategy: 'destination_highlights',
  targetPlatforms: ['twitter', 'instagram'],
  contentTypes: ['image'],
  ...overrides,
});

async function create(overrides: Partial<TCreateCampaignBody> = {}) {
  const response = await injectRoute(app, createCampaignRoute, {
    cookie: admin.cookie,
    body: body(overrides),
  });
  expect(response.status).toBe(201);
  return response.body.campaign;
}

async function generate(campaignId: number, destinationName?: string) {
  const response = await injectRoute(app, generateContentRoute, {
    cookie: admin.cookie,
    body: { campaignId, ...(destinationName ? { destinationName } : {}) },
  });
  expect(response.status).toBe(200);
  return response.body;
}

describe('campaign routes', () => {
  it('are for admins only: anonymous 401, a member 403', async () => {
    const routes = [
      () => injectRoute(app, listCampaignsRoute, {}),
      () => injectRoute(app, socialServiceStatusRoute, {}),
      () => injectRoute(app, createCampaignRoute, { body: body() }),
      () => injectRoute(app, generateContentRoute, { body: {} }),
    ];
    for (const call of routes) expect((await call()).status).toBe(401);
    expect((await injectRoute(app, listCampaignsRoute, { cookie: member.cookie })).status).toBe(
      403,
    );
    expect(
      (await injectRoute(app, createCampaignRoute, { cookie: member.cookie, body: body() })).status,
    ).toBe(403);
    expect(
      (await injectRoute(app, generateContentRoute, { cookie: member.cookie, body: {} })).status,
    ).toBe(403);
    const upload = await postForm(
      app,
      '/api/social-media/upload-reference-image',
      [
        [
          'referenceImage',
          await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
            .png()
            .toBuffer(),
          'a.png',
          'image/png',
        ],
      ],
      { cookie: member.cookie },
    );
    expect(upload.status).toBe(403);
  });

  it('refuse a bad form with the form’s messages', async () => {
    const refused = async (overrides: Record<string, unknown>) => {
      const response = await injectRoute(app, createCampaignRoute, {
        cookie: admin.cookie,
        body: { ...body(), ...overrides } as TCreateCampaignBody,
      });
      expect(response.status).toBe(400);
      return response.message;
    };
    expect(await refused({ name: '  ' })).toContain(CAMPAIGN_MESSAGES.nameRequired);
    expect(await refused({ targetPlatforms: [] })).toContain(CAMPAIGN_MESSAGES.platformsRequired);
    expect(await refused({ contentTypes: [] })).toContain(CAMPAIGN_MESSAGES.contentTypesRequired);
    expect(await refused({ strategy: 'spam' })).not.toBe('');
    expect(await refused({ schedulingRules: { timesPerDay: 11 } })).not.toBe('');
    expect(await refused({ contentSettings: { hashtagCount: 4 } })).not.toBe('');
    expect(await refused({ schedulingRules: { timezone: 'Mars/Olympus' } })).toContain(
      'Unknown time zone',
    );
    expect(await refused({ referenceImageUrl: 'https://evil.example/x.jpg' })).toContain(
      'Upload the reference image first',
    );
  });

  it('create with the spec’s defaults, list with totals, pause and resume (audited)', async () => {
    const campaign = await create({ name: 'Defaults' });
    expect(campaign).toMatchObject({
      name: 'Defaults',
      isActive: true,
      totalPosts: 0,
      successRate: 0,
      schedulingRules: {
        frequency: 'daily',
        timesPerDay: 2,
        preferredTimes: ['09:00', '17:00'],
        timezone: 'UTC',
      },
      contentSettings: { tone: 'inspirational', includeHashtags: true, hashtagCount: 15 },
      analytics: {
        totalPosts: 0,
        publishedPosts: 0,
        engagementData: { avgLikes: 0, totalReach: 0 },
      },
    });
    const paused = await injectRoute(app, updateCampaignRoute, {
      cookie: admin.cookie,
      params: { id: campaign.id },
      body: { isActive: false },
    });
    expect(paused.body.campaign.isActive).toBe(false);
    await injectRoute(app, updateCampaignRoute, {
      cookie: admin.cookie,
      params: { id: campaign.id },
      body: { isActive: true },
    });
    const list = await injectRoute(app, listCampaignsRoute, { cookie: admin.cookie });
    expect(list.body.campaigns[0]!.id).toBe(campaign.id);
    const audit = await injectRoute(app, listAuditRoute, {
      cookie: admin.cookie,
      query: { objectType: 'social_campaign', objectId: String(campaign.id) },
    });
    expect(audit.body.items.map((item) => item.action).sort()).toEqual([
      'social.campaign.create',
      'social.campaign.pause',
      'social.campaign.resume',
    ]);
    const missing = await injectRoute(app, updateCampaignRoute, {
      cookie: admin.cookie,
      params: { id: 999_999 },
      body: { isActive: false },
    });
    expect(missing.status).toBe(404);
    expect(missing.message).toBe('Campaign not found');
  });
});

describe('content generation', () => {
  it('writes one post per platform and compatible type, each inside its platform’s rules', async () => {
    const campaign = await create({
      targetPlatforms: ['twitter', 'instagram', 'tiktok', 'roamly'],
      contentTypes: ['image', 'text', 'story', 'video'],
      schedulingRules: { timezone: 'Europe/Lisbon', preferredTimes: ['10:30'], timesPerDay: 1 },
      contentSettings: { hashtagCount: 8, tone: 'casual' },
    });
    const result = await generate(campaign.id);
    // The description names Lisbon first (after the word "of", which is not the town Of).
    expect(result.destination).toBe('Lisbon');
    const pairs = result.scheduledPosts
      .map((post) => `${post.platform}:${post.contentType}`)
      .sort();
    expect(pairs).toEqual([
      'instagram:image',
      'instagram:story',
      'instagram:video',
      'roamly:image',
      'roamly:text',
      'roamly:video',
      'tiktok:image',
      'tiktok:video',
      'twitter:image',
      'twitter:text',
      'twitter:video',
    ]);
    for (const post of result.scheduledPosts) {
      if (post.contentType === 'video') {
        // No video generator: the post says why it cannot be ready.
        expect(post.status).toBe('failed');
        expect(post.problems.join(' ')).toMatch(/needs a video/);
        continue;
      }
      expect(post.status).toBe('ready');
      expect(post.problems).toEqual([]);
      expect(post.hashtags.length).toBeLessThanOrEqual(8);
      expect(post.content.caption).toContain('Lisbon');
      const stored = await Promise.all(
        post.mediaUrls.map(async (url) =>
          sharp(await readStored(app.deps.storage, url)).metadata(),
        ),
      );
      expect(
        checkSocialPost(post.platform, {
          contentType: post.contentType,
          caption: post.content.caption,
          hashtags: post.hashtags,
          media: stored.map((meta) => ({
            kind: 'image',
            width: meta.width!,
            height: meta.height!,
          })),
        }),
      ).toEqual([]);
      // Only the Lisbon photo is ever used, credited to its author.
      for (const credit of post.imageCredits) {
        expect(credit).toMatchObject({
          author: 'Ana Sousa',
          sourceUrl: `/posts/${lisbonPost!.id}`,
        });
      }
      // Default times: 10:30 in Lisbon.
      const local = new Intl.DateTimeFormat('en-GB', {
        timeZone: 'Europe/Lisbon',
        hour: '2-digit',
        minute: '2-digit',
      }).format(new Date(post.scheduledFor!));
      expect(local).toBe('10:30');
    }
    const tweet = result.scheduledPosts.find(
      (p) => p.platform === 'twitter' && p.contentType === 'text',
    )!;
    expect(
      xWeightedLength(
        `${tweet.content.caption}\n\n${tweet.hashtags.map((t) => `#${t}`).join(' ')}`,
      ),
    ).toBeLessThanOrEqual(280);
    const story = result.scheduledPosts.find((p) => p.contentType === 'story')!;
    const storyMeta = await sharp(await readStored(app.deps.storage, story.imageUrl!)).metadata();
    expect([storyMeta.width, storyMeta.height]).toEqual([1080, 1920]);
    // Distinct default times, one per ready post.
    const times = result.scheduledPosts.flatMap((p) => (p.scheduledFor ? [p.scheduledFor] : []));
    expect(new Set(times).size).toBe(times.length);

    const preview = await injectRoute(app, campaignPreviewRoute, {
      cookie: admin.cookie,
      params: { id: campaign.id },
    });
    expect(preview.body.success).toBe(true);
    expect(typeof preview.body.posts[0]!.content).toBe('string');
    const list = await injectRoute(app, listCampaignsRoute, { cookie: admin.cookie });
    expect(list.body.campaigns.find((c) => c.id === campaign.id)).toMatchObject({
      totalPosts: 11,
      failedPosts: 4,
      successRate: 0,
    });
  });

  it('a place with no photo gets a drawn card, never someone else’s photo', async () => {
    const campaign = await create({ targetPlatforms: ['instagram'], contentTypes: ['image'] });
    const result = await generate(campaign.id, 'London');
    expect(result.destination).toBe('London');
    expect(result.scheduledPosts[0]).toMatchObject({ status: 'ready', imageCredits: [] });
  });

  it('a carousel without two photos of the place is not ready', async () => {
    const campaign = await create({ targetPlatforms: ['instagram'], contentTypes: ['carousel'] });
    const [post] = (await generate(campaign.id)).scheduledPosts;
    expect(post).toMatchObject({ status: 'failed', retryable: false });
    expect(post!.error).toMatch(/at least two photos/);
  });

  it('the test card (no campaign) writes a caption and an image about London', async () => {
    const response = await injectRoute(app, generateContentRoute, {
      cookie: admin.cookie,
      body: {},
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      success: true,
      destination: 'London',
      scheduledPosts: [],
    });
    expect(response.body.aiContent.caption).toContain('London');
    expect(response.body.imageUrl).toMatch(/^\/uploads\/social\/test\//);
    const missing = await injectRoute(app, generateContentRoute, {
      cookie: admin.cookie,
      body: { campaignId: 424242 },
    });
    expect(missing.status).toBe(404);
  });
});

describe('post actions', () => {
  let campaignId = 0;
  let posts: TCampaignPost[] = [];
  const post = (platform: string, type = 'image') =>
    posts.find((p) => p.platform === platform && p.contentType === type)!;

  it('schedule re-checks the rules and the time; edit, delete and retry follow the states', async () => {
    const campaign = await create({
      targetPlatforms: ['twitter', 'facebook'],
      contentTypes: ['text', 'video'],
    });
    campaignId = campaign.id;
    posts = (await generate(campaign.id)).scheduledPosts;
    const tweet = post('twitter', 'text');
    const at = new Date(Date.now() + 3_600_000).toISOString();

    const past = await injectRoute(app, scheduleCampaignPostRoute, {
      cookie: admin.cookie,
      params: { postId: tweet.id },
      body: { scheduledFor: new Date(Date.now() - 3_600_000).toISOString() },
    });
    expect(past.status).toBe(400);
    expect(past.message).toBe('Choose a time in the future.');

    const scheduled = await injectRoute(app, scheduleCampaignPostRoute, {
      cookie: admin.cookie,
      params: { postId: tweet.id },
      body: { scheduledFor: at },
    });
    expect(scheduled.status).toBe(200);
    expect(scheduled.body.post).toMatchObject({ status: 'scheduled', scheduledFor: at });
    const tab = await injectRoute(app, scheduledPostsRoute, { cookie: admin.cookie });
    expect(tab.body.posts.map((p) => p.id)).toContain(tweet.id);

    // Too long for X: refused with X's rule, the post unchanged.
    const long = await injectRoute(app, editCampaignPostRoute, {
      cookie: admin.cookie,
      params: { postId: tweet.id },
      body: { caption: 'Lisbon '.repeat(60), hashtags: [] },
    });
    expect(long.status).toBe(400);
    expect(long.message).toMatch(/X \(Twitter\) allows 280 characters/);
    const bad = await injectRoute(app, editCampaignPostRoute, {
      cookie: admin.cookie,
      params: { postId: tweet.id },
      body: { caption: 'Fine', hashtags: ['no spaces allowed'] },
    });
    expect(bad.status).toBe(400);
    const edited = await injectRoute(app, editCampaignPostRoute, {
      cookie: admin.cookie,
      params: { postId: tweet.id },
      body: { caption: 'Lisbon by tram, one stop at a time.', hashtags: ['#Lisbon', 'Tram'] },
    });
    expect(edited.body.post).toMatchObject({ status: 'scheduled', hashtags: ['Lisbon', 'Tram'] });

    // A failed video post can neither be scheduled nor retried (it breaks a rule).
    const video = post('facebook', 'video');
    expect(video.status).toBe('failed');
    const noSchedule = await injectRoute(app, scheduleCampaignPostRoute, {
      cookie: admin.cookie,
      params: { postId: video.id },
      body: { scheduledFor: at },
    });
    expect(noSchedule.status).toBe(409);
    const noRetry = await injectRoute(app, retryCampaignPostRoute, {
      cookie: admin.cookie,
      params: { postId: video.id },
    });
    expect(noRetry.status).toBe(409);
    expect(noRetry.message).toMatch(/edit it/);

    // Publish now (X has no live account: its sandbox), then it cannot be edited.
    const published = await injectRoute(app, publishCampaignPostRoute, {
      cookie: admin.cookie,
      params: { postId: tweet.id },
    });
    expect(published.body).toMatchObject({
      success: true,
      post: { status: 'published', mode: 'sandbox' },
    });
    expect(published.body.tweetId).toMatch(/^sandbox-twitter-/);
    const late = await injectRoute(app, editCampaignPostRoute, {
      cookie: admin.cookie,
      params: { postId: tweet.id },
      body: { caption: 'Too late', hashtags: [] },
    });
    expect(late.status).toBe(409);
    expect(late.message).toBe('A published post cannot be edited.');

    const removed = await injectRoute(app, deleteCampaignPostRoute, {
      cookie: admin.cookie,
      params: { postId: video.id },
    });
    expect(removed.status).toBe(200);
    const list = await injectRoute(app, campaignPostsRoute, {
      cookie: admin.cookie,
      params: { id: campaignId },
    });
    expect(list.body.posts.map((p) => p.id)).not.toContain(video.id);
    const audit = await injectRoute(app, listAuditRoute, {
      cookie: admin.cookie,
      query: { objectType: 'social_campaign_post', objectId: String(video.id) },
    });
    expect(audit.body.items.map((item) => item.action)).toEqual(['social.post.delete']);
  });

  it('schedule (the test card’s call) checks the platform’s rules first', async () => {
    const at = new Date(Date.now() + 7_200_000).toISOString();
    const ok = await injectRoute(app, scheduleContentRoute, {
      cookie: admin.cookie,
      body: { content: 'Trams, tiles and custard tarts.', scheduledFor: at, campaignId },
    });
    expect(ok.status).toBe(201);
    expect(ok.body.post).toMatchObject({
      platform: 'twitter',
      status: 'scheduled',
      contentType: 'text',
    });
    const tooLong = await injectRoute(app, scheduleContentRoute, {
      cookie: admin.cookie,
      body: { content: 'x'.repeat(300), scheduledFor: at, campaignId, platform: 'twitter' },
    });
    expect(tooLong.status).toBe(400);
    const noImage = await injectRoute(app, scheduleContentRoute, {
      cookie: admin.cookie,
      body: { content: 'Needs a photo', scheduledFor: at, campaignId, platform: 'instagram' },
    });
    expect(noImage.status).toBe(400);
    expect(noImage.message).toContain('Instagram needs a photo or video.');
    const foreign = await injectRoute(app, scheduleContentRoute, {
      cookie: admin.cookie,
      body: { content: 'x', scheduledFor: at, campaignId, imageUrl: 'http://169.254.169.254/x' },
    });
    expect(foreign.status).toBe(400);
  });

  it('Instagram’s 50 posts per 24 hours are read from the platform before scheduling', async () => {
    await saveSocialAccount(db, {
      platform: 'instagram',
      mode: 'live',
      username: 'roamly.travel',
      platformAccountId: '17841400000000001',
      accessTokenSealed: await encryptCredential(app.deps.config, 'ig-token'),
      refreshTokenSealed: null,
      apiKeySealed: null,
      apiSecretSealed: null,
      expiresAt: null,
      connectedBy: admin.user.id,
    });
    const campaign = await create({ targetPlatforms: ['instagram'], contentTypes: ['image'] });
    const [ready] = (await generate(campaign.id)).scheduledPosts;
    fake.instagramQuotaUsage = 50;
    const full = await injectRoute(app, scheduleCampaignPostRoute, {
      cookie: admin.cookie,
      params: { postId: ready!.id },
      body: { scheduledFor: new Date(Date.now() + 600_000).toISOString() },
    });
    expect(full.status).toBe(409);
    expect(full.message).toMatch(/Instagram allows 50 posts in 24 hours/);
    expect(fake.requests.some((r) => r.path.includes('content_publishing_limit'))).toBe(true);
    fake.instagramQuotaUsage = 3;
    const fine = await injectRoute(app, scheduleCampaignPostRoute, {
      cookie: admin.cookie,
      params: { postId: ready!.id },
      body: { scheduledFor: new Date(Date.now() + 600_000).toISOString() },
    });
    expect(fine.status).toBe(200);
    await db.execute(sql`DELETE FROM social_accounts WHERE platform = 'instagram'`);
  });
});

describe('status', () => {
  it('names the providers and alerts on posts unpublished 5 minutes after their time', async () => {
    const campaign = await create({
      name: 'Overdue',
      targetPlatforms: ['twitter'],
      contentTypes: ['text'],
    });
    const [ready] = (await generate(campaign.id)).scheduledPosts;
    await db.execute(
      sql`UPDATE social_campaign_posts SET status = 'scheduled', scheduled_for = now() - interval '10 minutes', next_attempt_at = now() + interval '1 hour' WHERE id = ${ready!.id}`,
    );
    const status = await injectRoute(app, socialServiceStatusRoute, { cookie: admin.cookie });
    expect(status.body).toMatchObject({
      contentGenerator: true,
      videoGenerator: false,
      services: { anthropic: false, runway: false },
      textProvider: 'local',
      imageProvider: 'local',
    });
    expect(status.body.alerts).toContainEqual(
      expect.objectContaining({ postId: ready!.id, campaignName: 'Overdue', status: 'scheduled' }),
    );
  });
});

describe('reference image', () => {
  const url = '/api/social-media/upload-reference-image';
  const png = () =>
    sharp({ create: { width: 40, height: 30, channels: 3, background: '#123456' } })
      .png()
      .toBuffer();

  it('stores a JPG or PNG checked by its bytes; a campaign may then use it', async () => {
    const ok = await postForm(
      app,
      url,
      [['referenceImage', await png(), 'brand.png', 'image/png']],
      {
        cookie: admin.cookie,
      },
    );
    expect(ok.status).toBe(201);
    expect(ok.body).toMatchObject({ success: true, openaiFileId: null });
    expect(String(ok.body.referenceImageUrl)).toMatch(/^\/uploads\/social\/reference\/.+\.png$/);
    const campaign = await create({ referenceImageUrl: String(ok.body.referenceImageUrl) });
    expect(campaign.referenceImageUrl).toBe(ok.body.referenceImageUrl);
    const [post] = (await generate(campaign.id)).scheduledPosts;
    expect(post!.imageCredits[0]).toMatchObject({ author: 'Campaign reference image' });
  });

  it('refuses other types by content, big files, and bodies that are not a form', async () => {
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///ywAAAAAAQABAAACAUwAOw==', 'base64');
    const asGif = await postForm(app, url, [['referenceImage', gif, 'pic.png', 'image/png']], {
      cookie: admin.cookie,
    });
    expect(asGif.status).toBe(415);
    const text = await postForm(
      app,
      url,
      [['referenceImage', Buffer.from('<svg onload=alert(1)>'.repeat(300)), 'x.jpg', 'image/jpeg']],
      { cookie: admin.cookie },
    );
    expect(text.status).toBe(415);
    const big = Buffer.concat([await png(), Buffer.alloc(5 * 1024 * 1024 + 10, 1)]);
    const tooBig = await postForm(app, url, [['referenceImage', big, 'big.png', 'image/png']], {
      cookie: admin.cookie,
    });
    expect(tooBig.status).toBe(413);
    expect(tooBig.message).toBe(CAMPAIGN_MESSAGES.imageTooLarge);
    const wrongField = await postForm(app, url, [['file', await png(), 'a.png', 'image/png']], {
      cookie: admin.cookie,
    });
    expect(wrongField.status).toBe(400);
    const json = await app.inject({
      method: 'POST',
      url,
      payload: { referenceImage: 'x' },
      headers: { cookie: admin.cookie, 'x-requested-with': 'XMLHttpRequest' },
    });
    expect(json.statusCode).toBe(415);
    expect(JSON.parse(json.body)).toHaveProperty('message');
  });
});

describe('an attacker', () => {
  it('gets 4xx with a message, never a 500', async () => {
    const calls = [
      { method: 'POST', url: '/api/social-media/posts/abc/publish' },
      { method: 'POST', url: '/api/social-media/posts/99999999999/publish' },
      { method: 'DELETE', url: '/api/social-media/posts/-1' },
      { method: 'GET', url: '/api/social-media/campaigns/1e3/posts' },
      { method: 'GET', url: '/api/social-media/campaigns/99999999999/preview' },
      { method: 'GET', url: '/api/social-media/scheduled-posts?limit=100000' },
      { method: 'PATCH', url: '/api/social-media/campaigns/1', payload: '{"isActive":' },
      { method: 'POST', url: '/api/social-media/test-dalle', payload: { campaignId: 99999999999 } },
      {
        method: 'POST',
        url: '/api/social-media/campaigns',
        payload: { name: 'x'.repeat(5_000_000) },
      },
      { method: 'POST', url: '/api/social-media/campaigns', payload: 'name=x', type: 'text/plain' },
      {
        method: 'POST',
        url: '/api/social-media/schedule',
        payload: { content: 'x', scheduledFor: 'tomorrow', campaignId: 1 },
      },
    ] as const;
    for (const call of calls) {
      const response = await app.inject({
        method: call.method,
        url: call.url,
        ...('payload' in call ? { payload: call.payload } : {}),
        headers: {
          cookie: admin.cookie,
          'x-requested-with': 'XMLHttpRequest',
          ...('type' in call
            ? { 'content-type': call.type }
            : 'payload' in call && typeof call.payload === 'string'
              ? { 'content-type': 'application/json' }
              : {}),
        },
      });
      expect(response.statusCode, `${call.method} ${call.url}`).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, `${call.method} ${call.url}`).toBeLessThan(500);
      expect(JSON.parse(response.body), `${call.method} ${call.url}`).toHaveProperty('message');
    }
  });
});
