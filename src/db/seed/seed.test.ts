import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FAVORITE_REGIONS,
  LANGUAGES,
  LOCATIONS,
  TRAVEL_INTERESTS,
  TRAVEL_STYLES,
} from '../../contract/limits.ts';
import { MEDIA_PLACEHOLDER_PREFIX, ZPostMedia, type TPostMedia } from '../../contract/media.ts';
import { ZUpdateProfileBody } from '../../contract/users.ts';
import { DEMO_ADMIN_EMAIL, DEMO_MEMBER_EMAIL } from '../../server/modules/auth/demo-accounts.ts';
import { generateDemoPassword } from '../../server/modules/auth/demo-passwords.ts';
import { verifyPassword } from '../../server/modules/auth/password.ts';
import { createLocalStorage } from '../../server/providers/storage/local.ts';
import { createTestDatabase } from '../../server/test/database.ts';
import { buildDemoWorld } from './build-world.ts';
import { DEMO_POSTS, DEMO_TRAVELLERS } from './demo-world.ts';
import { demoPhotoIds, storeDemoPhotos } from './images.ts';
import { insertDemoWorld } from './insert-world.ts';
import { seedDemoWorld, type SeedResult } from './seed.ts';

const database = await createTestDatabase();
/** A second, untouched database for the all-or-nothing checks. */
const empty = await createTestDatabase();
const uploadsDir = await fs.mkdtemp(path.join(os.tmpdir(), 'roamly-seed-test-'));
const storage = createLocalStorage(uploadsDir);
const query = async <T>(text: string, values: unknown[] = []): Promise<T[]> =>
  (await database.pool.query(text, values)).rows as T[];
const passwords = { member: generateDemoPassword(), admin: generateDemoPassword() };
const countOf = async (table: string) =>
  Number((await query<{ n: string }>(`SELECT count(*) AS n FROM ${table}`))[0]?.n);

let first: SeedResult;
const seedLog: string[] = [];

beforeAll(async () => {
  first = await seedDemoWorld({
    db: database.db,
    storage,
    passwords,
    log: (m) => seedLog.push(m),
  });
}, 60_000);

afterAll(async () => {
  await fs.rm(uploadsDir, { recursive: true, force: true });
});

describe('seedDemoWorld on an empty database', () => {
  it('creates a lively world and reports what it made', async () => {
    expect(first.created).toBe(true);
    expect(first.demoEmail).toBe(DEMO_MEMBER_EMAIL);
    expect(first.adminEmail).toBe(DEMO_ADMIN_EMAIL);
    const c = first.counts;
    expect(c.users).toBeGreaterThanOrEqual(12);
    expect(c.users).toBeLessThanOrEqual(16);
    expect(c.posts).toBeGreaterThanOrEqual(50);
    expect(c.posts).toBeLessThanOrEqual(80);
    expect(c.follows).toBeGreaterThanOrEqual(40);
    expect(c.likes).toBeGreaterThanOrEqual(200);
    expect(c.comments).toBeGreaterThanOrEqual(50);
    expect(c.bookmarks).toBeGreaterThanOrEqual(20);
    expect(c.conversations).toBeGreaterThanOrEqual(5);
    expect(c.messages).toBeGreaterThanOrEqual(15);
    expect(c.photosStored).toBe(demoPhotoIds(DEMO_TRAVELLERS, DEMO_POSTS).length);
    for (const table of ['users', 'follows', 'posts', 'likes', 'comments', 'bookmarks'] as const) {
      expect(await countOf(table)).toBe(c[table]);
    }
    expect(await countOf('conversations')).toBe(c.conversations);
    expect(await countOf('messages')).toBe(c.messages);
    expect(seedLog.some((line) => line.startsWith('Demo world created'))).toBe(true);
  });

  it('gives the demo member and the admin working credentials, hashing each password once', async () => {
    const rows = await query<{
      email: string;
      password_hash: string;
      role: string;
      email_verified_at: Date | null;
    }>('SELECT email, password_hash, role, email_verified_at FROM users');
    const member = rows.find((r) => r.email === DEMO_MEMBER_EMAIL);
    const admin = rows.find((r) => r.email === DEMO_ADMIN_EMAIL);
    expect(member?.role).toBe('member');
    expect(admin?.role).toBe('admin');
    expect(await verifyPassword(member?.password_hash ?? '', passwords.member)).toBe(true);
    expect(await verifyPassword(admin?.password_hash ?? '', passwords.admin)).toBe(true);
    expect(await verifyPassword(admin?.password_hash ?? '', passwords.member)).toBe(false);
    expect(new Set(rows.map((r) => r.password_hash)).size).toBe(2);
    expect(rows.filter((r) => r.role === 'admin')).toHaveLength(1);
    // The reserved addresses are confirmed, so the verified-only rules never lock them out.
    expect(rows.every((r) => r.email_verified_at !== null)).toBe(true);
  });

  it('fills every traveller profile with values the contract accepts', async () => {
    const rows = await query<Record<string, unknown>>(
      `SELECT first_name, last_name, bio, location, website, phone_number,
              to_char(date_of_birth, 'YYYY-MM-DD') AS date_of_birth, travel_style,
              favorite_destinations, languages, travel_interests,
              profile_image_url, cover_image_url
         FROM users`,
    );
    for (const row of rows) {
      const profile = {
        firstName: row.first_name,
        lastName: row.last_name,
        bio: row.bio,
        location: row.location,
        website: row.website,
        phoneNumber: row.phone_number,
        dateOfBirth: row.date_of_birth,
        travelStyle: row.travel_style,
        favoriteDestinations: row.favorite_destinations,
        languages: row.languages,
        travelInterests: row.travel_interests,
        profileImageUrl: row.profile_image_url,
        coverImageUrl: row.cover_image_url,
      };
      expect(ZUpdateProfileBody.safeParse(profile).error).toBeUndefined();
      // Avatars are initials (no licensed portraits); a cover is optional.
      const { profileImageUrl, coverImageUrl, ...filled } = profile;
      expect(profileImageUrl).toBeNull();
      expect(coverImageUrl === null || typeof coverImageUrl === 'string').toBe(true);
      expect(Object.values(filled).every((value) => value !== null)).toBe(true);
      expect(LOCATIONS).toContain(profile.location);
      expect(TRAVEL_STYLES).toContain(profile.travelStyle);
      for (const r of row.favorite_destinations as string[]) expect(FAVORITE_REGIONS).toContain(r);
      for (const l of row.languages as string[]) expect(LANGUAGES).toContain(l);
      for (const i of row.travel_interests as string[]) expect(TRAVEL_INTERESTS).toContain(i);
      expect((row.travel_interests as string[]).length).toBeGreaterThan(0);
    }
  });

  it('spreads posts over the last two months with a mix of privacy settings', async () => {
    const posts = await query<{
      content: string;
      location: string;
      tags: string[];
      travel_insights: string[];
      privacy: string;
      age_days: number;
    }>(
      `SELECT content, location, tags, travel_insights, privacy,
              EXTRACT(EPOCH FROM now() - created_at) / 86400 AS age_days
         FROM posts`,
    );
    const ages = posts.map((p) => Number(p.age_days));
    expect(Math.max(...ages)).toBeLessThanOrEqual(61);
    expect(Math.max(...ages)).toBeGreaterThan(45);
    expect(Math.min(...ages)).toBeGreaterThanOrEqual(0);
    expect(ages.filter((age) => age <= 7).length).toBeGreaterThanOrEqual(4);
    const byPrivacy = (value: string) => posts.filter((p) => p.privacy === value).length;
    expect(byPrivacy('public')).toBeGreaterThan(posts.length * 0.8);
    expect(byPrivacy('followers')).toBeGreaterThanOrEqual(2);
    expect(byPrivacy('private')).toBeGreaterThanOrEqual(2);
    for (const post of posts) {
      expect(post.content.trim().length).toBeGreaterThan(80);
      expect(post.location).toMatch(/^[^,]+, .+$/);
      expect(post.tags.length).toBeGreaterThan(0);
      expect(post.travel_insights.length).toBeGreaterThan(0);
    }
  });

  it('gives each post its photo as a media item with its size and a blur-up placeholder', async () => {
    const rows = await query<{ image_url: string; media: TPostMedia[] }>(
      'SELECT image_url, media FROM posts',
    );
    for (const { image_url: url, media } of rows) {
      expect(media, url).toHaveLength(1);
      const item = ZPostMedia.parse(media[0]);
      expect(item).toMatchObject({ url, type: 'image', status: 'ready' });
      expect(item.variants).toEqual([{ url, width: item.width, format: 'webp' }]);
      // The stored file's own size, so the feed frames it in its shape.
      const stored = await sharp(path.join(uploadsDir, url.replace(/^\/uploads\//, ''))).metadata();
      expect([item.width, item.height]).toEqual([stored.width, stored.height]);
      expect(item.placeholder?.startsWith(MEDIA_PLACEHOLDER_PREFIX), url).toBe(true);
      const tiny = await sharp(
        Buffer.from(item.placeholder!.slice(MEDIA_PLACEHOLDER_PREFIX.length), 'base64'),
      ).metadata();
      expect(tiny.format).toBe('webp');
      // ~20 px on the long side, in the photo's shape (to the pixel).
      const scale = 20 / Math.max(stored.width, stored.height);
      expect(Math.abs(tiny.width - stored.width * scale)).toBeLessThanOrEqual(1);
      expect(Math.abs(tiny.height - stored.height * scale)).toBeLessThanOrEqual(1);
    }
  });

  it('only lets people who can see a post like, comment on or save it', async () => {
    for (const table of ['likes', 'comments', 'bookmarks']) {
      const leaks = await query(
        `SELECT 1 FROM ${table} x JOIN posts p ON p.id = x.post_id
          WHERE x.user_id <> p.user_id AND (
                p.privacy = 'private'
             OR (p.privacy = 'followers' AND NOT EXISTS (
                   SELECT 1 FROM follows f WHERE f.follower_id = x.user_id AND f.following_id = p.user_id)))`,
      );
      expect(leaks, table).toEqual([]);
    }
    const early = await query(
      `SELECT 1 FROM likes l JOIN posts p ON p.id = l.post_id WHERE l.created_at < p.created_at
        UNION ALL
       SELECT 1 FROM comments c JOIN posts p ON p.id = c.post_id WHERE c.created_at < p.created_at`,
    );
    expect(early).toEqual([]);
    const closed = await query(
      `SELECT 1 FROM comments c JOIN posts p ON p.id = c.post_id WHERE NOT p.allow_comments`,
    );
    expect(closed).toEqual([]);
  });

  it('gives the demo member followers, saved posts and unread messages', async () => {
    const [demo] = await query<{ id: string }>('SELECT id FROM users WHERE email = $1', [
      DEMO_MEMBER_EMAIL,
    ]);
    const id = demo?.id;
    const one = async (text: string) => Number((await query<{ n: string }>(text, [id]))[0]?.n ?? 0);
    expect(await one('SELECT count(*) AS n FROM follows WHERE following_id = $1')).toBeGreaterThan(
      3,
    );
    expect(await one('SELECT count(*) AS n FROM follows WHERE follower_id = $1')).toBeGreaterThan(
      3,
    );
    expect(await one('SELECT count(*) AS n FROM bookmarks WHERE user_id = $1')).toBeGreaterThan(3);
    expect(await one('SELECT count(*) AS n FROM posts WHERE user_id = $1')).toBeGreaterThan(1);
    expect(
      await one(
        `SELECT count(*) AS n FROM messages m JOIN conversations c ON c.id = m.conversation_id
          WHERE (c.user_a_id = $1 OR c.user_b_id = $1) AND m.sender_id <> $1 AND m.read_at IS NULL`,
      ),
    ).toBeGreaterThan(0);
    const stale = await query(
      `SELECT 1 FROM conversations c
        WHERE c.last_message_at <> (SELECT max(created_at) FROM messages m WHERE m.conversation_id = c.id)
           OR c.user_a_id >= c.user_b_id`,
    );
    expect(stale).toEqual([]);
  });

  it('stores the committed photo renditions for every post and cover', async () => {
    const urls = await query<{ url: string }>(
      `SELECT cover_image_url AS url FROM users WHERE cover_image_url IS NOT NULL
        UNION ALL SELECT image_url FROM posts`,
    );
    expect(urls.length).toBeGreaterThan(first.counts.posts);
    for (const { url } of urls) {
      const id = /^\/uploads\/demo\/photos\/([a-z0-9-]+)\.webp$/.exec(url)?.[1];
      expect(id, url).toBeDefined();
      const file = await fs.readFile(path.join(uploadsDir, url.replace('/uploads/', '')));
      const meta = await sharp(file).metadata();
      expect(meta.format).toBe('webp');
      expect([960, 1600]).toContain(meta.width);
      const committed = await fs.readFile(path.resolve(`public/photos/${id}-${meta.width}.webp`));
      expect(file.equals(committed), url).toBe(true);
    }
    const withoutImage = await query('SELECT 1 FROM posts WHERE image_url IS NULL');
    expect(withoutImage).toEqual([]);
  });
});

describe('seedDemoWorld when the world already exists', () => {
  it('creates nothing the second time', async () => {
    const before = await countOf('posts');
    const second = await seedDemoWorld({ db: database.db, storage, passwords });
    expect(second.created).toBe(false);
    expect(second.counts.users).toBe(0);
    expect(await countOf('users')).toBe(first.counts.users);
    expect(await countOf('posts')).toBe(before);
  });

  it('reuses the photos already in storage instead of copying them again', async () => {
    const again = await storeDemoPhotos({
      storage,
      travellers: DEMO_TRAVELLERS,
      posts: DEMO_POSTS,
    });
    expect(again.generated).toBe(0);
    expect(again.reused).toBe(first.counts.photosStored);
  });
});

describe('seeding is all or nothing', () => {
  it('leaves an empty database when an insert fails half-way', async () => {
    const { db, pool } = empty;
    const rows = buildDemoWorld({
      now: new Date(),
      passwordHashes: { member: 'x', admin: 'y' },
      images: { photos: new Map(), looks: new Map() },
    });
    // A message in a conversation that does not exist: the last table fails its foreign key.
    const broken = {
      ...rows,
      messages: [{ ...rows.messages[0]!, conversationId: crypto.randomUUID() }],
    };
    await expect(db.transaction((tx) => insertDemoWorld(tx, broken))).rejects.toThrow();
    expect((await pool.query('SELECT count(*)::int AS n FROM users')).rows[0].n).toBe(0);
    expect((await pool.query('SELECT count(*)::int AS n FROM posts')).rows[0].n).toBe(0);
  });

  it('creates exactly one world when two instances seed at the same time', async () => {
    const { db, pool } = empty;
    const results = await Promise.all([
      seedDemoWorld({ db, storage, passwords }),
      seedDemoWorld({ db, storage, passwords }),
    ]);
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect((await pool.query('SELECT count(*)::int AS n FROM users')).rows[0].n).toBe(
      first.counts.users,
    );
  });
});
