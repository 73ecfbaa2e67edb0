import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, htmlClasses, toastWithTitle } from './fixtures.ts';
import { createMember, signIn } from './social.ts';

const STORAGE_KEY = 'roamly-accessibility-settings';

// These tests start from a system that asks for no reduced motion (the config's default asks for it).
test.use({ reducedMotion: 'no-preference' });

test.describe('accessibility settings', () => {
  // A member of its own: these tests change account settings, and other spec files run beside
  // them with the shared member.
  test.beforeEach(async ({ context }) => {
    await signIn(context, await createMember('Ada', 'Lindqvist'));
  });

  test('switches apply classes to <html> and are saved; reset clears them', async ({ page }) => {
    await page.goto('/settings?tab=accessibility');
    await expect(page.getByRole('tab', { name: 'Accessibility' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expectNoSeriousA11yViolations(page, 'accessibility tab');

    const tracked = page.waitForRequest((request) =>
      request.url().endsWith('/api/track-interaction'),
    );
    await page.getByRole('switch', { name: 'High contrast' }).click();
    await expect(page.locator('html')).toHaveClass(/high-contrast/);
    expect((await tracked).postDataJSON()).toMatchObject({
      feature: 'accessibility',
      action: 'use',
      additionalData: { deviceType: 'web', settings: ['highContrast'] },
    });
    await page.getByRole('switch', { name: 'Reduce motion' }).click();
    await expect(page.locator('html')).toHaveClass(/reduce-motion/);
    await page.getByRole('radio', { name: 'Large', exact: true }).check();
    await expect(page.locator('html')).toHaveClass(/font-size-large/);
    await expect(page.locator('[data-announcer]')).toHaveText(/Font size large/);
    await expect(page.locator('[data-announcer]')).toHaveText('', { timeout: 3_000 });

    const stored = await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY);
    expect(JSON.parse(stored ?? '{}')).toMatchObject({
      highContrast: true,
      reduceMotion: true,
      fontSize: 'large',
    });
    await expectNoSeriousA11yViolations(page, 'accessibility tab in high contrast');

    await page.reload();
    expect(await htmlClasses(page)).toEqual(
      expect.arrayContaining(['high-contrast', 'reduce-motion', 'font-size-large']),
    );

    await page.getByRole('button', { name: 'Reset to defaults' }).click();
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)).toBeNull();
    const classes = await htmlClasses(page);
    expect(classes).toContain('font-size-medium');
    expect(classes).not.toContain('high-contrast');
  });

  test('reset returns to the system preferences, not to plain defaults', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/settings?tab=accessibility');
    const motion = page.getByRole('switch', { name: 'Reduce motion' });
    await expect(motion).toHaveAttribute('aria-checked', 'true');
    await motion.click();
    await expect(page.locator('html')).not.toHaveClass(/reduce-motion/);
    await page.getByRole('button', { name: 'Reset to defaults' }).click();
    await expect(page.locator('html')).toHaveClass(/reduce-motion/);
    await expect(motion).toHaveAttribute('aria-checked', 'true');
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)).toBeNull();
  });

  test('Alt+H toggles high contrast and Alt+= / Alt+- step the font size', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Discover Your Next Adventure' })).toBeVisible();
    // Typing into a field is never a shortcut (macOS Option + key types characters).
    const search = page.getByRole('searchbox', { name: 'Search Roamly' });
    await search.focus();
    await page.keyboard.press('Alt+KeyH');
    await expect(page.locator('html')).not.toHaveClass(/high-contrast/);
    await search.blur();
    await page.keyboard.press('Alt+KeyH');
    await expect(page.locator('html')).toHaveClass(/high-contrast/);
    await page.keyboard.press('Alt+KeyH');
    await expect(page.locator('html')).not.toHaveClass(/high-contrast/);
    await page.keyboard.press('Alt+Equal');
    await expect(page.locator('html')).toHaveClass(/font-size-large/);
    await page.keyboard.press('Alt+Minus');
    await page.keyboard.press('Alt+Minus');
    await expect(page.locator('html')).toHaveClass(/font-size-small/);
    await page.keyboard.press('Alt+KeyA');
    await expect(page).toHaveURL(/\/settings\?tab=accessibility$/);
  });

  test('shortcuts do nothing while keyboard navigation is off', async ({ page }) => {
    await page.goto('/settings?tab=accessibility');
    const keyboard = page.getByRole('switch', { name: 'Keyboard navigation' });
    await expect(keyboard).toHaveAttribute('aria-checked', 'true');
    await keyboard.click();
    await expect(keyboard).toHaveAttribute('aria-checked', 'false');
    await page.keyboard.press('Alt+KeyH');
    await expect(page.locator('html')).not.toHaveClass(/high-contrast/);
    await keyboard.click();
    await page.keyboard.press('Alt+KeyH');
    await expect(page.locator('html')).toHaveClass(/high-contrast/);
  });

  test('settings tabs follow the URL and the toggles are saved to the account', async ({
    page,
  }) => {
    await page.goto('/settings');
    await expect(page.getByRole('tab', { name: 'Profile' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('heading', { name: 'Sessions' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'profile tab');
    await page.getByRole('tab', { name: 'Notifications' }).click();
    await expect(page).toHaveURL(/tab=notifications/);
    const likes = page.getByRole('switch', { name: 'Likes' });
    const before = await likes.getAttribute('aria-checked');
    const after = before === 'true' ? 'false' : 'true';
    await likes.click();
    await expect(likes).toHaveAttribute('aria-checked', after);
    await expect
      .poll(
        async () =>
          (await (await page.request.get('/api/auth/user')).json()).notificationSettings
            .likeNotifications,
      )
      .toBe(after === 'true');
    await page.reload();
    await expect(page.getByRole('switch', { name: 'Likes' })).toHaveAttribute(
      'aria-checked',
      after,
    );
    await page.getByRole('tab', { name: 'Privacy' }).click();
    await expect(page).toHaveURL(/tab=privacy/);
    await expect(page.getByRole('switch', { name: 'Show location' })).toBeVisible();
  });

  test('profile changes are saved with a toast', async ({ page }) => {
    await page.goto('/settings');
    await page.getByLabel('Bio').fill('Chasing sunsets across three continents.');
    await expect(page.getByText('40/500')).toBeVisible();
    await page.getByLabel('Location', { exact: true }).selectOption('Japan');
    await page.getByRole('button', { name: 'Food and Drink' }).click();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(toastWithTitle(page, 'Profile updated')).toBeVisible();
    const me = await (await page.request.get('/api/auth/user')).json();
    expect(me).toMatchObject({
      bio: 'Chasing sunsets across three continents.',
      location: 'Japan',
      travelInterests: ['food-and-drink'],
    });
  });
});
