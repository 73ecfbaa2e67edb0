import { expect, test as setup } from '@playwright/test';
import { mkdirSync, writeFileSync } from 'node:fs';
import {
  AUTH_DIR,
  MEMBER_FILE,
  MEMBER_STATE,
  strongPassword,
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
