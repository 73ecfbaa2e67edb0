/**
 * Turns the demo data into table rows: ids, timestamps relative to "now", and likes, comments
 * and bookmarks that respect post privacy (only people who may see a post interact with it).
 * Pure apart from the random UUIDs, so it can be checked without a database.
 */
import crypto from 'node:crypto';
import type { TPostMedia } from '../../contract/media.ts';
import type {
  bookmarks,
  comments,
  conversations,
  follows,
  likes,
  messages,
  posts,
  users,
} from '../schema/index.ts';
import { PHOTO_PLACES } from '../../contract/photo-places.ts';
import {
  DEMO_COMMENTS_BY_KIND,
  DEMO_CONVERSATIONS,
  DEMO_FOLLOWS,
  DEMO_GENERIC_COMMENTS,
  DEMO_MEMBER_BOOKMARKS,
  DEMO_POSTS,
  DEMO_TRAVELLERS,
  type DemoPost,
  type DemoTravellerKey,
} from './demo-world.ts';
import type { DemoImages, DemoPhotoLook } from './images.ts';
import { createRandom } from './random.ts';

export type DemoWorldRows = {
  users: (typeof users.$inferInsert)[];
  follows: (typeof follows.$inferInsert)[];
  posts: (typeof posts.$inferInsert)[];
  likes: (typeof likes.$inferInsert)[];
  comments: (typeof comments.$inferInsert)[];
  bookmarks: (typeof bookmarks.$inferInsert)[];
  conversations: (typeof conversations.$inferInsert)[];
  messages: (typeof messages.$inferInsert)[];
};

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * A demo post's photo as the one item of its media list, like a processed upload's (size, the
 * stored WebP as its variant, the blur-up placeholder), so the feed frames it in its own shape.
 * There is no media row behind it: the id only names the item.
 */
function demoPostMedia(url: string, look: DemoPhotoLook): TPostMedia {
  return {
    id: crypto.randomUUID(),
    url,
    type: 'image',
    status: 'ready',
    width: look.width,
    height: look.height,
    variants: [{ url, width: look.width, format: 'webp' }],
    posterUrl: null,
    durationSeconds: null,
    placeholder: look.placeholder,
  };
}

export function buildDemoWorld(input: {
  now: Date;
  passwordHashes: { member: string; admin: string };
  images: Pick<DemoImages, 'photos' | 'looks'>;
}): DemoWorldRows {
  const now = input.now.getTime();
  const random = createRandom('roamly-demo-world');
  const at = (ms: number) => new Date(Math.min(now, Math.round(ms)));
  const ids = new Map<DemoTravellerKey, string>();
  const joined = new Map<DemoTravellerKey, number>();
  const id = (key: DemoTravellerKey) => ids.get(key) as string;

  const userRows = DEMO_TRAVELLERS.map((t) => {
    const userId = crypto.randomUUID();
    const createdAt = now - t.joinedDaysAgo * DAY;
    ids.set(t.key, userId);
    joined.set(t.key, createdAt);
    return {
      id: userId,
      email: t.email,
      passwordHash: t.role === 'admin' ? input.passwordHashes.admin : input.passwordHashes.member,
      firstName: t.firstName,
      lastName: t.lastName,
      bio: t.bio,
      location: t.location,
      website: t.website,
      // Initials stand in for the avatar: no licensed portrait exists.
      profileImageUrl: null,
      coverImageUrl: t.cover ? (input.images.photos.get(t.cover) ?? null) : null,
      travelStyle: t.travelStyle,
      favoriteDestinations: t.favoriteDestinations,
      languages: t.languages,
      travelInterests: t.travelInterests,
      dateOfBirth: t.dateOfBirth,
      phoneNumber: t.phoneNumber,
      role: t.role,
      // The reserved demo addresses count as confirmed: nobody else can own them.
      emailVerifiedAt: at(createdAt),
      createdAt: at(createdAt),
      updatedAt: at(createdAt),
      // Most travellers were around this week, so "active users" figures are not zero.
      lastActiveAt: at(now - random.between(0.05, 6) * DAY),
    };
  });

  const followers = new Map<DemoTravellerKey, Set<DemoTravellerKey>>();
  const followRows = Object.entries(DEMO_FOLLOWS).flatMap(([follower, targets]) =>
    targets.map((target) => {
      const key = follower as DemoTravellerKey;
      if (!followers.has(target)) followers.set(target, new Set());
      followers.get(target)?.add(key);
      const since = Math.max(joined.get(key) ?? now, joined.get(target) ?? now);
      return {
        followerId: id(key),
        followingId: id(target),
        createdAt: at(since + random.between(0.05, 0.6) * (now - since)),
      };
    }),
  );

  /** Who may see (and so like, comment on or save) a post besides its author. */
  const viewers = (post: DemoPost): DemoTravellerKey[] => {
    if (post.privacy === 'private') return [];
    const others = DEMO_TRAVELLERS.map((t) => t.key).filter((key) => key !== post.author);
    if (post.privacy === 'followers')
      return others.filter((k) => followers.get(post.author)?.has(k));
    return others;
  };

  const postIds = new Map<string, string>();
  const postRows: DemoWorldRows['posts'] = [];
  const likeRows: DemoWorldRows['likes'] = [];
  const commentRows: DemoWorldRows['comments'] = [];
  const bookmarkRows: DemoWorldRows['bookmarks'] = [];
  const saved = new Set<string>();
  const save = (userKey: DemoTravellerKey, postId: string, createdAt: Date) => {
    if (saved.has(`${userKey}:${postId}`)) return;
    saved.add(`${userKey}:${postId}`);
    bookmarkRows.push({ userId: id(userKey), postId, createdAt });
  };

  for (const post of DEMO_POSTS) {
    const postId = crypto.randomUUID();
    const created = now - post.daysAgo * DAY;
    const age = now - created;
    const window = Math.min(age * 0.9, 3 * DAY);
    postIds.set(post.slug, postId);
    const photoUrl = input.images.photos.get(post.photo) ?? null;
    const look = input.images.looks.get(post.photo);
    postRows.push({
      id: postId,
      userId: id(post.author),
      content: post.content,
      location: PHOTO_PLACES[post.photo].label,
      tags: post.tags,
      travelInsights: post.insights,
      imageUrl: photoUrl,
      media: photoUrl && look ? [demoPostMedia(photoUrl, look)] : [],
      privacy: post.privacy ?? 'public',
      allowComments: post.allowComments ?? true,
      createdAt: at(created),
      updatedAt: at(created),
    });
    const audience = viewers(post);
    // Fresh posts have had less time to collect likes.
    const share = post.daysAgo < 1 ? random.between(0.2, 0.45) : random.between(0.35, 0.95);
    for (const liker of random.sample(audience, Math.round(audience.length * share))) {
      likeRows.push({ postId, userId: id(liker), createdAt: at(created + random.next() * window) });
    }
    for (const saver of random.sample(audience, random.int(0, 2))) {
      save(saver, postId, at(created + random.next() * window));
    }
    if (post.allowComments === false || audience.length === 0) continue;
    const thread: [DemoTravellerKey, string][] =
      post.comments ??
      random.sample(audience, random.int(0, 3)).map((author, i) => {
        const pool = [
          ...DEMO_COMMENTS_BY_KIND[PHOTO_PLACES[post.photo].kind],
          ...DEMO_GENERIC_COMMENTS,
        ];
        return [author, pool[(random.int(0, pool.length - 1) + i) % pool.length] as string];
      });
    thread.forEach(([author, content], i) => {
      if (author !== post.author && !audience.includes(author)) {
        throw new Error(`Demo data: ${author} cannot see post ${post.slug}`);
      }
      const offset = (window * (i + random.between(0.3, 0.9))) / (thread.length + 1);
      commentRows.push({
        id: crypto.randomUUID(),
        postId,
        userId: id(author),
        content,
        createdAt: at(created + offset),
      });
    });
  }

  for (const slug of DEMO_MEMBER_BOOKMARKS) {
    const postId = postIds.get(slug);
    if (!postId) throw new Error(`Demo data: unknown bookmarked post ${slug}`);
    save('demo', postId, at(now - random.between(0.1, 5) * DAY));
  }

  const conversationRows: DemoWorldRows['conversations'] = [];
  const messageRows: DemoWorldRows['messages'] = [];
  for (const conversation of DEMO_CONVERSATIONS) {
    const [a, b] = conversation.between.map(id).sort() as [string, string];
    const conversationId = crypto.randomUUID();
    const times = conversation.messages.map((m) => now - m.hoursAgo * HOUR);
    conversationRows.push({
      id: conversationId,
      userAId: a,
      userBId: b,
      createdAt: at(times[0] ?? now),
      lastMessageAt: at(times[times.length - 1] ?? now),
    });
    const firstUnread = conversation.messages.length - conversation.unread;
    conversation.messages.forEach((message, i) => {
      const sent = times[i] ?? now;
      const nextSent = times[i + 1] ?? now;
      const senderId = id(message.from);
      const readAt = i >= firstUnread ? null : at(Math.min(sent + 10 * 60_000, nextSent));
      messageRows.push({
        id: crypto.randomUUID(),
        conversationId,
        senderId,
        recipientId: senderId === a ? b : a,
        content: message.text,
        createdAt: at(sent),
        // Read messages were delivered first; unread ones reached the recipient's device too.
        deliveredAt: readAt ?? at(Math.min(sent + 60_000, now)),
        readAt,
      });
    });
  }

  return {
    users: userRows,
    follows: followRows,
    posts: postRows,
    likes: likeRows,
    comments: commentRows,
    bookmarks: bookmarkRows,
    conversations: conversationRows,
    messages: messageRows,
  };
}
