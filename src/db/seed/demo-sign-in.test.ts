import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TConversation } from '../../contract/messaging.ts';
import type { TSelfUser } from '../../contract/users.ts';
import { DEMO_ADMIN_EMAIL, DEMO_MEMBER_EMAIL } from '../../server/modules/auth/demo-accounts.ts';
import { resolveDemoPasswords } from '../../server/modules/auth/demo-passwords.ts';
import { createLocalStorage } from '../../server/providers/storage/local.ts';
import { clientAddress, createTestApp, sessionCookie } from '../../server/test/app.ts';
import { seedDemoWorld } from './seed.ts';

const { app, database, dataDir } = await createTestApp();
const { passwords } = await resolveDemoPasswords(dataDir);

beforeAll(async () => {
  const storage = createLocalStorage(path.join(dataDir, 'uploads'));
  const result = await seedDemoWorld({ db: database.db, storage, passwords });
  expect(result.created).toBe(true);
}, 60_000);

const signIn = async (email: string, password: string) => {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/signin',
    payload: { email, password },
    remoteAddress: clientAddress(),
  });
  expect(response.statusCode, response.body).toBe(200);
  return sessionCookie(response);
};

describe('a newcomer signing in to the demo world', () => {
  it('sees a full profile with followers and an unread message waiting', async () => {
    const cookie = await signIn(DEMO_MEMBER_EMAIL, passwords.member);
    const me = (await app.inject({ url: '/api/auth/user', headers: { cookie } })).json<TSelfUser>();
    expect(me).toMatchObject({ email: DEMO_MEMBER_EMAIL, role: 'member', firstName: 'Jordan' });
    expect(me.profileImageUrl).toMatch(/^\/uploads\/demo\/avatars\//);
    expect(me.travelInterests.length).toBeGreaterThan(0);

    const conversations = (
      await app.inject({ url: '/api/conversations', headers: { cookie } })
    ).json<TConversation[]>();
    expect(conversations.length).toBeGreaterThanOrEqual(3);
    expect(conversations.reduce((sum, c) => sum + c.unreadCount, 0)).toBeGreaterThan(0);
  });

  it('signs the admin in with the admin role', async () => {
    const cookie = await signIn(DEMO_ADMIN_EMAIL, passwords.admin);
    const me = (await app.inject({ url: '/api/auth/user', headers: { cookie } })).json<TSelfUser>();
    expect(me.role).toBe('admin');
  });

  it('serves the generated pictures from /uploads', async () => {
    const response = await app.inject({ url: '/uploads/demo/avatars/demo.jpg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/jpeg/);
  });
});
