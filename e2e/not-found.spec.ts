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

  test('an unknown destination, live stream or share link answers 404', async ({ page }) => {
    const destination = await page.goto('/destination/atlantis-under-the-sea/excursions');
    expect(destination?.status()).toBe(404);
    // The app agrees with the status: the 404 page, not an empty destination page.
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    expect((await page.goto('/destination/cancun/excursions'))?.status()).toBe(200);
    await expect(
      page.getByRole('heading', { level: 1, name: /Things to Do in Canc/ }),
    ).toBeVisible();
    expect((await page.goto('/live/00000000-0000-4000-8000-000000000000'))?.status()).toBe(404);
    expect(
      (await page.goto('/trips/shared/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'))?.status(),
    ).toBe(404);
  });

  test.describe('signed in', () => {
    test.use({ storageState: MEMBER_STATE });

    test('keeps the navigation around the 404 page, and tours redirect to destinations', async ({
      page,
    }) => {
      expect((await page.goto('/no/such/place'))?.status()).toBe(404);
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
