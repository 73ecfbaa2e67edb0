import { sql } from 'drizzle-orm';
import {
  bigint,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  MEDIA_KINDS,
  MEDIA_PURPOSES,
  MEDIA_STATUSES,
  type TMediaVariant,
} from '../../contract/media.ts';
import { posts } from './posts.ts';
import { users } from './users.ts';

/** What was read from a photo's EXIF before it was stripped; server-only (never presented). */
export type MediaExif = {
  latitude?: number;
  longitude?: number;
  takenAt?: string;
  camera?: string;
};

/**
 * Every uploaded file. Images are stored as received in a private staging area and served only
 * as the re-encoded variants the processing job writes; videos are served as stored. A row with
 * no attachedAt after 24 hours is removed with its files by the cleanup job.
 */
export const media = pgTable(
  'media',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: MEDIA_KINDS }).notNull(),
    purpose: text('purpose', { enum: MEDIA_PURPOSES }).notNull().default('post'),
    status: text('status', { enum: MEDIA_STATUSES }).notNull().default('processing'),
    /** The URL handed to the client (/uploads/…); unique, so a post's URL finds its row. */
    url: text('url').notNull().unique(),
    /** Storage key of the file as received (images: private staging; videos: the served file). */
    sourceKey: text('source_key').notNull(),
    originalName: text('original_name').notNull(),
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    width: integer('width'),
    height: integer('height'),
    durationSeconds: doublePrecision('duration_seconds'),
    variants: jsonb('variants')
      .$type<TMediaVariant[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    posterUrl: text('poster_url'),
    /** A tiny WebP data URI to blur up from while the picture loads (ZMediaPlaceholder). */
    placeholder: text('placeholder'),
    /** Videos: up to 3 frames (file names under /uploads/), the post's aiThumbnails. */
    thumbnails: text('thumbnails')
      .array()
      .notNull()
      .default(sql`'{}'`),
    exif: jsonb('exif').$type<MediaExif>(),
    postId: uuid('post_id').references(() => posts.id, { onDelete: 'set null' }),
    attachedAt: timestamp('attached_at', { withTimezone: true }),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('media_user_id_created_at_idx').on(table.userId, table.createdAt.desc()),
    index('media_post_id_idx').on(table.postId),
    index('media_unattached_created_at_idx')
      .on(table.createdAt)
      .where(sql`${table.attachedAt} IS NULL`),
  ],
);

/**
 * A chunked upload in progress (spec 1 §7 'Chunked'): the client's uploadId, scoped to its
 * member. Chunks live on local disk under DATA_DIR until finalize streams them into storage.
 */
export const uploadSessions = pgTable(
  'upload_sessions',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    uploadId: text('upload_id').notNull(),
    fileName: text('file_name').notNull(),
    fileType: text('file_type').notNull(),
    totalChunks: integer('total_chunks').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.uploadId] }),
    index('upload_sessions_updated_at_idx').on(table.updatedAt),
  ],
);
