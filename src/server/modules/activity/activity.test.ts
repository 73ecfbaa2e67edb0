import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  activityUnreadRoute,
  listActivityRoute,
  markActivityReadRoute,
} from '../../../contract/activity.ts';
import {
  DEFAULT_NOTIFICATION_SETTINGS,
  type TNotificationSettings,
} from '../../../contract/settings.ts';
import { follows, likes, posts } from '../../../db/schema/index.ts';
import { createTestApp } from '../../test/app.ts';
import { buildComment, buildLike, buildPost, daysAgo } from '../../test/content-factories.ts';
import { buildMember, buildUser } from '../../test/factories.ts';
import { injectRoute } from '../../test/inject.ts';
import { block, suspend } from '../people/people-test-helpers.ts';
import { enabledActivityTypes } from './activity.service.ts';
import { excerpt } from './activity.presenter.ts';

const { app, database } = await createTestApp();

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

/** Minutes before noon (UTC) yesterday: follows group per UTC day, whatever time the test runs. */
const yesterdayNoon = new Date(
  Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate() - 1, 12),
);
const beforeNoon = (minutes: number) => new Date(yesterdayNoon.getTime() - minutes * 60_000);

/** Every toggle on (likes are off by default). */
const allOn = (changes: Partial<TNotificationSettings> = {}): TNotificationSettings => ({
  ...DEFAULT_NOTIFICATION_SETTINGS,
  likeNotifications: true,
  ...changes,
});

const list = async (cookie?: string) => injectRoute(app, listActivityRoute, { cookie });
const unread = async (cookie: string) =>
  (await injectRoute(app, activityUnreadRoute, { cookie })).body.unreadCount;

const followAt = (followerId: string, followingId: string, createdAt: Date) =>
  database.db.insert(follows).values({ followerId, followingId, createdAt });

describe('GET /api/activity', () => {
  it('groups likes and comments per post and follows per day, newest group first', async () => {
    const me = await buildMember(database, { notificationSettings: allOn() });
    const [ana, ben, cleo, dan, eve] = await Promise.all(
      ['Ana', 'Ben', 'Cleo', 'Dan', 'Eve'].map((firstName) => buildUser(database, { firstName })),
    );
    const [photo] = await database.db
      .insert(posts)
      .values({
        userId: me.user.id,
        content:
          'Sunrise over Kyoto from the Fushimi Inari trail, worth every single one of the steps',
        imageUrl: '/uploads/kyoto.webp',
      })
      .returning({ id: posts.id });
    const note = await buildPost(database, { userId: me.user.id, content: 'Packing list?' });

    await followAt(eve!.id, me.user.id, daysAgo(3));
    await buildComment(database, {
      postId: note.id,
      userId: ana!.id,
      content: 'First!',
      createdAt: beforeNoon(50),
    });
    await buildLike(database, { postId: photo!.id, userId: ana!.id, createdAt: beforeNoon(40) });
    await buildLike(database, { postId: photo!.id, userId: ben!.id, createdAt: beforeNoon(30) });
    await buildLike(database, { postId: photo!.id, userId: cleo!.id, createdAt: beforeNoon(20) });
    await buildLike(database, { postId: photo!.id, userId: dan!.id, createdAt: beforeNoon(10) });
    await buildComment(database, {
      postId: note.id,
      userId: ben!.id,
      content: 'Socks',
      createdAt: beforeNoon(9),
    });
    await buildComment(database, {
      postId: note.id,
      userId: ana!.id,
      content: 'Sunscreen and a good hat',
      createdAt: beforeNoon(5),
    });
    await followAt(ana!.id, me.user.id, beforeNoon(2));
    await followAt(ben!.id, me.user.id, beforeNoon(1));
    // My own like on my own post tells me nothing.
    await buildLike(database, { postId: note.id, userId: me.user.id });

    const response = await list(me.cookie);
    expect(response.status).toBe(200);
    const { items, unreadCount } = response.body;
    expect(items.map((item) => [item.type, item.actorsCount])).toEqual([
      ['follow', 2],
      ['comment', 2],
      ['like', 4],
      ['follow', 1],
    ]);
    const [follow, comment, like, oldFollow] = items;
    expect(follow?.actors.map((actor) => actor.firstName)).toEqual(['Ben', 'Ana']);
    expect(follow?.post).toBeNull();
    expect(comment).toMatchObject({
      post: { id: note.id, excerpt: 'Packing list?', imageUrl: null },
      commentExcerpt: 'Sunscreen and a good hat',
    });
    expect(comment?.actors.map((actor) => actor.firstName)).toEqual(['Ana', 'Ben']);
    expect(like?.actors.map((actor) => actor.firstName)).toEqual(['Dan', 'Cleo', 'Ben']);
    expect(like?.post).toEqual({
      id: photo!.id,
      excerpt: excerpt(
        'Sunrise over Kyoto from the Fushimi Inari trail, worth every single one of the steps',
      ),
      imageUrl: '/uploads/kyoto.webp',
    });
    expect(like?.commentExcerpt).toBeNull();
    expect(like?.actors[0]).toEqual({
      id: dan!.id,
      firstName: 'Dan',
      lastName: 'Lovelace',
      profileImageUrl: null,
      isPremium: false,
    });
    expect(oldFollow?.actors.map((actor) => actor.id)).toEqual([eve!.id]);
    expect(Date.parse(oldFollow!.latestAt)).toBeLessThan(Date.parse(like!.latestAt));
    expect(items.every((item) => item.unread)).toBe(true);
    expect(unreadCount).toBe(4);
    expect(await unread(me.cookie)).toBe(4);
    expect(response.response.body).not.toContain(ana!.email);

    // Someone else sees none of it.
    const other = await buildMember(database, { notificationSettings: allOn() });
    expect((await list(other.cookie)).body).toEqual({ items: [], unreadCount: 0 });
  });

  it('marks everything read when opened, and counts what comes after', async () => {
    const me = await buildMember(database, { notificationSettings: allOn() });
    const fan = await buildUser(database);
    const post = await buildPost(database, { userId: me.user.id });
    await buildLike(database, { postId: post.id, userId: fan.id });
    expect(await unread(me.cookie)).toBe(1);

    const read = await injectRoute(app, markActivityReadRoute, { cookie: me.cookie });
    expect(read.status).toBe(200);
    expect(read.body).toEqual({ ok: true });
    expect(await unread(me.cookie)).toBe(0);
    expect((await list(me.cookie)).body.items[0]?.unread).toBe(false);

    await buildComment(database, { postId: post.id, userId: fan.id });
    expect(await unread(me.cookie)).toBe(1);
    const items = (await list(me.cookie)).body.items;
    expect(items.map((item) => [item.type, item.unread])).toEqual([
      ['comment', true],
      ['like', false],
    ]);
  });

  it('lists and counts only the types the Notifications toggles allow', async () => {
    const fan = await buildUser(database);
    const cases: [Partial<TNotificationSettings>, string[]][] = [
      [{}, ['comment', 'like', 'follow']],
      [{ likeNotifications: false }, ['comment', 'follow']],
      [{ followNotifications: false }, ['comment', 'like']],
      [{ commentNotifications: false }, ['like', 'follow']],
      [{ likeNotifications: false, followNotifications: false, commentNotifications: false }, []],
    ];
    for (const [changes, expected] of cases) {
      const me = await buildMember(database, { notificationSettings: allOn(changes) });
      const post = await buildPost(database, { userId: me.user.id });
      await followAt(fan.id, me.user.id, minutesAgo(3));
      await buildLike(database, { postId: post.id, userId: fan.id, createdAt: minutesAgo(2) });
      await buildComment(database, { postId: post.id, userId: fan.id, createdAt: minutesAgo(1) });
      const body = (await list(me.cookie)).body;
      expect(body.items.map((item) => item.type)).toEqual(expected);
      expect(body.unreadCount).toBe(expected.length);
      expect(await unread(me.cookie)).toBe(expected.length);
    }
    // The defaults: likes are off until the member turns them on.
    const byDefault = await buildMember(database);
    const post = await buildPost(database, { userId: byDefault.user.id });
    await buildLike(database, { postId: post.id, userId: fan.id });
    expect((await list(byDefault.cookie)).body.items).toEqual([]);
    // Notices from the Roamly team have no toggle: they are always listed.
    expect(enabledActivityTypes(undefined)).toEqual([
      'follow',
      'comment',
      'warning',
      'report_outcome',
    ]);
  });

  it('hides actors who are suspended or blocked either way, from the list and the counts', async () => {
    const me = await buildMember(database, { notificationSettings: allOn() });
    const post = await buildPost(database, { userId: me.user.id });
    const [kind, blockedByMe, blockerOfMe, suspended] = await Promise.all(
      ['Kind', 'Blocked', 'Blocker', 'Suspended'].map((firstName) =>
        buildUser(database, { firstName }),
      ),
    );
    for (const actor of [kind, blockedByMe, blockerOfMe, suspended]) {
      await buildLike(database, { postId: post.id, userId: actor!.id });
      await buildComment(database, { postId: post.id, userId: actor!.id });
    }
    await block(database, me.user.id, blockedByMe!.id);
    await block(database, blockerOfMe!.id, me.user.id);
    await suspend(database, suspended!.id);

    const { items } = (await list(me.cookie)).body;
    expect(items).toHaveLength(2);
    for (const item of items) {
      expect(item.actorsCount).toBe(1);
      expect(item.actors.map((actor) => actor.firstName)).toEqual(['Kind']);
    }
    // Only suspended and blocked actors left: nothing at all, and nothing unread.
    const lonely = await buildMember(database, { notificationSettings: allOn() });
    const lonelyPost = await buildPost(database, { userId: lonely.user.id });
    await buildLike(database, { postId: lonelyPost.id, userId: suspended!.id });
    await buildLike(database, { postId: lonelyPost.id, userId: blockedByMe!.id });
    await block(database, lonely.user.id, blockedByMe!.id);
    expect((await list(lonely.cookie)).body).toEqual({ items: [], unreadCount: 0 });
    expect(await unread(lonely.cookie)).toBe(0);
  });

  it('drops what was undone: an unlike, an unfollow, a deleted post', async () => {
    const me = await buildMember(database, { notificationSettings: allOn() });
    const fan = await buildUser(database);
    const post = await buildPost(database, { userId: me.user.id });
    await buildLike(database, { postId: post.id, userId: fan.id });
    await followAt(fan.id, me.user.id, new Date());
    expect((await list(me.cookie)).body.items).toHaveLength(2);

    await database.db.delete(likes).where(and(eq(likes.postId, post.id), eq(likes.userId, fan.id)));
    await database.db
      .delete(follows)
      .where(and(eq(follows.followerId, fan.id), eq(follows.followingId, me.user.id)));
    expect((await list(me.cookie)).body.items).toEqual([]);

    await buildComment(database, { postId: post.id, userId: fan.id });
    expect((await list(me.cookie)).body.items).toHaveLength(1);
    await database.db.delete(posts).where(eq(posts.id, post.id));
    expect((await list(me.cookie)).body).toEqual({ items: [], unreadCount: 0 });
  });

  it('needs a session', async () => {
    expect((await list()).status).toBe(401);
    expect((await injectRoute(app, activityUnreadRoute)).status).toBe(401);
    expect((await injectRoute(app, markActivityReadRoute)).status).toBe(401);
  });
});

describe('excerpt', () => {
  it('keeps short text and cuts long text at a word', () => {
    expect(excerpt('  Packing\n list? ')).toBe('Packing list?');
    expect(excerpt('one two three four', 10)).toBe('one two…');
  });
});
