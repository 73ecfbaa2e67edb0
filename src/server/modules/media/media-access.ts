import type { Db } from '../../../db/client.ts';
import {
  findMediaAccess,
  mediaVisibleTo,
  type MediaAccessRow,
} from '../../../db/queries/media-access.ts';

/** `media/<uuid>…` (an upload's file, variant, poster, frame or AI crop) → the uuid. */
const MEDIA_KEY =
  /^media\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?=[-.]|$)/i;

export function mediaIdOfKey(key: string): string | null {
  return MEDIA_KEY.exec(key)?.[1]?.toLowerCase() ?? null;
}

/**
 * How a stored file may be served:
 * - `everyone`: to anyone, cached by anyone for a year (demo files, profile photos, media of
 *   posts everyone may see);
 * - `draft`: an upload not yet part of a post or a message, to whoever holds its random URL (its
 *   uploader), cached by that browser only (no shared cache keeps it once it becomes private);
 * - `viewer`: only to this signed-in member, who may see it now; cached by their browser only;
 * - `refused`: answered exactly like a missing file, so its existence does not leak.
 */
export type MediaAccess = {
  serve: 'everyone' | 'draft' | 'viewer' | 'refused';
  /** The upload behind the file, when there is one (the first rendition needs it). */
  upload: MediaAccessRow['upload'];
};

/**
 * Decides who may fetch `key` right now, from the live rows: a post made private, a follow ended
 * or a block stops its media at once. `viewerId` is asked only for files that are not everyone's,
 * so public media never cost a session look-up.
 */
export async function decideMediaAccess(
  db: Db,
  { key, viewerId }: { key: string; viewerId: () => Promise<string | null> },
): Promise<MediaAccess> {
  const id = mediaIdOfKey(key);
  if (!id) return { serve: 'everyone', upload: null };
  const access = await findMediaAccess(db, { id });
  // A name no upload or post owns (left by an old job): nothing private to protect.
  if (!access) return { serve: 'everyone', upload: null };
  if (access.everyone) return { serve: 'everyone', upload: access.upload };
  if (access.draft) return { serve: 'draft', upload: access.upload };
  const viewer = await viewerId();
  const visible = viewer !== null && (await mediaVisibleTo(db, { id, viewerId: viewer }));
  return { serve: visible ? 'viewer' : 'refused', upload: access.upload };
}
