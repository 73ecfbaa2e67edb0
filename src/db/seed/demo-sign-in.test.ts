import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInRoute } from '../../contract/auth.ts';
import { listConversationsRoute } from '../../contract/messaging.ts';
import { getCurrentUserRoute } from '../../contract/users.ts';
import { DEMO_ADMIN_EMAIL, DEMO_MEMBER_EMAIL } from '../../server/modules/auth/demo-accounts.ts';
import { resolveDemoPasswords } from '../../server/modules/auth/demo-passwords.ts';
import { createLocalStorage } from '../../server/providers/storage/local.ts';
import { clientAddress, createTestApp, sessionCookie } from '../../server/test/app.ts';
import { injectRoute } from '../../server/test/inject.ts';
import { seedDemoWorld } from './seed.ts';

const { app, database, dataDir } = await createTestApp();
const { passwords } = await resolveDemoPasswords(dataDir);

beforeAll(async () => {
  const storage = createLocalStorage(path.join(dataDir, 'uploads'));
  const result = await seedDemoWorld({ db: database.db, storage, passwords });
  expect(result.created).toBe(true);
}, 60_000);

const signIn = async (email: string, password: string) => {
  const { status, response } = await injectRoute(app, signInRoute, {
    body: { email, password },
    remoteAddress: clientAddress(),
  });
  expect(status, response.body).toBe(200);
  return sessionCookie(response);
};

const me = async (cookie: string) => {
  const response = await injectRoute(app, getCurrentUserRoute, { cookie });
  expect(response.status, response.response.body).toBe(200);
  return response.body;
};

describe('a newcomer signing in to the demo world', () => {
  it('sees a full profile with followers and an unread message waiting', async () => {
    const cookie = await signIn(DEMO_MEMBER_EMAIL, passwords.member);
    const member = await me(cookie);
    expect(member).toMatchObject({ email: DEMO_MEMBER_EMAIL, role: 'member', firstName: 'Jordan' });
    // Initials stand in for the avatar; the cover is a photo of a place Jordan posted.
    expect(member.profileImageUrl).toBeNull();
    expect(member.coverImageUrl).toBe('/uploads/demo/photos/new-york-lower-manhattan-sunset.webp');
    expect(member.travelInterests.length).toBeGreaterThan(0);

    const { status, body: conversations } = await injectRoute(app, listConversationsRoute, {
      cookie,
    });
    expect(status).toBe(200);
    expect(conversations.length).toBeGreaterThanOrEqual(3);
    expect(conversations.reduce((sum, c) => sum + c.unreadCount, 0)).toBeGreaterThan(0);
  });

  it('signs the admin in with the admin role', async () => {
    const cookie = await signIn(DEMO_ADMIN_EMAIL, passwords.admin);
    expect((await me(cookie)).role).toBe('admin');
  });

  it('serves the demo photographs from /uploads', async () => {
    const response = await app.inject({
      url: '/uploads/demo/photos/new-york-lower-manhattan-sunset.webp',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/webp/);
  });
});
