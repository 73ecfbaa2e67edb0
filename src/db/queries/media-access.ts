import { sql, type SQL } from 'drizzle-orm';
import type { TMediaKind, TMediaStatus } from '../../contract/media.ts';
import type { Db } from '../client.ts';
import { postVisibleTo, postVisibleToEveryone } from './visibility.ts';

/**
 * What serving a file under `media/<id>…` needs to know about what owns it. `id` is the upload's
 * id (its files, variants, poster, frames and AI crops are all named after it) or, for the AI
 * crops of a demo post that has no upload row, the post's id.
 */
export type MediaAccessRow = {
  /** The upload row, when the id names one (null: the id names a post). */
  upload: {
    id: string;
    kind: TMediaKind;
    status: TMediaStatus;
    url: string;
    sourceKey: string;
  } | null;
  /**
   * Anyone may fetch it: a profile or cover photo, or media of a post everyone may see (public,
   * by a member neither suspended nor with a hidden profile).
   */
  everyone: boolean;
  /** In no post and no message yet: only its uploader knows its random name. */
  draft: boolean;
};

/** A message carrying this upload's picture (its sender is the uploader: `attachMessageImage`). */
const inMessage = (extra: SQL = sql``) =>
  sql`EXISTS (SELECT 1 FROM messages msg WHERE msg.sender_id = m.user_id AND msg.image_url = m.url ${extra})`;

/** The owner of `media/<id>…` and whether it is everyone's to see; undefined when nothing is. */
export async function findMediaAccess(
  db: Db,
  { id }: { id: string },
): Promise<MediaAccessRow | undefined> {
  const result = await db.execute<{
    id: string;
    kind: TMediaKind;
    status: TMediaStatus;
    url: string;
    source_key: string;
    everyone: boolean;
    draft: boolean;
  }>(sql`
    SELECT m.id, m.kind, m.status, m.url, m.source_key,
      CASE
        WHEN m.purpose <> 'post' THEN true
        WHEN p.id IS NOT NULL THEN ${postVisibleToEveryone('p', 'a')}
        ELSE false
      END AS everyone,
      m.purpose = 'post' AND p.id IS NULL AND NOT ${inMessage()} AS draft
    FROM media m
    LEFT JOIN posts p ON p.id = m.post_id
    LEFT JOIN users a ON a.id = p.user_id
    WHERE m.id = ${id}
  `);
  const [row] = result.rows;
  if (row) {
    return {
      upload: {
        id: row.id,
        kind: row.kind,
        status: row.status,
        url: row.url,
        sourceKey: row.source_key,
      },
      everyone: row.everyone,
      draft: row.draft,
    };
  }
  const post = await db.execute<{ everyone: boolean }>(sql`
    SELECT ${postVisibleToEveryone('p', 'a')} AS everyone
    FROM posts p JOIN users a ON a.id = p.user_id
    WHERE p.id = ${id}
  `);
  const [owner] = post.rows;
  return owner ? { upload: null, everyone: owner.everyone, draft: false } : undefined;
}

/**
 * Whether a signed-in member may fetch `media/<id>…` that is not everyone's: its uploader; for
 * a post's media whoever may see the post (`postVisibleTo`, the feeds' own rule, read live); for
 * a message's picture the members of that conversation.
 */
export async function mediaVisibleTo(
  db: Db,
  { id, viewerId }: { id: string; viewerId: string },
): Promise<boolean> {
  const result = await db.execute<{ visible: boolean }>(sql`
    SELECT CASE
        WHEN m.user_id = ${viewerId} THEN true
        WHEN p.id IS NOT NULL THEN ${postVisibleTo(viewerId, 'p', 'a')}
        ELSE ${inMessage(sql`AND msg.recipient_id = ${viewerId}`)}
      END AS visible
    FROM media m
    LEFT JOIN posts p ON p.id = m.post_id
    LEFT JOIN users a ON a.id = p.user_id
    WHERE m.id = ${id}
    UNION ALL
    SELECT ${postVisibleTo(viewerId, 'p', 'a')}
    FROM posts p JOIN users a ON a.id = p.user_id
    WHERE p.id = ${id} AND NOT EXISTS (SELECT 1 FROM media WHERE media.id = ${id})
  `);
  return result.rows.some((row) => row.visible);
}
