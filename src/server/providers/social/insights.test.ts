import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { createFacebookPublisher } from './facebook.ts';
import { startFakeSocial } from './fake-social.ts';
import { readInsights } from './insights.ts';
import { createInstagramPublisher } from './instagram.ts';
import { createLinkedInPublisher } from './linkedin.ts';
import type { PublishResult, SocialPublisher } from './social.ts';
import { createTikTokPublisher } from './tiktok.ts';
import { createXPublisher } from './x.ts';

const fake = await startFakeSocial();
afterAll(() => fake.close());
const log = pino({ level: 'silent' });
const urls = {
  x: fake.urls.x,
  graph: fake.urls.graph,
  linkedinApi: fake.urls.linkedin,
  tiktok: fake.urls.tiktok,
};
const auth = { accessToken: 'token-ok', accountId: 'acct-1' };
const photo = {
  url: 'https://roamly.example/uploads/social/porto.jpg',
  kind: 'image' as const,
  width: 1080,
  height: 1350,
  read: async () => new Uint8Array([0xff, 0xd8, 0xff]),
};

async function publishOn(publisher: SocialPublisher, text: string): Promise<string> {
  let checkpoint: Record<string, string> = {};
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const result: PublishResult = await publisher.publish(
      auth,
      { idempotencyKey: text, contentType: 'image', text, media: [photo], checkpoint },
      {
        log,
        saveCheckpoint: async (step) => {
          checkpoint = { ...checkpoint, ...step };
        },
      },
    );
    if (result.status === 'published') return result.platformPostId;
  }
  throw new Error('not published');
}

describe('insights in each platform’s documented shape', () => {
  it('read likes, comments and reach of published posts; unknown ids are left out', async () => {
    const cases = [
      ['twitter', createXPublisher({ baseUrl: fake.urls.x })],
      ['instagram', createInstagramPublisher({ baseUrl: fake.urls.graph })],
      ['facebook', createFacebookPublisher({ baseUrl: fake.urls.graph })],
      ['linkedin', createLinkedInPublisher({ baseUrl: fake.urls.linkedin, version: '202411' })],
      ['tiktok', createTikTokPublisher({ baseUrl: fake.urls.tiktok })],
    ] as const;
    for (const [index, [platform, publisher]] of cases.entries()) {
      const id = await publishOn(publisher, `Porto from the river, ${platform}`);
      fake.setMetrics(id, { likes: 10 + index, comments: index, views: 1_000 * (index + 1) });
      const read = await readInsights(platform, auth, [id], urls, { linkedinVersion: '202411' });
      // LinkedIn gives no reach for a member's share.
      expect(read.get(id), platform).toEqual({
        likes: 10 + index,
        comments: index,
        reach: platform === 'linkedin' ? 0 : 1_000 * (index + 1),
      });
    }
    const none = await readInsights('twitter', auth, ['404'], urls, { linkedinVersion: '202411' });
    expect(none.size).toBe(0);
  });
});
