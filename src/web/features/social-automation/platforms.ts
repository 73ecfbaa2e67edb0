import { PLATFORM_RULES, type TPublishTarget } from '../../../contract/social-rules.ts';

/**
 * How each platform is drawn on the automation page: its name, a monogram in the platform's
 * colour (lucide has no brand marks, and logos are trademarks), and what the operator does on the
 * platform's side before connecting (spec 3 §2 'per-platform setup instructions').
 */
export type PlatformLook = {
  label: string;
  monogram: string;
  /** Background and text classes of the monogram (contrast checked against white text). */
  markClass: string;
  setup: readonly string[];
};

export const PLATFORM_LOOKS: Record<TPublishTarget, PlatformLook> = {
  instagram: {
    label: PLATFORM_RULES.instagram.label,
    monogram: 'IG',
    markClass: 'bg-[#c13584] text-white',
    setup: [
      'Use an Instagram Business or Creator account linked to a Facebook Page.',
      'In Meta for Developers, add the Instagram Graph API to your app.',
      'Copy the app ID as the API key; the app secret is optional here.',
    ],
  },
  twitter: {
    label: PLATFORM_RULES.twitter.label,
    monogram: 'X',
    markClass: 'bg-black text-white',
    setup: [
      'Create a project and app in the X developer portal.',
      'Give the app Read and Write permission.',
      'Copy the API key and the API key secret (both are required).',
    ],
  },
  tiktok: {
    label: PLATFORM_RULES.tiktok.label,
    monogram: 'TT',
    markClass: 'bg-[#111827] text-white',
    setup: [
      'Register an app in TikTok for Developers.',
      'Add the Content Posting API product and request the video.publish scope.',
      'Copy the client key and client secret.',
    ],
  },
  facebook: {
    label: PLATFORM_RULES.facebook.label,
    monogram: 'f',
    markClass: 'bg-[#1877f2] text-white',
    setup: [
      'Create an app in Meta for Developers and add Facebook Login.',
      'Grant pages_manage_posts for the Page Roamly posts to.',
      'Copy the app ID and app secret.',
    ],
  },
  linkedin: {
    label: PLATFORM_RULES.linkedin.label,
    monogram: 'in',
    markClass: 'bg-[#0a66c2] text-white',
    setup: [
      'Create an app in the LinkedIn Developer Portal for your company page.',
      'Request the Share on LinkedIn product (w_member_social).',
      'Copy the client ID and client secret.',
    ],
  },
  roamly: {
    label: PLATFORM_RULES.roamly.label,
    monogram: 'R',
    markClass: 'bg-brand text-on-brand',
    setup: [],
  },
};

export const platformLabel = (platform: TPublishTarget) => PLATFORM_LOOKS[platform].label;
