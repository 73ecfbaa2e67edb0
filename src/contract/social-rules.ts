/**
 * What each social platform accepts (issue 26 §1), in one table that the content generator, the
 * scheduler and the publishers all check, and that the preview mirrors. A post that breaks a rule
 * is refused when it is generated and again when it is scheduled, so nothing fails at publish time
 * for a limit that could have been known earlier.
 *
 * Sources: X's counting rules (twitter-text v3: weighted length 280, URLs 23, emoji 2), Instagram's
 * Content Publishing API (2,200-character captions, 30 hashtags, media required, feed images
 * between 4:5 and 1.91:1, 9:16 for stories and reels, 10 items in a carousel), LinkedIn's Posts
 * API (3,000-character commentary), Facebook Pages (63,206-character messages) and TikTok's
 * Content Posting API (2,200-character titles, a video or photos required, up to 35 photos).
 */

/** Spec 3 §9: the five platforms, plus Roamly itself (the operator's own account). */
export const SOCIAL_PLATFORMS = ['instagram', 'twitter', 'tiktok', 'facebook', 'linkedin'] as const;
export type TSocialPlatform = (typeof SOCIAL_PLATFORMS)[number];
export const PUBLISH_TARGETS = [...SOCIAL_PLATFORMS, 'roamly'] as const;
export type TPublishTarget = (typeof PUBLISH_TARGETS)[number];

/** Spec 3 §9 content types. */
export const SOCIAL_CONTENT_TYPES = ['video', 'image', 'text', 'carousel', 'story'] as const;
export type TSocialContentType = (typeof SOCIAL_CONTENT_TYPES)[number];

/** Spec 3 §4 and issue 26 §3: a campaign post's life (moves in modules/social/publish-policy.ts). */
export const CAMPAIGN_POST_STATUSES = [
  'pending',
  'generating',
  'ready',
  'scheduled',
  'publishing',
  'published',
  'failed',
] as const;
export type TCampaignPostStatus = (typeof CAMPAIGN_POST_STATUSES)[number];

export type SocialMedia = { kind: 'image' | 'video'; width: number; height: number };

export type PlatformRules = {
  label: string;
  /** Longest caption, counted as `countCaption` counts it. */
  maxLength: number;
  /** 'weighted': X's weighted count; 'utf16': the platform counts UTF-16 code units. */
  counting: 'weighted' | 'utf16';
  maxHashtags: number;
  contentTypes: readonly TSocialContentType[];
  /** Whether a post needs at least one photo or video. */
  mediaRequired: boolean;
  maxMedia: number;
  /** Allowed width / height of feed media (inclusive), and of stories or vertical video. */
  aspect: { min: number; max: number };
  verticalAspect?: { min: number; max: number };
};

const FOUR_BY_FIVE = 4 / 5;
const NINE_BY_SIXTEEN = 9 / 16;
/** Encoders round sizes (1080×1350 is 4:5, 1080×1352 should pass too). */
const ASPECT_TOLERANCE = 0.01;

export const PLATFORM_RULES: Record<TPublishTarget, PlatformRules> = {
  twitter: {
    label: 'X (Twitter)',
    maxLength: 280,
    counting: 'weighted',
    maxHashtags: 10,
    contentTypes: ['text', 'image', 'video', 'carousel'],
    mediaRequired: false,
    maxMedia: 4,
    aspect: { min: 1 / 3, max: 3 },
  },
  instagram: {
    label: 'Instagram',
    maxLength: 2_200,
    counting: 'utf16',
    maxHashtags: 30,
    contentTypes: ['image', 'video', 'carousel', 'story'],
    mediaRequired: true,
    maxMedia: 10,
    aspect: { min: FOUR_BY_FIVE, max: 1.91 },
    verticalAspect: { min: NINE_BY_SIXTEEN, max: NINE_BY_SIXTEEN },
  },
  facebook: {
    label: 'Facebook',
    maxLength: 63_206,
    counting: 'utf16',
    maxHashtags: 30,
    contentTypes: ['text', 'image', 'video', 'carousel'],
    mediaRequired: false,
    maxMedia: 10,
    aspect: { min: 9 / 16, max: 1.91 },
  },
  linkedin: {
    label: 'LinkedIn',
    maxLength: 3_000,
    counting: 'utf16',
    maxHashtags: 30,
    contentTypes: ['text', 'image', 'video', 'carousel'],
    mediaRequired: false,
    maxMedia: 9,
    aspect: { min: 1 / 2.4, max: 2.4 },
  },
  tiktok: {
    label: 'TikTok',
    maxLength: 2_200,
    counting: 'utf16',
    maxHashtags: 30,
    contentTypes: ['video', 'carousel', 'image'],
    mediaRequired: true,
    maxMedia: 35,
    aspect: { min: NINE_BY_SIXTEEN, max: 1.91 },
  },
  roamly: {
    label: 'Roamly',
    maxLength: 2_200,
    counting: 'utf16',
    maxHashtags: 30,
    contentTypes: ['text', 'image', 'video', 'carousel'],
    mediaRequired: false,
    maxMedia: 10,
    aspect: { min: FOUR_BY_FIVE, max: 1.91 },
  },
};

/**
 * Code points that X counts once (weight 100 at scale 100); everything else counts twice
 * (twitter-text v3: Latin, Greek, Cyrillic and friends up to U+10FF, and some punctuation).
 */
const SINGLE_WEIGHT_RANGES: readonly (readonly [number, number])[] = [
  [0x0000, 0x10ff],
  [0x2000, 0x200d],
  [0x2010, 0x201f],
  [0x2032, 0x2037],
];
const X_URL_LENGTH = 23;
const X_EMOJI_WEIGHT = 2;

/** URLs as X's t.co wraps them (any length counts 23). */
const URL_PATTERN = /\bhttps?:\/\/[^\s<>"]+/giu;
/** One emoji as a reader sees it: a pictograph with its modifiers, joiners and flags. */
const EMOJI_PATTERN =
  /\p{Regional_Indicator}{2}|[#*0-9]\uFE0F?\u20E3|\p{Extended_Pictographic}(?:\uFE0F|\p{Emoji_Modifier})?(?:\u200D\p{Extended_Pictographic}(?:\uFE0F|\p{Emoji_Modifier})?)*/gu;

function weightOf(codePoint: number): number {
  for (const [low, high] of SINGLE_WEIGHT_RANGES) {
    if (codePoint >= low && codePoint <= high) return 1;
  }
  return 2;
}

/** The weighted length of text with no URLs in it: emoji 2, then each code point 1 or 2. */
function weightedText(text: string): number {
  let length = 0;
  const rest = text.replace(EMOJI_PATTERN, () => {
    length += X_EMOJI_WEIGHT;
    return '';
  });
  for (const char of rest) length += weightOf(char.codePointAt(0) ?? 0);
  return length;
}

/** X's weighted length of a text (twitter-text v3), after NFC normalisation as X does. */
export function xWeightedLength(text: string): number {
  const normalized = text.normalize('NFC');
  let length = 0;
  let last = 0;
  for (const match of normalized.matchAll(URL_PATTERN)) {
    length += weightedText(normalized.slice(last, match.index)) + X_URL_LENGTH;
    last = match.index + match[0].length;
  }
  return length + weightedText(normalized.slice(last));
}

/** A caption's length as its platform counts it. */
export function countCaption(target: TPublishTarget, text: string): number {
  return PLATFORM_RULES[target].counting === 'weighted' ? xWeightedLength(text) : text.length;
}

/** The hashtags written into a caption (`#word`), without the '#'. */
export function hashtagsIn(text: string): string[] {
  return [...text.matchAll(/(?:^|[^\p{L}\p{N}_&])#([\p{L}\p{N}_]+)/gu)].map((match) => match[1]!);
}

/** The text a platform receives: the caption and the hashtags not already in it. */
export function composeCaption(caption: string, hashtags: readonly string[]): string {
  const present = new Set(hashtagsIn(caption).map((tag) => tag.toLowerCase()));
  const extra = hashtags
    .map((tag) => tag.replace(/^#/, '').trim())
    .filter((tag) => tag && !present.has(tag.toLowerCase()));
  const tail = extra.map((tag) => `#${tag}`).join(' ');
  return tail ? `${caption.trimEnd()}\n\n${tail}` : caption;
}

export type SocialPostDraft = {
  contentType: TSocialContentType;
  caption: string;
  hashtags: readonly string[];
  media: readonly SocialMedia[];
};

/**
 * Every rule the draft breaks on the platform, as sentences an operator can act on; empty when
 * the platform will accept it.
 */
export function checkSocialPost(target: TPublishTarget, draft: SocialPostDraft): string[] {
  const rules = PLATFORM_RULES[target];
  const problems: string[] = [];
  const text = composeCaption(draft.caption, draft.hashtags);
  const length = countCaption(target, text);
  if (length > rules.maxLength) {
    problems.push(
      `${rules.label} allows ${rules.maxLength.toLocaleString('en-US')} characters; this post has ${length.toLocaleString('en-US')}.`,
    );
  }
  const tags = new Set(hashtagsIn(text).map((tag) => tag.toLowerCase()));
  if (tags.size > rules.maxHashtags) {
    problems.push(
      `${rules.label} allows ${rules.maxHashtags} hashtags; this post has ${tags.size}.`,
    );
  }
  if (!rules.contentTypes.includes(draft.contentType)) {
    problems.push(`${rules.label} does not publish ${draft.contentType} posts.`);
  }
  if (rules.mediaRequired && draft.media.length === 0) {
    problems.push(`${rules.label} needs a photo or video.`);
  }
  if (draft.contentType === 'video' && !draft.media.some((item) => item.kind === 'video')) {
    problems.push(`A video post on ${rules.label} needs a video.`);
  }
  if (draft.contentType === 'carousel' && draft.media.length < 2) {
    problems.push('A carousel needs at least two photos or videos.');
  }
  if (draft.media.length > rules.maxMedia) {
    problems.push(`${rules.label} takes at most ${rules.maxMedia} photos or videos in a post.`);
  }
  const vertical =
    draft.contentType === 'story' || (target === 'tiktok' && draft.contentType === 'video');
  const bounds = vertical && rules.verticalAspect ? rules.verticalAspect : rules.aspect;
  for (const item of draft.media) {
    if (item.width <= 0 || item.height <= 0) continue;
    const ratio = item.width / item.height;
    if (
      ratio < bounds.min * (1 - ASPECT_TOLERANCE) ||
      ratio > bounds.max * (1 + ASPECT_TOLERANCE)
    ) {
      const range =
        bounds.min === bounds.max
          ? `at ${describeRatio(bounds.min)}`
          : `between ${describeRatio(bounds.min)} and ${describeRatio(bounds.max)}`;
      problems.push(
        `${rules.label} takes ${vertical ? 'vertical' : 'feed'} media ${range}; one is ${item.width}×${item.height}.`,
      );
      break;
    }
  }
  return problems;
}

function describeRatio(ratio: number): string {
  const known: [number, string][] = [
    [4 / 5, '4:5'],
    [1.91, '1.91:1'],
    [9 / 16, '9:16'],
    [1 / 3, '1:3'],
    [3, '3:1'],
    [1 / 2.4, '1:2.4'],
    [2.4, '2.4:1'],
  ];
  const match = known.find(([value]) => Math.abs(value - ratio) < 0.02);
  return match ? match[1] : `${ratio.toFixed(2)}:1`;
}
