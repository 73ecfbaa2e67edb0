/**
 * The demo world: on the first start of an empty database (and with `npm run seed`) create
 * travellers, posts, follows, likes, comments, bookmarks and conversations so a newcomer lands in
 * a product that looks alive. Never touches a database that already has users.
 */
import { hashPassword } from '../../lib/password-hash.ts';
import type { Db } from '../client.ts';
import { buildDemoWorld, type DemoWorldRows } from './build-world.ts';
import { DEMO_ADMIN_EMAIL, DEMO_MEMBER_EMAIL, type DemoPasswords } from './demo-accounts.ts';
import { DEMO_POSTS, DEMO_TRAVELLERS } from './demo-world.ts';
import { storeDemoPhotos, type SeedStorage } from './images.ts';
import { hasAnyUser, insertDemoWorld } from './insert-world.ts';

export type SeedCounts = { [K in keyof DemoWorldRows]: number } & {
  photosStored: number;
  photosReused: number;
};

export type SeedResult = {
  created: boolean;
  demoEmail: string;
  adminEmail: string;
  counts: SeedCounts;
  durationMs: number;
};

const EMPTY_COUNTS: SeedCounts = {
  users: 0,
  follows: 0,
  posts: 0,
  likes: 0,
  comments: 0,
  bookmarks: 0,
  conversations: 0,
  messages: 0,
  photosStored: 0,
  photosReused: 0,
};

export async function seedDemoWorld(options: {
  db: Db;
  storage: SeedStorage;
  /** The installation's generated passwords (resolveDemoPasswords); only their hashes are stored. */
  passwords: DemoPasswords;
  log?: (message: string) => void;
  /** Fixed in tests; timestamps are spread back from it. */
  now?: Date;
}): Promise<SeedResult> {
  const { db, storage } = options;
  const log = options.log ?? (() => {});
  const started = Date.now();
  const skipped = (reason: string): SeedResult => {
    log(`Demo world not created: ${reason}`);
    return {
      created: false,
      demoEmail: DEMO_MEMBER_EMAIL,
      adminEmail: DEMO_ADMIN_EMAIL,
      counts: EMPTY_COUNTS,
      durationMs: Date.now() - started,
    };
  };
  if (await hasAnyUser(db)) return skipped('the database already has users');

  log('Creating the demo world (photos are copied from public/photos, this takes a few seconds)…');
  // Hash each distinct password once (argon2 is deliberately slow); every member shares one hash.
  const [images, member, admin] = await Promise.all([
    storeDemoPhotos({ storage, travellers: DEMO_TRAVELLERS, posts: DEMO_POSTS }),
    hashPassword(options.passwords.member),
    hashPassword(options.passwords.admin),
  ]);
  log(`Demo photos: ${images.generated} stored, ${images.reused} reused`);
  const rows = buildDemoWorld({
    now: options.now ?? new Date(),
    passwordHashes: { member, admin },
    images,
  });
  // One transaction: a crash mid-seed leaves an empty database, and the next start tries again.
  const created = await db.transaction((tx) => insertDemoWorld(tx, rows));
  if (!created) return skipped('another process seeded the database first');

  const counts: SeedCounts = {
    users: rows.users.length,
    follows: rows.follows.length,
    posts: rows.posts.length,
    likes: rows.likes.length,
    comments: rows.comments.length,
    bookmarks: rows.bookmarks.length,
    conversations: rows.conversations.length,
    messages: rows.messages.length,
    photosStored: images.generated,
    photosReused: images.reused,
  };
  const durationMs = Date.now() - started;
  log(`Demo world created in ${(durationMs / 1000).toFixed(1)} s`);
  return {
    created: true,
    demoEmail: DEMO_MEMBER_EMAIL,
    adminEmail: DEMO_ADMIN_EMAIL,
    counts,
    durationMs,
  };
}
