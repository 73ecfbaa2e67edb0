import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './fixtures.ts';

test.describe('error page', () => {
  test('a screen whose code fails to download offers a reload and a way home', async ({ page }) => {
    const chunk = '**/assets/test-login-route-*.js';
    await page.route(chunk, (route) => route.abort('failed'));
    await page.goto('/test-login');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Something went wrong' }),
    ).toBeVisible();
    await expect(page).toHaveTitle('Something went wrong · Roamly');
    await expect(page.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    await expectNoSeriousA11yViolations(page, 'error page');

    await page.unroute(chunk);
    await page.getByRole('button', { name: 'Reload' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Demo access' })).toBeVisible();
  });
});
