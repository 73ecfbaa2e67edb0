import { z } from 'zod';
import { defineRoute } from './route.ts';

/**
 * Premium benefits enforced by the server (spec 1 §1: ad-free browsing, exclusive travel guides,
 * priority support, advanced search filters, unlimited bookmarks, early access). Whether a member
 * is premium is one server-side rule (`users.premium_until` in the future); these are the limits
 * and messages every benefit shares with the web client.
 */

/** Bookmarks a free member may keep; premium members have no limit. */
export const FREE_BOOKMARKS_LIMIT = 100;

/** The 403 a free member gets for bookmark number FREE_BOOKMARKS_LIMIT + 1. */
export const BOOKMARK_LIMIT_MESSAGE = `Free accounts can keep up to ${FREE_BOOKMARKS_LIMIT} bookmarks. Go Premium for unlimited bookmarks.`;

/** The 403 a free member gets for sending an advanced search filter. */
export const SEARCH_FILTERS_PREMIUM_MESSAGE =
  'Advanced search filters (country, dates, media type and likes) are a Premium benefit. Go Premium to use them.';

/** The 403 for the Most liked sort before it reaches the member's stage (early access). */
export const MOST_LIKED_EARLY_ACCESS_MESSAGE =
  'Sorting by most liked is in early access for Premium members. Go Premium to try it first.';

/** Where every "Go Premium" link leads (spec 1 §2, the Premium page). */
export const PREMIUM_PATH = '/subscribe';

/** How far a flag has rolled out: nobody, premium members first (early access), or everyone. */
export const FEATURE_STAGES = ['off', 'premium', 'everyone'] as const;
export type TFeatureStage = (typeof FEATURE_STAGES)[number];

/**
 * Flags the code knows. A flag's row (feature_flags) sets its stage; the admin area will manage
 * rows later. `search-most-liked`: the "Most liked" sort on /search.
 */
export const FEATURE_KEYS = ['search-most-liked'] as const;
export type TFeatureKey = (typeof FEATURE_KEYS)[number];

export const ZFeature = z.object({
  key: z.string(),
  name: z.string(),
  description: z.string(),
  stage: z.enum(FEATURE_STAGES),
});
export type TFeature = z.infer<typeof ZFeature>;

/** The flags switched on for this viewer (stage 'everyone', plus 'premium' for premium members). */
export const ZFeatureList = z.object({ features: z.array(ZFeature) });
export type TFeatureList = z.infer<typeof ZFeatureList>;

export const featuresRoute = defineRoute({
  method: 'GET',
  path: '/api/features',
  tags: ['premium'],
  summary: 'Feature flags switched on for the signed-in member (early access for Premium)',
  response: ZFeatureList,
  errors: [401],
});

/**
 * An exclusive travel guide as a reader gets it (the blog of a later issue uses it): the whole body
 * for premium members and admins, an excerpt with `locked: true` for everyone else.
 */
export const ZGuideView = z.object({
  id: z.string(),
  title: z.string(),
  isPremium: z.boolean(),
  locked: z.boolean(),
  body: z.string(),
});
export type TGuideView = z.infer<typeof ZGuideView>;

/** Characters of a premium guide shown to readers without Premium. */
export const GUIDE_EXCERPT_LENGTH = 280;
