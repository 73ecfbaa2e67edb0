import { expect, test } from '@playwright/test';
import {
  expectNoSeriousA11yViolations,
  signInWithApi,
  strongPassword,
  toastWithTitle,
  uniqueEmail,
} from './fixtures.ts';

const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

test('signing another device out from the Sessions card ends its session', async ({ browser }) => {
  // Sign-up #3 of the run: a member of its own, so no other spec's session is listed.
  const laptop = await browser.newContext();
  const phone = await browser.newContext({ userAgent: IPHONE_UA });
  const member = {
    email: uniqueEmail('sessions'),
    password: strongPassword(),
    firstName: 'Ravi',
    lastName: 'Menon',
  };
  const registered = await laptop.request.post('/api/auth/register', { data: member });
  expect(registered.status(), await registered.text()).toBe(201);
  await signInWithApi(phone.request, member);

  const phonePage = await phone.newPage();
  await phonePage.goto('/');
  await expect(
    phonePage.getByRole('heading', { name: 'Discover Your Next Adventure' }),
  ).toBeVisible();

  const page = await laptop.newPage();
  await page.goto('/settings');
  const rows = page.getByTestId('session-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: 'This device' })).toContainText('Headless Chrome on Linux');
  const phoneRow = rows.filter({ hasText: 'Safari on iPhone' });
  await expect(phoneRow).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'sessions card');

  await phoneRow.getByRole('button', { name: 'Sign out Safari on iPhone' }).click();
  await expect(toastWithTitle(page, 'Device signed out')).toBeVisible();
  await expect(rows).toHaveCount(1);

  // Without a reload: the server closes the phone's realtime socket (4001, session ended), which
  // makes the app re-check the sign-in and switch to the signed-out landing page.
  await expect(phonePage.getByRole('heading', { level: 1 })).toContainText('Share the world', {
    timeout: 7_000,
  });
  await expect(phonePage.getByRole('link', { name: 'Sign in' }).first()).toBeVisible();
  expect((await phone.request.get('/api/auth/user')).status()).toBe(401);

  // Signing this device out ends the session and reloads the app signed out.
  await rows
    .first()
    .getByRole('button', { name: /Sign out this device/ })
    .click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Share the world');
  await laptop.close();
  await phone.close();
});
