import type { TMediaKind, TPostMedia } from '../../../contract/media.ts';
import { YOUTUBE_CONSENT_MESSAGE, type TCreatePostValues } from '../../../contract/posts.ts';
import type { Db } from '../../../db/client.ts';
import {
  attachMediaToPost,
  deleteMediaRows,
  findMediaByUrls,
  findPostMedia,
  setPostMedia,
  toPostMedia,
  type MediaRow,
} from '../../../db/queries/media.ts';
import type { ServiceContext } from '../../context.ts';
import { badRequest } from '../../http-error.ts';
import { UPLOADS_PREFIX } from '../../providers/storage/storage.ts';
import { mediaFileKeys, removeFiles } from './media-files.ts';

export const NOT_YOUR_UPLOAD_MESSAGE = 'Media must be a file you uploaded to Roamly';
export const ALREADY_ATTACHED_MESSAGE = 'This file is already part of another post';
export const FAILED_UPLOAD_MESSAGE =
  'This file could not be processed. Please upload it again or choose another file.';
export const MEDIA_BOTH_WAYS_MESSAGE =
  'Send the media either as mediaUrl or as imageUrl / videoUrl, not both';

/** The seed's demo photos: shared files with no upload row, any member may post them. */
const DEMO_PREFIX = `${UPLOADS_PREFIX}demo/`;

type MediaRef = { url: string; type: TMediaKind };

/**
 * Every media URL of a create body in the order given: the create page's `media` list, then the
 * dialog's imageUrl / videoUrl, or the test pages' mediaUrl + mediaType. Repeats count once.
 */
function mediaRefs(input: TCreatePostValues): MediaRef[] {
  if (input.mediaUrl && (input.imageUrl || input.videoUrl)) {
    throw badRequest(MEDIA_BOTH_WAYS_MESSAGE);
  }
  const refs: MediaRef[] = (input.media ?? []).map(({ url, type }) => ({ url, type }));
  if (input.imageUrl) refs.push({ url: input.imageUrl, type: 'image' });
  if (input.videoUrl) refs.push({ url: input.videoUrl, type: 'video' });
  if (input.mediaUrl) refs.push({ url: input.mediaUrl, type: input.mediaType ?? 'image' });
  const seen = new Set<string>();
  return refs.filter((ref) => !seen.has(ref.url) && Boolean(seen.add(ref.url)));
}

/** An uploaded file (it must have a row); demo files and allowed external hosts need none. */
const needsRow = (url: string) => url.startsWith(UPLOADS_PREFIX) && !url.startsWith(DEMO_PREFIX);

export type PostMediaPlan = {
  imageUrl: string | null;
  videoUrl: string | null;
  /** Upload rows to attach, in the order given. */
  rows: MediaRow[];
  hasVideo: boolean;
};

/**
 * Checks a new post's media before anything is written: every uploaded URL must be the author's
 * own post upload, not part of another post and not failed; a video needs the YouTube consent
 * when the body carries the consent field (the create page always does; the dialog and the test
 * pages do not, spec 1 §5). The kind of an upload is the server's (its bytes), not the client's.
 */
export async function planPostMedia(
  db: Db,
  { userId, input }: { userId: string; input: TCreatePostValues },
): Promise<PostMediaPlan> {
  const refs = mediaRefs(input);
  const found = await findMediaByUrls(db, { urls: refs.map((r) => r.url).filter(needsRow) });
  const byUrl = new Map(found.map((row) => [row.url, row]));
  const rows: MediaRow[] = [];
  const kinds: TMediaKind[] = [];
  for (const ref of refs) {
    if (!needsRow(ref.url)) {
      kinds.push(ref.type);
      continue;
    }
    const row = byUrl.get(ref.url);
    // Someone else's file reads exactly like no file at all.
    if (!row || row.userId !== userId || row.purpose !== 'post') {
      throw badRequest(NOT_YOUR_UPLOAD_MESSAGE);
    }
    if (row.postId) throw badRequest(ALREADY_ATTACHED_MESSAGE);
    if (row.status === 'failed') throw badRequest(FAILED_UPLOAD_MESSAGE);
    rows.push(row);
    kinds.push(row.kind);
  }
  const urlOf = (kind: TMediaKind) => refs.find((_, index) => kinds[index] === kind)?.url ?? null;
  const hasVideo = kinds.includes('video');
  if (input.youtubeConsent === false && hasVideo) throw badRequest(YOUTUBE_CONSENT_MESSAGE);
  return { imageUrl: urlOf('image'), videoUrl: urlOf('video'), rows, hasVideo };
}

/**
 * Attaches the planned uploads to the new post (same transaction) and stores their presented
 * form on it. A concurrent post that took one of them first makes this one fail whole.
 */
export async function attachPostMedia(
  db: Db,
  { postId, userId, plan }: { postId: string; userId: string; plan: PostMediaPlan },
): Promise<TPostMedia[]> {
  if (plan.rows.length === 0) return [];
  const attached = await attachMediaToPost(db, {
    ids: plan.rows.map((row) => row.id),
    postId,
    userId,
  });
  if (attached.length !== plan.rows.length) throw badRequest(ALREADY_ATTACHED_MESSAGE);
  // The rows as they are now (locked): a job that finished meanwhile is reflected.
  const current = new Map(attached.map((row) => [row.id, row]));
  const items = plan.rows.map((row) => toPostMedia(current.get(row.id) ?? row));
  await setPostMedia(db, { postId, items });
  return items;
}

/** Deletes a post's upload rows (inside the post's deletion); returns them for their files. */
export async function detachPostMedia(db: Db, { postId }: { postId: string }): Promise<MediaRow[]> {
  const rows = await findPostMedia(db, { postId });
  await deleteMediaRows(db, { ids: rows.map((row) => row.id) });
  return rows;
}

/**
 * After the deletion committed: the files of those rows, and the AI thumbnails made for the post
 * (names under /uploads/ that the enhance action wrote under media/). Failures are logged.
 */
export async function removeMediaFiles(
  ctx: ServiceContext,
  { rows, aiThumbnails = [] }: { rows: MediaRow[]; aiThumbnails?: string[] },
): Promise<void> {
  const generated = aiThumbnails.filter((name) => name.startsWith('media/'));
  const keys = [...new Set([...rows.flatMap(mediaFileKeys), ...generated])];
  if (keys.length > 0) await removeFiles(ctx.storage, keys, ctx.log);
}
