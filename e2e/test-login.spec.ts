import { expect, test } from '@playwright/test';
import {
  expectNoSeriousA11yViolations,
  MEMBER_STATE,
  TEST_LOGIN_KEY,
  toastWithTitle,
} from './fixtures.ts';

test.describe('test login', () => {
  test('a wrong key is refused with Login Failed', async ({ page }) => {
    await page.goto('/test-login');
    const button = page.getByRole('button', { name: 'Access Demo' });
    await expect(button).toBeDisabled();
    for (const feature of [
      'Hotel and excursion template generation',
      'SEO content editor',
      'Social media automation',
      'Admin dashboard',
    ]) {
      await expect(page.getByText(feature)).toBeVisible();
    }
    await expectNoSeriousA11yViolations(page);

    await page.getByLabel('Test key').fill('   ');
    await expect(button).toBeDisabled();
    await page.getByLabel('Test key').press('Enter');
    await expect(toastWithTitle(page, 'Test Key Required')).toBeVisible();

    await page.getByLabel('Test key').fill('not-the-key');
    await expect(button).toBeEnabled();
    await button.click();
    await expect(toastWithTitle(page, 'Login Failed')).toBeVisible();
    await expect(toastWithTitle(page, 'Invalid test key')).toBeVisible();
  });

  test('the right key signs in as admin with a full reload', async ({ page }) => {
    await page.goto('/test-login');
    await page.getByLabel('Test key').fill(TEST_LOGIN_KEY);
    await page.getByLabel('Test key').press('Enter');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Discover Your Next Adventure' })).toBeVisible();
    // The success message survives the full reload (spec 3 §2) and is shown only once.
    await expect(toastWithTitle(page, 'You now have admin access to the platform')).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('roamly-flash-toast'))).toBeNull();
    await page.getByRole('button', { name: /Account menu/ }).click();
    await expect(page.getByRole('menuitem', { name: 'Admin' })).toBeVisible();
  });
});

test.describe('test login while signed in', () => {
  test.use({ storageState: MEMBER_STATE });

  test('keeps the signed-in header', async ({ page }) => {
    await page.goto('/test-login');
    await expect(page.getByRole('heading', { name: 'Demo access', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: /Account menu for Maya Rivers/ })).toBeVisible();
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, 'test login signed in');
  });
});
