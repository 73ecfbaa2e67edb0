import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, MEMBER_STATE } from './fixtures.ts';

test.describe('404 page', () => {
  test('an unknown path shows Page Not Found with a way home', async ({ page }) => {
    const response = await page.goto('/no/such/place');
    // The same page, answered with 404 so crawlers and tools know the path does not exist.
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Share the world');
    // A client-side navigation puts keyboard and screen-reader users at the new page.
    await expect(page.locator('#main-content')).toBeFocused();
  });

  test('a route of a later issue is declared but not built yet', async ({ page }) => {
    expect((await page.goto('/social-automation'))?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  });

  test.describe('signed in', () => {
    test.use({ storageState: MEMBER_STATE });

    test('keeps the navigation around the 404 page, and tours redirect to destinations', async ({
      page,
    }) => {
      expect((await page.goto('/admin-inbox'))?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Settings' })
        .press('Enter');
      await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
      await expect(page.locator('#main-content')).toBeFocused();
      expect((await page.goto('/settings'))?.status()).toBe(200);
      await page.goto('/tours/paris/excursions');
      await expect(page).toHaveURL(/\/destination\/paris\/excursions$/);
    });
  });
});
