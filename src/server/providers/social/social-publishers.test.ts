import pino from 'pino';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { composeCaption } from '../../../contract/social-rules.ts';
import { createFacebookPublisher } from './facebook.ts';
import { startFakeSocial } from './fake-social.ts';
import { createInstagramPublisher } from './instagram.ts';
import { createLinkedInPublisher, littleText } from './linkedin.ts';
import { createSandboxPublisher, sandboxPostId } from './sandbox.ts';
import type { PublishInput, PublishResult, SocialMediaItem, SocialPublisher } from './social.ts';
import { createTikTokPublisher } from './tiktok.ts';
import { createXPublisher } from './x.ts';

const fake = await startFakeSocial();
afterAll(() => fake.close());
const log = pino({ level: 'silent' });

const x = createXPublisher({ baseUrl: fake.urls.x });
const instagram = createInstagramPublisher({ baseUrl: fake.urls.graph });
const facebook = createFacebookPublisher({ baseUrl: fake.urls.graph });
const linkedin = createLinkedInPublisher({ baseUrl: fake.urls.linkedin, version: '202411' });
const tiktok = createTikTokPublisher({ baseUrl: fake.urls.tiktok });

const bytes = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
const photo = (name = 'porto.jpg'): SocialMediaItem => ({
  url: `https://roamly.example/media/${name}`,
  kind: 'image',
  width: 1080,
  height: 1350,
  altText: 'The Dom Luís I bridge at dusk',
  read: async () => bytes,
});
const video = (): SocialMediaItem => ({
  url: 'https://roamly.example/media/porto.mp4',
  kind: 'video',
  width: 1080,
  height: 1920,
  read: async () => new Uint8Array(9_000_000),
});

let run = 0;
beforeEach(() => {
  run += 1;
  fake.processingPolls = 0;
});

/** A post with its own text (the fakes refuse duplicates, as the platforms do). */
function input(overrides: Partial<PublishInput> = {}): PublishInput {
  return {
    idempotencyKey: `post-${run}`,
    contentType: 'image',
    text: composeCaption(`Sunrise over the Douro, take ${run}`, ['porto', 'portugal']),
    media: [photo()],
    checkpoint: {},
    ...overrides,
  };
}

/** Publishes as a worker would: the checkpoint persists across attempts, like the post row. */
function attempts(publisher: SocialPublisher, token = 'token-ok', accountId = 'acct-1') {
  let checkpoint: Record<string, string> = {};
  return {
    get checkpoint() {
      return checkpoint;
    },
    async publish(base: PublishInput): Promise<PublishResult> {
      return publisher.publish(
        { accessToken: token, accountId },
        { ...base, checkpoint },
        {
          log,
          saveCheckpoint: async (step) => {
            checkpoint = { ...checkpoint, ...step };
          },
        },
      );
    },
  };
}

const postsOn = (platform: string) => fake.posts.filter((post) => post.platform === platform);

describe('X (POST /2/tweets)', () => {
  it('uploads the photo, then tweets with its media id', async () => {
    const result = await attempts(x).publish(input());
    expect(result).toMatchObject({
      status: 'published',
      url: expect.stringMatching(/^https:\/\/x\.com\//),
    });
    const tweet = postsOn('twitter').at(-1)!;
    expect(tweet.text).toContain('#porto #portugal');
    expect(tweet.media).toHaveLength(1);
  });

  it('a video goes through initialize, append (4 MB parts) and finalize', async () => {
    const before = fake.requests.length;
    const result = await attempts(x).publish(input({ contentType: 'video', media: [video()] }));
    expect(result.status).toBe('published');
    const paths = fake.requests.slice(before).map((request) => request.path.replace(/\d+/g, 'N'));
    expect(paths).toEqual([
      '/N/media/upload/initialize',
      '/N/media/upload/N/append',
      '/N/media/upload/N/append',
      '/N/media/upload/N/append',
      '/N/media/upload/N/finalize',
      '/N/tweets',
    ]);
  });

  it('a rate limit is retryable after x-rate-limit-reset; an expired token asks for a refresh', async () => {
    const reset = Math.floor(Date.now() / 1000) + 120;
    fake.failNext('twitter', { status: 429, headers: { 'x-rate-limit-reset': String(reset) } });
    const limited = await attempts(x).publish(input({ media: [] }));
    expect(limited).toMatchObject({ status: 'failed', retryable: true, authExpired: false });
    expect(limited.status === 'failed' && limited.retryAfterMs).toBeGreaterThan(100_000);

    fake.expire('token-expired');
    const refused = await attempts(x, 'token-expired').publish(input({ media: [] }));
    expect(refused).toMatchObject({
      status: 'failed',
      retryable: true,
      authExpired: true,
      message: 'Unauthorized',
    });
  });

  it('a refused tweet is final and carries X’s message', async () => {
    fake.failNext('twitter', {
      status: 403,
      body: { detail: 'Your account is temporarily locked.', status: 403 },
    });
    expect(await attempts(x).publish(input({ media: [] }))).toMatchObject({
      status: 'failed',
      retryable: false,
      message: 'Your account is temporarily locked.',
    });
  });

  it('an answer lost after X posted: the retry finds the tweet instead of posting twice', async () => {
    const worker = attempts(x);
    const post = input({ media: [] });
    fake.loseNextAnswer('twitter');
    expect(await worker.publish(post)).toMatchObject({ status: 'failed', retryable: true });
    expect(worker.checkpoint.tweetSentAt).toBeTruthy();
    const retried = await worker.publish(post);
    expect(retried.status).toBe('published');
    expect(postsOn('twitter').filter((tweet) => tweet.text === post.text)).toHaveLength(1);
  });
});

describe('Instagram (containers, status_code, media_publish)', () => {
  it('reads the 50-per-24-hours quota', async () => {
    fake.instagramQuotaUsage = 48;
    expect(await instagram.remainingQuota({ accessToken: 't', accountId: 'ig-1' }, { log })).toBe(
      2,
    );
    fake.instagramQuotaUsage = 0;
  });

  it('waits while the container is processing, then publishes it once with its permalink', async () => {
    fake.processingPolls = 2;
    const worker = attempts(instagram, 'token-ok', 'ig-1');
    const post = input();
    expect(await worker.publish(post)).toMatchObject({ status: 'processing' });
    const container = worker.checkpoint.containerId;
    expect(container).toBeTruthy();
    expect(await worker.publish(post)).toMatchObject({ status: 'processing' });
    const done = await worker.publish(post);
    expect(done).toMatchObject({
      status: 'published',
      url: expect.stringContaining('instagram.com/p/'),
    });
    // One container for the three attempts.
    const creations = fake.requests.filter(
      (request) => request.method === 'POST' && request.path === '/ig-1/media',
    );
    expect(creations).toHaveLength(1);
    expect(postsOn('instagram').filter((item) => item.text === post.text)).toHaveLength(1);
  });

  it('an answer lost after media_publish: the retry sees PUBLISHED and reports the media once', async () => {
    const worker = attempts(instagram, 'token-ok', 'ig-2');
    const post = input();
    fake.loseNextAnswer('instagram', /media_publish$/);
    expect(await worker.publish(post)).toMatchObject({ status: 'failed', retryable: true });
    const retried = await worker.publish(post);
    expect(retried).toMatchObject({
      status: 'published',
      platformPostId: postsOn('instagram').at(-1)!.id,
    });
    expect(postsOn('instagram').filter((item) => item.text === post.text)).toHaveLength(1);
  });

  it('a container already published is looked up, never published again', async () => {
    const worker = attempts(instagram, 'token-ok', 'ig-3');
    const post = input();
    expect((await worker.publish(post)).status).toBe('published');
    const container = worker.checkpoint.containerId!;
    // The worker died before recording the result: the next attempt resumes the same container.
    const again = await instagram.publish(
      { accessToken: 'token-ok', accountId: 'ig-3' },
      { ...post, checkpoint: { containerId: container } },
      { log, saveCheckpoint: async () => {} },
    );
    expect(again.status).toBe('published');
    expect(postsOn('instagram').filter((item) => item.text === post.text)).toHaveLength(1);
  });

  it('a carousel makes a container per item and a CAROUSEL parent; an expired token asks for a refresh', async () => {
    const before = fake.requests.length;
    const result = await attempts(instagram, 'token-ok', 'ig-4').publish(
      input({ contentType: 'carousel', media: [photo('a.jpg'), photo('b.jpg'), video()] }),
    );
    expect(result.status).toBe('published');
    const creations = fake.requests
      .slice(before)
      .filter((request) => request.path === '/ig-4/media' && request.method === 'POST');
    expect(creations).toHaveLength(4);

    fake.expire('ig-expired');
    expect(await attempts(instagram, 'ig-expired', 'ig-4').publish(input())).toMatchObject({
      status: 'failed',
      authExpired: true,
      message: 'Error validating access token: Session has expired.',
    });
  });

  it('Graph throttling (code 4) is retryable; a refused caption is final', async () => {
    fake.failNext('instagram', {
      status: 400,
      body: {
        error: { message: 'Application request limit reached', type: 'OAuthException', code: 4 },
      },
    });
    expect(await attempts(instagram, 'token-ok', 'ig-5').publish(input())).toMatchObject({
      status: 'failed',
      retryable: true,
    });
    fake.failNext('instagram', {
      status: 400,
      body: { error: { message: 'Invalid parameter', type: 'OAuthException', code: 100 } },
    });
    expect(await attempts(instagram, 'token-ok', 'ig-5').publish(input())).toMatchObject({
      status: 'failed',
      retryable: false,
      message: 'Invalid parameter',
    });
  });
});

describe('Facebook Pages', () => {
  it('text to /feed, one photo to /photos (its post_id), several photos attached to one post', async () => {
    const text = await attempts(facebook, 'page-token', 'page-1').publish(
      input({ contentType: 'text', media: [] }),
    );
    expect(text).toMatchObject({
      status: 'published',
      platformPostId: expect.stringMatching(/^page-1_/),
    });
    const single = await attempts(facebook, 'page-token', 'page-1').publish(
      input({ text: `One photo ${run}` }),
    );
    expect(single).toMatchObject({
      status: 'published',
      platformPostId: expect.stringMatching(/^page-1_/),
    });
    const before = fake.requests.length;
    const several = await attempts(facebook, 'page-token', 'page-1').publish(
      input({
        contentType: 'carousel',
        text: `Three photos ${run}`,
        media: [photo('a.jpg'), photo('b.jpg'), photo('c.jpg')],
      }),
    );
    expect(several.status).toBe('published');
    expect(fake.requests.slice(before).map((request) => request.path)).toEqual([
      '/page-1/photos',
      '/page-1/photos',
      '/page-1/photos',
      '/page-1/feed',
    ]);
  });

  it('an answer lost after the post was made: the retry finds it on the Page', async () => {
    const worker = attempts(facebook, 'page-token', 'page-2');
    const post = input({ contentType: 'text', media: [], text: `Lost answer ${run}` });
    fake.loseNextAnswer('facebook');
    expect((await worker.publish(post)).status).toBe('failed');
    expect((await worker.publish(post)).status).toBe('published');
    expect(postsOn('facebook').filter((item) => item.text === post.text)).toHaveLength(1);
  });
});

describe('LinkedIn (POST /rest/posts)', () => {
  it('writes commentary as little text: hashtags as templates, reserved characters escaped', () => {
    expect(littleText('Porto (Portugal) #douro_valley & more_*')).toBe(
      'Porto \\(Portugal\\) {hashtag|\\#|douro_valley} & more\\_\\*',
    );
    expect(littleText('a#b stays text')).toBe('a\\#b stays text');
  });

  it('uploads the photo, posts with the version headers and reads the URN from x-restli-id', async () => {
    const result = await attempts(linkedin, 'li-token', 'urn:li:organization:42').publish(input());
    expect(result).toMatchObject({
      status: 'published',
      platformPostId: expect.stringMatching(/^urn:li:share:\d+$/),
      url: expect.stringContaining('linkedin.com/feed/update/urn:li:share:'),
    });
    expect(postsOn('linkedin').at(-1)!.media[0]).toMatch(/^urn:li:image:/);
  });

  it('uploads a video in the parts LinkedIn gives and finalizes it', async () => {
    const result = await attempts(linkedin, 'li-token', 'urn:li:organization:42').publish(
      input({ contentType: 'video', media: [video()], text: `Video of Porto ${run}` }),
    );
    expect(result.status).toBe('published');
    expect(postsOn('linkedin').at(-1)!.media[0]).toMatch(/^urn:li:video:/);
  });

  it('a duplicate refusal names the earlier post, which is taken as published', async () => {
    const worker = attempts(linkedin, 'li-token', 'urn:li:organization:42');
    const post = input({ contentType: 'text', media: [], text: `Duplicate ${run}` });
    fake.loseNextAnswer('linkedin');
    expect((await worker.publish(post)).status).toBe('failed');
    const again = await worker.publish(post);
    expect(again).toMatchObject({
      status: 'published',
      platformPostId: expect.stringMatching(/^urn:li:share:/),
    });
    expect(postsOn('linkedin').filter((item) => item.text === littleText(post.text))).toHaveLength(
      1,
    );
  });

  it('a revoked token asks for a refresh; 429 waits for Retry-After', async () => {
    fake.expire('li-revoked');
    expect(
      await attempts(linkedin, 'li-revoked', 'urn:li:person:1').publish(input({ media: [] })),
    ).toMatchObject({
      status: 'failed',
      authExpired: true,
    });
    fake.failNext('linkedin', { status: 429, headers: { 'retry-after': '30' } });
    expect(
      await attempts(linkedin, 'li-token', 'urn:li:person:1').publish(
        input({ media: [], contentType: 'text' }),
      ),
    ).toMatchObject({
      status: 'failed',
      retryable: true,
      retryAfterMs: 30_000,
    });
  });
});

describe('TikTok (creator info, init, status)', () => {
  it('posts with a privacy level the creator allows and polls until PUBLISH_COMPLETE', async () => {
    fake.processingPolls = 1;
    fake.tiktokPrivacyOptions = ['SELF_ONLY'];
    const worker = attempts(tiktok, 'tt-token', 'open-1');
    const post = input({ contentType: 'video', media: [video()], text: `Porto by tram ${run}` });
    expect(await worker.publish(post)).toMatchObject({ status: 'processing' });
    expect(worker.checkpoint.publishId).toMatch(/^v_pub_url~/);
    expect(await worker.publish(post)).toMatchObject({ status: 'published' });
    expect(postsOn('tiktok').filter((item) => item.text === post.text)).toHaveLength(1);
    fake.tiktokPrivacyOptions = ['PUBLIC_TO_EVERYONE', 'MUTUAL_FOLLOW_FRIENDS', 'SELF_ONLY'];
  });

  it('photos go to content/init with a short title and the text as description', async () => {
    const result = await attempts(tiktok, 'tt-token', 'open-1').publish(
      input({
        contentType: 'carousel',
        media: [photo('a.jpg'), photo('b.jpg')],
        text: `Azulejos ${run}\nBlue tiles everywhere`,
      }),
    );
    expect(result.status).toBe('published');
    expect(postsOn('tiktok').at(-1)!.media).toEqual([
      'https://roamly.example/media/a.jpg',
      'https://roamly.example/media/b.jpg',
    ]);
  });

  it('an init whose answer was lost stops for the operator instead of posting a second copy', async () => {
    const worker = attempts(tiktok, 'tt-token', 'open-2');
    const post = input({ contentType: 'video', media: [video()], text: `Lost init ${run}` });
    fake.loseNextAnswer('tiktok');
    expect((await worker.publish(post)).status).toBe('failed');
    const inits = () =>
      fake.requests.filter((request) => request.path.endsWith('/video/init/')).length;
    const before = inits();
    expect(await worker.publish(post)).toMatchObject({
      status: 'failed',
      retryable: false,
      message: expect.stringContaining('Check the TikTok account'),
    });
    expect(inits()).toBe(before);
  });

  it('an expired token and a rate limit are retryable; a refused init can init again', async () => {
    fake.expire('tt-expired');
    expect(
      await attempts(tiktok, 'tt-expired', 'open-3').publish(
        input({ contentType: 'video', media: [video()] }),
      ),
    ).toMatchObject({
      status: 'failed',
      authExpired: true,
    });
    const worker = attempts(tiktok, 'tt-token', 'open-3');
    fake.failNext('tiktok', { status: 429, headers: { 'retry-after': '60' } });
    const post = input({ contentType: 'video', media: [video()], text: `Rate limited ${run}` });
    expect(await worker.publish(post)).toMatchObject({
      status: 'failed',
      retryable: true,
      retryAfterMs: 60_000,
    });
    expect(worker.checkpoint.initSentAt).toBe('');
    expect((await worker.publish(post)).status).toBe('published');
  });
});

describe('sandbox publishers', () => {
  const times: Date[] = [];
  const history = { publishedSince: async () => times };

  it('enforce the rules table and record under an id the same key always gets', async () => {
    const sandbox = createSandboxPublisher('instagram', history);
    expect(await attempts(sandbox).publish(input({ media: [] }))).toMatchObject({
      status: 'failed',
      retryable: false,
      message: 'Instagram needs a photo or video.',
    });
    const post = input({ idempotencyKey: 'same-key' });
    const first = await attempts(sandbox).publish(post);
    const second = await attempts(sandbox).publish(post);
    expect(first).toEqual(second);
    expect(first).toMatchObject({
      status: 'published',
      platformPostId: sandboxPostId('instagram', 'same-key'),
    });
    expect(sandbox.mode).toBe('sandbox');
  });

  it("keep the platform's window: the 51st Instagram post in 24 hours waits for the oldest", async () => {
    const now = Date.parse('2026-11-28T12:00:00Z');
    times.splice(
      0,
      times.length,
      ...Array.from({ length: 50 }, (_, i) => new Date(now - 23 * 3_600_000 + i * 1000)),
    );
    const sandbox = createSandboxPublisher('instagram', history, () => now);
    expect(await sandbox.remainingQuota({ accessToken: '', accountId: 'a' }, { log })).toBe(0);
    const refused = await attempts(sandbox).publish(input());
    expect(refused).toMatchObject({ status: 'failed', retryable: true, retryAfterMs: 3_600_000 });
    expect(
      await createSandboxPublisher('facebook', history, () => now).remainingQuota(
        { accessToken: '', accountId: 'a' },
        { log },
      ),
    ).toBeNull();
  });
});
