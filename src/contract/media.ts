import { z } from 'zod';

/**
 * Media: what an upload is and how a post shows it (spec 1 §3 'Upload result', §5, §9). The
 * server decides the kind from the file's bytes; the constants are shared with the client, which
 * checks the same rules first for the user's convenience.
 */

/** Where stored uploads are served from (public URLs start with it). */
export const UPLOADS_PREFIX = '/uploads/';

export const MEDIA_KINDS = ['image', 'video'] as const;
export type TMediaKind = (typeof MEDIA_KINDS)[number];

/** processing: stored, variants not made yet; ready: variants exist; failed: unreadable. */
export const MEDIA_STATUSES = ['processing', 'ready', 'failed'] as const;
export type TMediaStatus = (typeof MEDIA_STATUSES)[number];

/** What an upload is for: a post's media, or a member's profile or cover photo. */
export const MEDIA_PURPOSES = ['post', 'profile', 'cover'] as const;
export type TMediaPurpose = (typeof MEDIA_PURPOSES)[number];

export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'webp', 'heic', 'heif'] as const;
export const VIDEO_EXTENSIONS = ['mp4', 'mov', 'avi', 'webm', 'm4v', '3gp'] as const;

/** 1 GB: the rule of spec 1 §5 (the dialog's own text says 100MB; the rule wins, see issue 7). */
export const MAX_UPLOAD_BYTES = 1024 * 1024 * 1024;
/** Profile and cover photos (spec 1 §9). */
export const MAX_PROFILE_IMAGE_BYTES = 10 * 1024 * 1024;
/** The dialog uploads files over this size (or any file on mobile) in chunks (spec 1 §9). */
export const CHUNKED_UPLOAD_THRESHOLD_BYTES = 50 * 1024 * 1024;
export const CHUNK_SIZE_BYTES = 10 * 1024 * 1024;
/** The /clean-upload test page: chunked above 100 MB, in 50 MB chunks. */
export const TEST_PAGE_CHUNK_THRESHOLD_BYTES = 100 * 1024 * 1024;
export const TEST_PAGE_CHUNK_SIZE_BYTES = 50 * 1024 * 1024;
/** Largest chunk the server accepts (the test page's 50 MB plus multipart framing). */
export const MAX_CHUNK_BYTES = 51 * 1024 * 1024;
/** 1 GB in 10 MB chunks is 103; the test page's 50 MB chunks need fewer. */
export const MAX_CHUNKS = 110;
export const UPLOAD_TIMEOUT_MS = 5 * 60 * 1000;
/** Chunks of abandoned uploads and files never attached to anything are removed after this. */
export const UPLOAD_ABANDONED_AFTER_MS = 24 * 60 * 60 * 1000;
/** Per member: a trip's worth of photos fits easily; a script filling the disk does not. */
export const UPLOAD_RATE_LIMIT = { max: 120, windowMs: 10 * 60 * 1000 } as const;
/** Chunks count separately: a 1 GB file is 103 of them. */
export const UPLOAD_CHUNK_RATE_LIMIT = { max: 1200, windowMs: 10 * 60 * 1000 } as const;
export const MAX_AI_THUMBNAILS = 3;

/** One processed rendition of an image; the client builds `srcset` from these. */
export const ZMediaVariant = z.object({
  url: z.string(),
  width: z.number().int(),
  format: z.enum(['webp', 'jpeg']),
});
export type TMediaVariant = z.infer<typeof ZMediaVariant>;

/** A media item's blur-up picture is a tiny WebP written into the page as a data URI. */
export const MEDIA_PLACEHOLDER_PREFIX = 'data:image/webp;base64,';
/**
 * Every card of every feed page carries it, so it stays a few hundred bytes (a ~20 px picture);
 * the server keeps none longer than this rather than send a heavy one.
 */
export const MEDIA_PLACEHOLDER_MAX_LENGTH = 1024;

/** Base64 only after the prefix, so the client can put it in a CSS `url("…")` as it is. */
export const ZMediaPlaceholder = z
  .string()
  .max(MEDIA_PLACEHOLDER_MAX_LENGTH)
  .regex(/^data:image\/webp;base64,[A-Za-z0-9+/]+={0,2}$/, 'must be a base64 WebP data URI');

/**
 * One media item of a post as every viewer sees it (stored denormalised in posts.media, so feeds
 * need no join). Nothing private: EXIF (GPS, camera) never leaves the server.
 */
export const ZPostMedia = z.object({
  id: z.string(),
  /** The URL the post was created with: the display JPEG of an image, the video file itself. */
  url: z.string(),
  type: z.enum(MEDIA_KINDS),
  status: z.enum(MEDIA_STATUSES),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  /** Images: display and thumbnail sizes in WebP and JPEG. Empty while processing. */
  variants: z.array(ZMediaVariant),
  /** Videos: a frame to show before playing (null without ffmpeg or while processing). */
  posterUrl: z.string().nullable(),
  durationSeconds: z.number().nullable(),
  /**
   * A tiny blurred-up preview shown while the photo (or a video's poster) loads; null for media
   * stored before it existed, videos without a poster and failed media.
   */
  placeholder: ZMediaPlaceholder.nullable(),
});
export type TPostMedia = z.infer<typeof ZPostMedia>;
