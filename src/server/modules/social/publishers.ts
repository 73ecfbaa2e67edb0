import type { TSocialPlatform } from '../../../contract/social-rules.ts';
import type { Db } from '../../../db/client.ts';
import { sandboxPublishedSince } from '../../../db/queries/social-campaigns.ts';
import { findSocialAccount } from '../../../db/queries/social-accounts.ts';
import type { AppConfig } from '../../config.ts';
import { createFacebookPublisher } from '../../providers/social/facebook.ts';
import { createInstagramPublisher } from '../../providers/social/instagram.ts';
import { createLinkedInPublisher } from '../../providers/social/linkedin.ts';
import { createSandboxPublisher } from '../../providers/social/sandbox.ts';
import type { SocialAuth, SocialPublisher } from '../../providers/social/social.ts';
import { createTikTokPublisher } from '../../providers/social/tiktok.ts';
import { createXPublisher } from '../../providers/social/x.ts';
import { decryptCredential } from '../admin-inbox/mailbox-secret.ts';
import { TokenBuckets } from './publish-policy.ts';

/**
 * Which publisher a platform's posts go through (issue 26 §5): the platform's API with a live
 * account (connected through OAuth), else its sandbox — rules and publishing window enforced,
 * nothing leaves Roamly. A live account that needs reconnecting is reported, never silently
 * sandboxed: the post waits and says why.
 */
export type ChosenPublisher =
  | { kind: 'ready'; publisher: SocialPublisher; auth: SocialAuth; mode: 'live' | 'sandbox' }
  | { kind: 'unavailable'; message: string };

function livePublisher(config: AppConfig, platform: TSocialPlatform): SocialPublisher {
  const { urls, linkedinVersion } = config.social;
  switch (platform) {
    case 'twitter':
      return createXPublisher({ baseUrl: urls.x });
    case 'instagram':
      return createInstagramPublisher({ baseUrl: urls.graph });
    case 'facebook':
      return createFacebookPublisher({ baseUrl: urls.graph });
    case 'linkedin':
      return createLinkedInPublisher({ baseUrl: urls.linkedinApi, version: linkedinVersion });
    case 'tiktok':
      return createTikTokPublisher({ baseUrl: urls.tiktok });
  }
}

export async function choosePublisher(
  { db, config }: { db: Db; config: AppConfig },
  platform: TSocialPlatform,
): Promise<ChosenPublisher> {
  const account = await findSocialAccount(db, { platform });
  if (account?.mode === 'live') {
    if (account.status === 'needs_reconnect') {
      return {
        kind: 'unavailable',
        message: `The ${platform} account needs to be connected again${account.lastError ? ` (${account.lastError})` : ''}.`,
      };
    }
    if (!account.accessTokenSealed || !account.platformAccountId) {
      return { kind: 'unavailable', message: `The ${platform} account has no publishing token.` };
    }
    return {
      kind: 'ready',
      mode: 'live',
      publisher: livePublisher(config, platform),
      auth: {
        accessToken: await decryptCredential(config, account.accessTokenSealed),
        accountId: account.platformAccountId,
      },
    };
  }
  return {
    kind: 'ready',
    mode: 'sandbox',
    publisher: createSandboxPublisher(platform, {
      publishedSince: (target, _accountId, since) =>
        sandboxPublishedSince(db, { platform: target, since }),
    }),
    auth: {
      accessToken: '',
      accountId: account?.platformAccountId ?? account?.username ?? platform,
    },
  };
}

/**
 * Each live account's pace (posts per hour and the burst allowed): well inside what the
 * platforms tolerate for one account, so that a campaign never trips their spam limits.
 */
const PACE: Record<TSocialPlatform, { burst: number; perHour: number }> = {
  twitter: { burst: 5, perHour: 50 },
  instagram: { burst: 5, perHour: 25 },
  facebook: { burst: 10, perHour: 100 },
  linkedin: { burst: 5, perHour: 50 },
  tiktok: { burst: 3, perHour: 6 },
};

/** One set of buckets per process: the publisher job is a singleton, Publish Now shares them. */
export const liveBuckets = new TokenBuckets(
  (key) => PACE[key.split(':')[0] as TSocialPlatform] ?? { burst: 5, perHour: 50 },
);
