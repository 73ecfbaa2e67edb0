import { sql } from 'drizzle-orm';
import type { TPostPrivacy } from '../../contract/posts.ts';
import type { Db } from '../client.ts';
import type { CardContentCache } from '../feed-engine/card-cache.ts';
import { executeShape } from '../feed-engine/prepared.ts';
import type { StoredPostMedia } from '../schema/index.ts';
import { isoTime } from './card-columns.ts';

/**
 * What a post card shows of the post itself, the same for every viewer: everything but the
 * counts, the viewer's flags and the author (those come with each page's statement).
 */
export type PostCardContent = {
  userId: string;
  content: string;
  location: string | null;
  tags: string[];
  travelInsights: string[];
  imageUrl: string | null;
  videoUrl: string | null;
  aiCaptions: string[];
  aiThumbnails: string[];
  media: StoredPostMedia[];
  privacy: TPostPrivacy;
  allowComments: boolean;
  /** A moderator marked it sensitive (issue 22 §4): the card covers its media until asked. */
  sensitive: boolean;
  /** A moderator hid it: only its author still reads it, with a notice saying so. */
  hidden: boolean;
  createdAt: string;
  updatedAt: string;
};

/**
 * The posts columns behind `PostCardContent`. Migration 0028's trigger bumps `card_version`
 * when any of them changes; a column added here must be added to that trigger too (a test
 * updates each of them and checks the version moves).
 */
export const CARD_CONTENT_COLUMNS = [
  'user_id',
  'content',
  'location',
  'tags',
  'travel_insights',
  'image_url',
  'video_url',
  'ai_captions',
  'ai_thumbnails',
  'media',
  'privacy',
  'allow_comments',
  'sensitive_at',
  'hidden_at',
  'created_at',
  'updated_at',
] as const;

type RawContent = {
  id: string;
  card_version: number;
  user_id: string;
  content: string;
  location: string | null;
  tags: string[];
  travel_insights: string[];
  image_url: string | null;
  video_url: string | null;
  ai_captions: string[];
  ai_thumbnails: string[];
  media: StoredPostMedia[];
  privacy: TPostPrivacy;
  allow_comments: boolean;
  sensitive: boolean;
  hidden: boolean;
  created_at: string;
  updated_at: string;
};

/** The contents of the given posts (one statement; the ids as one array parameter). */
export function cardContentsStatement() {
  return sql`SELECT p.id, p.card_version, p.user_id, p.content, p.location, p.tags,
      p.travel_insights, p.image_url, p.video_url, p.ai_captions, p.ai_thumbnails, p.media,
      p.privacy, p.allow_comments, p.sensitive_at IS NOT NULL AS sensitive,
      p.hidden_at IS NOT NULL AS hidden, ${isoTime(sql`p.created_at`)} AS created_at,
      ${isoTime(sql`p.updated_at`)} AS updated_at
    FROM posts p WHERE p.id = ANY(${sql.placeholder('ids')}::uuid[])`;
}

/** A post the page statement returned: its id and the card version it read. */
export type CardKey = { id: string; version: number };

/**
 * The contents of `keys` from the app's cache, reading the missing or outdated ones in one
 * statement (and caching them). A post deleted between the page's statement and this read is
 * absent from the result.
 */
export async function cardContentsOf(
  db: Db,
  cache: CardContentCache,
  keys: readonly CardKey[],
): Promise<Map<string, PostCardContent>> {
  const found = new Map<string, PostCardContent>();
  const missing: string[] = [];
  for (const { id, version } of keys) {
    const content = cache.get(id, version);
    if (content) found.set(id, content);
    else missing.push(id);
  }
  if (missing.length === 0) return found;
  const { rows } = await executeShape<RawContent>(db, 'cardContents', cardContentsStatement, {
    ids: missing,
  });
  for (const row of rows) {
    const content: PostCardContent = {
      userId: row.user_id,
      content: row.content,
      location: row.location,
      tags: row.tags,
      travelInsights: row.travel_insights,
      imageUrl: row.image_url,
      videoUrl: row.video_url,
      aiCaptions: row.ai_captions,
      aiThumbnails: row.ai_thumbnails,
      media: row.media,
      privacy: row.privacy,
      allowComments: row.allow_comments,
      sensitive: row.sensitive,
      hidden: row.hidden,
      createdAt: row.created_at,
      updatedAt: row.updated_at,
    };
    cache.set(row.id, Number(row.card_version), content);
    found.set(row.id, content);
  }
  return found;
}
