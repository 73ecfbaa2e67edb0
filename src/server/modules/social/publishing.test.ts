import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { publishCampaignPostRoute } from '../../../contract/social-campaigns.ts';
import type { TPublishTarget, TSocialContentType } from '../../../contract/social-rules.ts';
import { saveSocialAccount } from '../../../db/queries/social-accounts.ts';
import {
  findCampaignPost,
  insertCampaign,
  insertCampaignPosts,
} from '../../../db/queries/social-campaigns.ts';
import type { AppConfig } from '../../config.ts';
import { startFakeSocial } from '../../providers/social/fake-social.ts';
import { createTestApp } from '../../test/app.ts';
import { buildMember } from '../../test/factories.ts';
import { injectRoute } from '../../test/inject.ts';
import { encryptCredential } from '../admin-inbox/mailbox-secret.ts';
import { refreshCampaignInsights } from './insights-job.ts';
import type { JobDeps } from '../../jobs/define.ts';
import { noopHandlers } from '../../jobs/jobs-test-helpers.ts';
import { createJobQueue } from '../../jobs/queue.ts';
import { enabledSchedules } from '../../jobs/registry.ts';
import { socialPublishDueJob } from './publish-due.ts';
import { TokenBuckets } from './publish-policy.ts';
import { publishDuePosts, type PublishDeps } from './publishing.ts';

const fake = await startFakeSocial();
afterAll(() => fake.close());

const client = { clientId: 'client-1', clientSecret: 'secret-1' };
const social: AppConfig['social'] = {
  clients: {
    twitter: client,
    instagram: client,
    facebook: client,
    linkedin: client,
    tiktok: client,
  },
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
const deps = (faults?: PublishDeps['faults']): PublishDeps => ({
  db,
  storage: app.deps.storage,
  config: app.deps.config,
  bus: app.deps.bus,
  log: app.log,
  // Generous pacing here; the pacing test brings its own buckets.
  buckets: new TokenBuckets(() => ({ burst: 1_000, perHour: 100_000 })),
  faults,
});

async function connectLive(
  platform: 'twitter' | 'instagram' | 'facebook' | 'linkedin' | 'tiktok',
  accountId: string,
  token = `token-${platform}`,
) {
  await saveSocialAccount(db, {
    platform,
    mode: 'live',
    username: `roamly-${platform}`,
    platformAccountId: accountId,
    accessTokenSealed: await encryptCredential(app.deps.config, token),
    refreshTokenSealed: null,
    apiKeySealed: null,
    apiSecretSealed: null,
    expiresAt: new Date(Date.now() + 86_400_000),
    connectedBy: admin.user.id,
  });
}

const photo = await app.deps.storage.put(
  'social/campaign-test/photo.jpg',
  await sharp({ create: { width: 1080, height: 1350, channels: 3, background: '#3a7' } })
    .jpeg()
    .toBuffer(),
  'image/jpeg',
);
const campaign = await insertCampaign(db, {
  name: 'Exactly once',
  strategy: 'destination_highlights',
  targetPlatforms: ['instagram', 'twitter', 'roamly'],
  contentTypes: ['image'],
  schedulingRules: {
    frequency: 'daily',
    timesPerDay: 2,
    preferredTimes: ['09:00'],
    timezone: 'UTC',
  },
  contentSettings: { tone: 'casual', includeHashtags: true, hashtagCount: 5, brandingElements: [] },
  createdBy: admin.user.id,
});
let number = 0;

/** A scheduled post, due `dueInMs` from now (negative: overdue). */
async function duePost(
  platform: TPublishTarget,
  { caption, dueInMs = -1_000, contentType = 'image' as TSocialContentType } = {
    caption: '',
  },
) {
  number += 1;
  const at = new Date(Date.now() + dueInMs);
  const [row] = await insertCampaignPosts(db, [
    {
      campaignId: campaign.id,
      number,
      platform,
      contentType,
      caption: caption || `Lisbon at golden hour, post ${number}`,
      hashtags: ['Lisbon', 'Travel'],
      destination: 'Lisbon',
      imageUrl: photo,
      media: [{ url: photo, kind: 'image', width: 1080, height: 1350 }],
      status: 'scheduled',
      scheduledFor: at,
      nextAttemptAt: at,
    },
  ]);
  return row!;
}

/** The lease of a dead worker runs out. */
const expireLeases = () =>
  db.execute(
    sql`UPDATE social_campaign_posts SET next_attempt_at = now() - interval '1 second' WHERE status IN ('publishing', 'scheduled')`,
  );
const platformPosts = (platform: string) => fake.posts.filter((post) => post.platform === platform);

beforeEach(async () => {
  // Each test starts with no due post left over from another.
  await db.execute(sql`DELETE FROM social_campaign_posts`);
  fake.processingPolls = 0;
});

describe('publishing exactly once', () => {
  it('a worker killed after the Instagram container was made resumes it: one post', async () => {
    await connectLive('instagram', '17841400000000001');
    const post = await duePost('instagram', { caption: 'Killed after the container' });
    // The worker dies right after the container id was stored: it never takes another step.
    let died!: () => void;
    const death = new Promise<void>((resolve) => (died = resolve));
    const crash = deps({
      afterCheckpoint(step) {
        if (!step.containerId) return;
        died();
        return new Promise<void>(() => {});
      },
    });
    void publishDuePosts(crash);
    await death;
    const held = (await findCampaignPost(db, post.id))!;
    expect(held.status).toBe('publishing');
    expect(held.checkpoint.containerId).toBeTruthy();
    expect(platformPosts('instagram')).toHaveLength(0);

    // Before the lease runs out nobody else takes it.
    expect(await publishDuePosts(deps())).toMatchObject({ attempted: 0 });
    await expireLeases();
    expect(await publishDuePosts(deps())).toMatchObject({ attempted: 1, published: 1 });
    const done = (await findCampaignPost(db, post.id))!;
    expect(done).toMatchObject({ status: 'published', mode: 'live' });
    const mine = platformPosts('instagram').filter((p) => p.text.startsWith('Killed after'));
    expect(mine).toHaveLength(1);
    expect(done.platformPostId).toBe(mine[0]!.id);
    // One container only: the retry polled the saved one.
    expect(
      fake.requests.filter(
        (r) => r.method === 'POST' && /\/17841400000000001\/media$/.test(r.path),
      ),
    ).toHaveLength(1);
  });

  it('a worker killed after Instagram published but before it was recorded: the rerun finds it', async () => {
    const post = await duePost('instagram', { caption: 'Killed after media_publish' });
    await expect(
      publishDuePosts(
        deps({
          afterResult() {
            throw new Error('worker killed');
          },
        }),
      ),
    ).rejects.toThrow('worker killed');
    expect(
      platformPosts('instagram').filter((p) => p.text.startsWith('Killed after media')),
    ).toHaveLength(1);
    expect((await findCampaignPost(db, post.id))!.status).toBe('publishing');
    await expireLeases();
    await publishDuePosts(deps());
    expect((await findCampaignPost(db, post.id))!.status).toBe('published');
    expect(
      platformPosts('instagram').filter((p) => p.text.startsWith('Killed after media')),
    ).toHaveLength(1);
  });

  it('a worker killed after the tweet left: the rerun finds the tweet instead of tweeting twice', async () => {
    await connectLive('twitter', '2244994945');
    const post = await duePost('twitter', { caption: 'Killed after the tweet left' });
    await expect(
      publishDuePosts(
        deps({
          afterResult() {
            throw new Error('worker killed');
          },
        }),
      ),
    ).rejects.toThrow();
    await expireLeases();
    await publishDuePosts(deps());
    const done = (await findCampaignPost(db, post.id))!;
    expect(done.status).toBe('published');
    const tweets = platformPosts('twitter').filter((p) =>
      p.text.startsWith('Killed after the tweet'),
    );
    expect(tweets).toHaveLength(1);
    expect(done.platformPostId).toBe(tweets[0]!.id);
  });

  it('Publish Now and the job racing for one post publish it once; a second Publish Now answers the same post', async () => {
    const post = await duePost('twitter', { caption: 'Raced by two workers' });
    const [now, job] = await Promise.all([
      injectRoute(app, publishCampaignPostRoute, {
        cookie: admin.cookie,
        params: { postId: post.id },
      }),
      publishDuePosts(deps()),
    ]);
    expect([200, 409]).toContain(now.status);
    expect(job.errors).toBe(0);
    expect(platformPosts('twitter').filter((p) => p.text.startsWith('Raced'))).toHaveLength(1);
    const again = await injectRoute(app, publishCampaignPostRoute, {
      cookie: admin.cookie,
      params: { postId: post.id },
    });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ success: true, message: 'This post is already published.' });
    expect(again.body.tweetId).toBe(
      platformPosts('twitter').find((p) => p.text.startsWith('Raced'))!.id,
    );
  });
});

describe('scheduling across a restart', () => {
  it('a post due while the server was down goes out once on the next start', async () => {
    const post = await duePost('twitter', {
      caption: 'Due during the outage',
      dueInMs: -3_600_000,
    });
    const later = await duePost('twitter', { caption: 'Due tomorrow', dueInMs: 86_400_000 });
    // A server starting: its queue sets the schedules and sends each scheduled job once.
    const queue = createJobQueue({ pool: database.pool, work: true, cronCheckSeconds: 1 });
    const handler = socialPublishDueJob.create({
      ...app.deps,
      db,
      log: app.log,
    } as unknown as JobDeps);
    await queue.start({
      handlers: { ...noopHandlers(), 'social-publish-due': handler },
      log: app.log,
    });
    try {
      await queue.schedule(enabledSchedules(app.deps.config));
      await expect
        .poll(async () => (await findCampaignPost(db, post.id))!.status, { timeout: 20_000 })
        .toBe('published');
    } finally {
      await queue.stop();
    }
    // A second run (the next minute, another instance) finds nothing due.
    await handler({}, {} as never);
    expect((await findCampaignPost(db, post.id))!.status).toBe('published');
    expect((await findCampaignPost(db, later.id))!.status).toBe('scheduled');
    expect(platformPosts('twitter').filter((p) => p.text.startsWith('Due during'))).toHaveLength(1);
  });

  it('a paused campaign’s due posts wait', async () => {
    const post = await duePost('twitter', { caption: 'Paused campaign post' });
    await db.execute(sql`UPDATE social_campaigns SET is_active = false WHERE id = ${campaign.id}`);
    expect(await publishDuePosts(deps())).toMatchObject({ attempted: 0 });
    await db.execute(sql`UPDATE social_campaigns SET is_active = true WHERE id = ${campaign.id}`);
    expect(await publishDuePosts(deps())).toMatchObject({ published: 1 });
    expect((await findCampaignPost(db, post.id))!.status).toBe('published');
  });
});

describe('failures', () => {
  it('a rate limit waits for Retry-After (with the error shown), then publishes', async () => {
    const post = await duePost('twitter', { caption: 'Rate limited once' });
    fake.failNext('twitter', { status: 429, headers: { 'retry-after': '600' } });
    const before = Date.now();
    await publishDuePosts(deps());
    const waiting = (await findCampaignPost(db, post.id))!;
    expect(waiting).toMatchObject({ status: 'scheduled', retryable: true, attempts: 1 });
    expect(waiting.error).toMatch(/Too Many Requests|429/);
    expect(waiting.nextAttemptAt!.getTime()).toBeGreaterThanOrEqual(before + 600_000);
    // Not before its time.
    expect(await publishDuePosts(deps())).toMatchObject({ attempted: 0 });
    await expireLeases();
    await publishDuePosts(deps());
    expect((await findCampaignPost(db, post.id))!).toMatchObject({
      status: 'published',
      error: null,
    });
  });

  it('a refused token asks for a refresh; a refresh that merely failed keeps the account connected', async () => {
    await connectLive('facebook', '1029384756', 'old-page-token');
    fake.expire('old-page-token');
    fake.tokenEndpointDownOnce('facebook');
    const post = await duePost('facebook', { caption: 'Token expired' });
    await publishDuePosts(deps());
    const retry = (await findCampaignPost(db, post.id))!;
    expect(retry).toMatchObject({ status: 'scheduled', retryable: true });
    expect(retry.error).toMatch(/Session has expired/);
    expect(fake.tokenRequests.at(-1)).toMatchObject({
      platform: 'facebook',
      fields: { grant_type: 'fb_exchange_token' },
    });
    const account = await db.execute<{ status: string; last_error: string }>(
      sql`SELECT status, last_error FROM social_accounts WHERE platform = 'facebook'`,
    );
    expect(account.rows[0]).toMatchObject({
      status: 'connected',
      last_error: 'temporarily_unavailable',
    });
    await db.execute(sql`DELETE FROM social_accounts WHERE platform = 'facebook'`);
  });

  it('each live account keeps its pace: a post beyond the burst waits without using an attempt', async () => {
    const slow = new TokenBuckets(() => ({ burst: 1, perHour: 6 }));
    const first = await duePost('twitter', { caption: 'Paced one' });
    const second = await duePost('twitter', { caption: 'Paced two' });
    await publishDuePosts({ ...deps(), buckets: slow });
    const rows = [
      (await findCampaignPost(db, first.id))!,
      (await findCampaignPost(db, second.id))!,
    ];
    expect(rows.map((row) => row.status).sort()).toEqual(['published', 'scheduled']);
    const waiting = rows.find((row) => row.status === 'scheduled')!;
    expect(waiting.attempts).toBe(0);
    expect(waiting.nextAttemptAt!.getTime()).toBeGreaterThan(Date.now() + 9 * 60_000);
  });

  it('an Instagram container in ERROR fails the post with Instagram’s words, not retryable', async () => {
    const post = await duePost('instagram', { caption: 'Container error' });
    fake.failNextContainer('Error: the image could not be downloaded');
    await publishDuePosts(deps());
    const failed = (await findCampaignPost(db, post.id))!;
    expect(failed).toMatchObject({ status: 'failed', retryable: false });
    expect(failed.error).toContain('the image could not be downloaded');
    expect(
      platformPosts('instagram').filter((p) => p.text.startsWith('Container error')),
    ).toHaveLength(0);
  });

  it('a container still processing is polled again (a poll is not an attempt)', async () => {
    fake.processingPolls = 1;
    const post = await duePost('instagram', { caption: 'Processing first' });
    await publishDuePosts(deps());
    const polling = (await findCampaignPost(db, post.id))!;
    expect(polling).toMatchObject({ status: 'publishing', attempts: 0 });
    await expireLeases();
    await publishDuePosts(deps());
    expect((await findCampaignPost(db, post.id))!.status).toBe('published');
  });

  it('a platform without a live account publishes in its sandbox', async () => {
    const post = await duePost('facebook', { caption: 'Sandboxed' });
    await publishDuePosts(deps());
    const done = (await findCampaignPost(db, post.id))!;
    expect(done).toMatchObject({ status: 'published', mode: 'sandbox' });
    expect(done.platformPostId).toMatch(/^sandbox-facebook-/);
    expect(platformPosts('facebook')).toHaveLength(0);
  });
});

describe('Roamly and analytics', () => {
  it('publishes a real post in the feed with the image, then reads its likes and comments', async () => {
    const post = await duePost('roamly', { caption: 'On our own feed' });
    await publishDuePosts(deps());
    const done = (await findCampaignPost(db, post.id))!;
    expect(done).toMatchObject({ status: 'published', mode: 'roamly' });
    const feedPost = await db.execute<{ content: string; image_url: string; user_id: string }>(
      sql`SELECT content, image_url, user_id FROM posts WHERE id = ${done.platformPostId}`,
    );
    expect(feedPost.rows[0]).toMatchObject({ image_url: photo, user_id: admin.user.id });
    expect(feedPost.rows[0]!.content).toContain('On our own feed');
    expect(done.postUrl).toBe(`/posts/${done.platformPostId}`);

    const fan = await buildMember(database);
    await db.execute(
      sql`INSERT INTO likes (user_id, post_id) VALUES (${fan.user.id}, ${done.platformPostId})`,
    );
    const tweet = await duePost('twitter', { caption: 'Measured tweet' });
    await publishDuePosts(deps());
    const tweetId = (await findCampaignPost(db, tweet.id))!.platformPostId!;
    fake.setMetrics(tweetId, { likes: 7, comments: 2, views: 300 });

    expect(await refreshCampaignInsights({ db, config: app.deps.config })).toMatchObject({
      measured: 2,
      campaigns: 1,
    });
    expect((await findCampaignPost(db, post.id))!).toMatchObject({ likes: 1, comments: 0 });
    expect((await findCampaignPost(db, tweet.id))!).toMatchObject({
      likes: 7,
      comments: 2,
      reach: 300,
    });
  });
});
