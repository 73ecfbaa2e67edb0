import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { expectNoSeriousA11yViolations, signInAsDemoAdmin, toastWithTitle } from './fixtures.ts';

const SCREENS = '.tmp/screens';

/** Demo access (the admin account of this run): settings changes never touch the shared member. */
async function signInWithTestKey(page: Page) {
  await signInAsDemoAdmin(page.context());
}

async function savedUser(page: Page) {
  const response = await page.request.get('/api/auth/user');
  expect(response.status()).toBe(200);
  return (await response.json()) as {
    privacySettings: Record<string, boolean>;
    notificationSettings: Record<string, boolean>;
    pushNotificationsEnabled: boolean;
  };
}

test.describe('settings', () => {
  test.beforeEach(async ({ page }) => {
    await signInWithTestKey(page);
  });

  test('profile tab: every card, toggles saved on the server, copy links, Help Center', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/settings');
    await expect(page).toHaveTitle('Settings · Roamly');
    for (const title of [
      'Profile information',
      'Privacy & Safety',
      'Notifications',
      'Custom Destination URLs',
      'Sessions',
      'Account',
    ]) {
      await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible();
    }
    await expect(page.getByText('Saved on this device')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, 'settings profile tab');
    mkdirSync(SCREENS, { recursive: true });
    await page.screenshot({ path: `${SCREENS}/settings-1280.png`, fullPage: true });

    // A privacy toggle is saved to the account: the server has it, and a reload shows it.
    const showLocation = page.getByRole('switch', { name: 'Show location' });
    await expect(showLocation).toBeChecked();
    await showLocation.click();
    await expect(showLocation).not.toBeChecked();
    await expect.poll(async () => (await savedUser(page)).privacySettings.showLocation).toBe(false);
    await page.goto('/settings?tab=privacy');
    await expect(page.getByRole('tab', { name: 'Privacy' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('switch', { name: 'Show location' })).not.toBeChecked();
    await page.getByRole('switch', { name: 'Show location' }).click();
    await expect.poll(async () => (await savedUser(page)).privacySettings.showLocation).toBe(true);

    // Push (spec 1 §4): the choice is saved first, then the browser is asked; headless Chromium
    // refuses the permission, so the toggle says so and goes back off, on the server too.
    await page.goto('/settings?tab=notifications');
    const push = page.getByRole('switch', { name: 'Push notifications' });
    await push.click();
    await expect(toastWithTitle(page, 'Permission Denied')).toBeVisible();
    await expect(push).not.toBeChecked();
    await expect
      .poll(async () => {
        const user = await savedUser(page);
        return [user.notificationSettings.pushNotifications, user.pushNotificationsEnabled];
      })
      .toEqual([false, false]);
    await expectNoSeriousA11yViolations(page, 'settings notifications tab');

    // Copy a destination link.
    await page.goto('/settings');
    await page.getByRole('button', { name: 'Copy the Cape Town link' }).click();
    await expect(toastWithTitle(page, 'Link copied')).toBeVisible();
    const origin = new URL(page.url()).origin;
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${origin}/destination/cape-town/excursions`,
    );

    // The Account card's Help Center button opens the help page.
    await page.getByRole('link', { name: 'Help Center' }).click();
    await expect(page).toHaveURL(/\/help$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Help Center' })).toBeVisible();
  });

  test('a failed toggle save puts the switch back and says so', async ({ page }) => {
    await page.goto('/settings?tab=notifications');
    const sound = page.getByRole('switch', { name: 'Sound alerts' });
    await expect(sound).toBeChecked();
    await page.route('**/api/auth/user', (route) =>
      route.request().method() === 'PATCH'
        ? route.fulfill({ status: 503, json: { message: 'Service unavailable' } })
        : route.continue(),
    );
    await sound.click();
    await expect(toastWithTitle(page, 'Failed to Update')).toBeVisible();
    await expect(sound).toBeChecked();
    expect((await savedUser(page)).notificationSettings.soundAlerts).toBe(true);
  });

  test('copy falls back when the Clipboard API is missing', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    });
    await page.goto('/settings');
    await page.getByRole('button', { name: 'Copy the Paris link' }).click();
    await expect(toastWithTitle(page, 'Link copied')).toBeVisible();
  });

  test('profile form refuses blank names and impossible birth dates', async ({ page }) => {
    await page.goto('/settings');
    const firstName = page.getByLabel('First name');
    await firstName.fill('   ');
    await page.getByLabel('Date of birth').fill('1899-12-31');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('First name cannot be empty')).toBeVisible();
    await expect(page.getByText('Date of birth must be after 1 January 1900')).toBeVisible();
    await expect(firstName).toHaveAttribute('aria-invalid', 'true');

    // The server refuses the same, whatever the client does.
    const blank = await page.request.patch('/api/auth/user', { data: { lastName: '' } });
    expect(blank.status()).toBe(400);
    const old = await page.request.patch('/api/auth/user', { data: { dateOfBirth: '1900-01-01' } });
    expect(old.status()).toBe(400);
    const feb30 = await page.request.patch('/api/auth/user', {
      data: { dateOfBirth: '1990-02-30' },
    });
    expect(feb30.status()).toBe(400);
  });

  test('phone layout of the settings page', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/settings');
    await expect(page.getByRole('heading', { name: 'Custom Destination URLs' })).toBeVisible();
    // Nothing may overflow sideways on a phone.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    // The header preview's name sits under the cover, not across its edge.
    const preview = page.getByText('How your profile header looks').locator('xpath=../../..');
    const cover = await preview.locator(':scope > div').first().boundingBox();
    const name = await preview
      .getByText('How your profile header looks')
      .locator('xpath=../p[1]')
      .boundingBox();
    expect(name!.y).toBeGreaterThanOrEqual(cover!.y + cover!.height);
    await expectNoSeriousA11yViolations(page, 'settings on a phone');
    mkdirSync(SCREENS, { recursive: true });
    await page.screenshot({ path: `${SCREENS}/settings-390.png`, fullPage: true });
  });
});
