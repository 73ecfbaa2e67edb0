import { createHash } from 'node:crypto';
import {
  checkSocialPost,
  PLATFORM_RULES,
  type TSocialPlatform,
} from '../../../contract/social-rules.ts';
import { failed, type SocialPublisher } from './social.ts';

/**
 * A platform without credentials runs in a sandbox (issue 26 §1): nothing leaves Roamly, but the
 * platform's rules are enforced as it would enforce them — the rules table, and its publishing
 * window (Instagram's 50 posts per 24 hours, X's 100, LinkedIn's 150, TikTok's 15) counted from
 * what this account already "published" — and the post is recorded under a sandbox id that the
 * same idempotency key always gets. The UI labels these posts "Sandbox".
 */
export const SANDBOX_WINDOWS: Record<TSocialPlatform, { posts: number; windowMs: number } | null> =
  {
    instagram: { posts: 50, windowMs: 24 * 60 * 60 * 1000 },
    twitter: { posts: 100, windowMs: 24 * 60 * 60 * 1000 },
    linkedin: { posts: 150, windowMs: 24 * 60 * 60 * 1000 },
    tiktok: { posts: 15, windowMs: 24 * 60 * 60 * 1000 },
    facebook: null,
  };

export type SandboxHistory = {
  /** When this account's sandbox posts of the last `windowMs` were published, oldest first. */
  publishedSince(platform: TSocialPlatform, accountId: string, since: Date): Promise<Date[]>;
};

export const sandboxPostId = (platform: TSocialPlatform, idempotencyKey: string) =>
  `sandbox-${platform}-${createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 20)}`;

export function createSandboxPublisher(
  platform: TSocialPlatform,
  history: SandboxHistory,
  now: () => number = Date.now,
): SocialPublisher {
  const window = SANDBOX_WINDOWS[platform];
  async function used(accountId: string) {
    if (!window) return [];
    return history.publishedSince(platform, accountId, new Date(now() - window.windowMs));
  }
  return {
    platform,
    mode: 'sandbox',
    async remainingQuota({ accountId }) {
      if (!window) return null;
      return Math.max(0, window.posts - (await used(accountId)).length);
    },
    async publish({ accountId }, input) {
      const problems = checkSocialPost(platform, {
        contentType: input.contentType,
        caption: input.text,
        hashtags: [],
        media: input.media,
      });
      if (problems.length > 0) return failed(problems.join(' '), { retryable: false });
      if (window) {
        const times = await used(accountId);
        if (times.length >= window.posts) {
          const oldest = times[0]!.getTime();
          return failed(
            `${PLATFORM_RULES[platform].label} allows ${window.posts} posts in 24 hours; this account has used them.`,
            { retryable: true, retryAfterMs: Math.max(0, oldest + window.windowMs - now()) },
          );
        }
      }
      return {
        status: 'published',
        platformPostId: sandboxPostId(platform, input.idempotencyKey),
        url: null,
      };
    },
  };
}
