import type { TSocialContentType, TPublishTarget } from '../../../contract/social-rules.ts';

/**
 * What a campaign post's text is written from (issue 26 §3): the destination as the catalogue
 * knows it, what members and the blog said about it, and the campaign's tone and hashtag count.
 * Writers only see these facts, so no writer can invent a place or a price.
 */
export type SocialTone =
  'professional' | 'casual' | 'inspirational' | 'educational' | 'entertaining';
export type SocialStrategy =
  'destination_highlights' | 'multi_city_journey' | 'blog_repurpose' | 'seasonal_content';

export type ContentBrief = {
  platform: TPublishTarget;
  contentType: TSocialContentType;
  tone: SocialTone;
  strategy: SocialStrategy;
  destination: { name: string; country: string | null; tourCount: number };
  /** Short lines members wrote in public posts about the place, most liked first. */
  memberNotes: string[];
  /** Titles (and excerpts) of published blog posts about the place. */
  blogPosts: { title: string; excerpt: string; slug: string }[];
  /** 0 when the campaign turned hashtags off. */
  hashtagCount: number;
  brandingElements: string[];
  /** When the post will go out (its month picks the season); null: now. */
  month: number;
};

export type ContentDraft = { caption: string; hashtags: string[] };

export type SocialTextWriter = {
  /** 'local', 'anthropic' or 'openai' (the status card's text provider). */
  kind: string;
  write(brief: ContentBrief): Promise<ContentDraft>;
};

export class ContentWriterError extends Error {}
