import { expect, test as setup } from '@playwright/test';
import { mkdirSync, writeFileSync } from 'node:fs';
import {
  ADMIN_STATE,
  AUTH_DIR,
  MEMBER_FILE,
  MEMBER_STATE,
  strongPassword,
  TEST_LOGIN_KEY,
  uniqueEmail,
  type Credentials,
} from './fixtures.ts';

/** Sign-up #1 of the run: one member shared by the specs that only need "someone signed in". */
setup('create the shared member', async ({ request }) => {
  mkdirSync(AUTH_DIR, { recursive: true });
  const member: Credentials = {
    email: uniqueEmail('shared'),
    password: strongPassword(),
    firstName: 'Maya',
    lastName: 'Rivers',
  };
  const response = await request.post('/api/auth/register', { data: member });
  expect(response.status(), await response.text()).toBe(201);
  writeFileSync(MEMBER_FILE, JSON.stringify(member));
  await request.storageState({ path: MEMBER_STATE });
});

/** One operator session for every spec that acts as the demo admin (test login is rate limited). */
setup('sign the demo admin in once', async ({ request }) => {
  mkdirSync(AUTH_DIR, { recursive: true });
  const response = await request.post('/api/test-login', { data: { testKey: TEST_LOGIN_KEY } });
  expect(response.status(), await response.text()).toBe(200);
  await request.storageState({ path: ADMIN_STATE });
});
