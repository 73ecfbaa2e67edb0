import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './fixtures.ts';

const CHUNK = '**/assets/test-login-route-*.js';

test.describe('error page', () => {
  test('a screen whose code fails to download offers a reload and a way home', async ({ page }) => {
    await page.route(CHUNK, (route) => route.abort('failed'));
    await page.goto('/test-login');
    const heading = page.getByRole('heading', { level: 1, name: 'Something went wrong' });
    await expect(heading).toBeVisible();
    await expect(page).toHaveTitle('Something went wrong · Roamly');
    await expect(page.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    await expectNoSeriousA11yViolations(page, 'error page');

    await page.unroute(CHUNK);
    await page.getByRole('button', { name: 'Reload' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Demo access' })).toBeVisible();
  });

  test('a later visit downloads a failed screen again', async ({ page }) => {
    await page.goto('/signin');
    await expect(page.getByRole('tab', { name: 'Sign in' })).toBeVisible();
    await page.route(CHUNK, (route) => route.abort('failed'));
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Demo access' })
      .click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Something went wrong' }),
    ).toBeVisible();

    await page.unroute(CHUNK);
    await page.goBack();
    await expect(page.getByRole('tab', { name: 'Sign in' })).toBeVisible();
    await page.goForward();
    await expect(page.getByRole('heading', { level: 1, name: 'Demo access' })).toBeVisible();
  });
});
