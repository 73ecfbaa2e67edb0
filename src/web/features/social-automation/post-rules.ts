import { CAMPAIGN_LIMITS } from '../../../contract/social-campaigns.ts';
import type { TCampaignPostStatus } from '../../../contract/social-rules.ts';

/**
 * Spec 3 §4 'Campaign post status': the badge colours and which actions a post allows. Pure, so
 * the rules are tested apart from the screens that follow them.
 */

export type StatusTone = 'grey' | 'yellow' | 'blue' | 'green' | 'red';

/** Lists and the per-post dialog: pending grey, generating yellow, ready blue, published green, failed red. */
export function statusTone(status: string): StatusTone {
  switch (status) {
    case 'generating':
      return 'yellow';
    case 'ready':
    case 'scheduled':
      return 'blue';
    case 'published':
      return 'green';
    case 'failed':
      return 'red';
    default:
      return 'grey';
  }
}

/** The preview grid: ready green, failed red, the rest grey. */
export function previewTone(status: string): StatusTone {
  if (status === 'ready' || status === 'published') return 'green';
  if (status === 'failed') return 'red';
  return 'grey';
}

export const TONE_CLASSES: Record<StatusTone, string> = {
  grey: 'bg-gray-100 text-gray-800',
  yellow: 'bg-yellow-100 text-yellow-900',
  blue: 'bg-blue-100 text-blue-900',
  green: 'bg-green-100 text-green-900',
  red: 'bg-red-100 text-red-900',
};

const STATUS_LABELS: Record<TCampaignPostStatus, string> = {
  pending: 'Pending',
  generating: 'Generating',
  ready: 'Ready',
  scheduled: 'Scheduled',
  publishing: 'Publishing',
  published: 'Published',
  failed: 'Failed',
};

export function statusLabel(status: string): string {
  return STATUS_LABELS[status as TCampaignPostStatus] ?? status;
}

const BUSY: readonly string[] = ['generating', 'published', 'publishing'];

export type PostActions = { publish: boolean; schedule: boolean; edit: boolean; del: boolean };

/**
 * Spec 3 §4: Publish Now only when ready; Schedule not while generating, published or
 * publishing; Edit not once published. Delete as the server allows it: not while publishing.
 * A post that breaks a platform rule can be neither published nor scheduled until it is edited.
 */
export function postActions(post: { status: string; problems: readonly string[] }): PostActions {
  const clean = post.problems.length === 0;
  return {
    publish: post.status === 'ready' && clean,
    schedule: !BUSY.includes(post.status) && clean,
    edit: post.status !== 'published' && post.status !== 'publishing',
    del: post.status !== 'publishing',
  };
}

/** Spec 3 §2: the first five hashtags, and how many more there are. */
export function shownHashtags(hashtags: readonly string[]): { shown: string[]; more: number } {
  const limit = CAMPAIGN_LIMITS.hashtagsShown;
  return { shown: hashtags.slice(0, limit), more: Math.max(0, hashtags.length - limit) };
}

/** '#tag' whether or not the generator wrote the '#'. */
export const hashtag = (tag: string) => (tag.startsWith('#') ? tag : `#${tag}`);
