import { describe, expect, it } from 'vitest';
import { promoteAdmins } from '../../../db/queries/users.ts';
import { createTestApp, signUp } from '../../test/app.ts';

const { app, database } = await createTestApp({ adminEmails: ['boss@example.com'] });

describe('admin authorization', () => {
  it('answers 401 to visitors and 403 to members on every /api/admin path', async () => {
    const member = await signUp(app);
    for (const url of ['/api/admin/dashboard', '/api/admin/anything-else']) {
      expect((await app.inject({ url })).statusCode).toBe(401);
      expect((await app.inject({ url, headers: { cookie: member.cookie } })).statusCode).toBe(403);
    }
  });

  it('promotes existing accounts listed in ADMIN_EMAILS at start', async () => {
    const member = await signUp(app);
    await promoteAdmins(database.db, [member.user.email]);
    const me = await app.inject({ url: '/api/auth/user', headers: { cookie: member.cookie } });
    expect(me.json().role).toBe('admin');
  });

  it('makes ADMIN_EMAILS accounts admins', async () => {
    const boss = await signUp(app, { email: 'boss@example.com' });
    expect(boss.user.role).toBe('admin');
    const response = await app.inject({
      url: '/api/admin/dashboard',
      headers: { cookie: boss.cookie },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('GET /api/admin/dashboard', () => {
  it('computes the stats from the database', async () => {
    const admin = await signUp(app);
    await database.pool.query("UPDATE users SET role = 'admin' WHERE id = $1", [admin.user.id]);
    const before = (
      await app.inject({ url: '/api/admin/dashboard', headers: { cookie: admin.cookie } })
    ).json();

    const author = await signUp(app);
    await database.pool.query(
      "UPDATE users SET created_at = now() - interval '30 days', last_active_at = now() - interval '30 days' WHERE id = $1",
      [author.user.id],
    );
    const { rows } = await database.pool.query(
      `INSERT INTO posts (user_id, content, created_at) VALUES
         ($1, 'new', now() - interval '1 day'), ($1, 'old', now() - interval '20 days')
       RETURNING id`,
      [author.user.id],
    );
    const [fresh, old] = rows.map((r) => r.id as string);
    await database.pool.query(
      `INSERT INTO likes (post_id, user_id, created_at) VALUES ($1, $3, now()), ($2, $3, now() - interval '10 days')`,
      [fresh, old, admin.user.id],
    );
    await database.pool.query(
      `INSERT INTO comments (post_id, user_id, content, created_at) VALUES ($1, $2, 'hi', now()), ($1, $2, 'old', now() - interval '9 days')`,
      [fresh, admin.user.id],
    );

    const after = (
      await app.inject({ url: '/api/admin/dashboard', headers: { cookie: admin.cookie } })
    ).json();
    expect(after.users.total).toBe(before.users.total + 1);
    expect(after.users.newThisWeek).toBe(before.users.newThisWeek);
    expect(after.users.active).toBe(before.users.active);
    expect(after.posts).toEqual({
      total: before.posts.total + 2,
      thisWeek: before.posts.thisWeek + 1,
    });
    expect(after.engagement).toEqual({
      likesThisWeek: before.engagement.likesThisWeek + 1,
      commentsThisWeek: before.engagement.commentsThisWeek + 1,
    });
  });
});
