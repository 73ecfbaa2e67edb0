import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, MEMBER_STATE } from './fixtures.ts';

test.use({ storageState: MEMBER_STATE, viewport: { width: 390, height: 844 } });

test.describe('signed-in shell on a phone', () => {
  test('bottom bar shows the unread total capped at 99+, and the menu toggles', async ({
    page,
  }) => {
    // Messaging arrives with a later issue: a canned conversation list stands in for busy inboxes.
    await page.route('**/api/conversations', (route) =>
      route.fulfill({
        json: [60, 45].map((unreadCount, index) => ({
          id: `c${index}`,
          participant1: {
            id: 'a',
            firstName: 'A',
            lastName: null,
            email: 'a@x.test',
            profileImageUrl: null,
          },
          participant2: {
            id: 'b',
            firstName: 'B',
            lastName: null,
            email: 'b@x.test',
            profileImageUrl: null,
          },
          lastMessage: null,
          unreadCount,
        })),
      }),
    );
    await page.goto('/');
    await expect(page).toHaveTitle('Home · Roamly');
    const bar = page.getByRole('navigation', { name: 'Quick links' });
    for (const name of ['Home', 'Explore', 'Create', 'Profile']) {
      await expect(bar.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(bar.getByRole('link', { name: 'Messages (99+ unread)' })).toBeVisible();
    await expect(bar.getByTestId('unread-badge')).toHaveText('99+');

    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const menu = page.locator('#mobile-menu');
    for (const name of ['Test Upload', 'Create', 'Plan Trip', 'Live Studio', 'Premium']) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(menu.getByRole('link', { name: 'Test Upload' })).toHaveAttribute(
      'href',
      '/simple-upload',
    );
    await expectNoSeriousA11yViolations(page, 'mobile menu open');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  });

  test('the menu closes after navigating without it', async ({ page }) => {
    // Both pages render the same screen (404 until built), so the header stays mounted.
    await page.goto('/marketplace');
    const menu = page.locator('#mobile-menu');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Quick links' })
      .getByRole('link', { name: 'Explore' })
      .click();
    await expect(page).toHaveURL(/\/explore$/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );

    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/marketplace$/);
    await expect(menu).toBeHidden();
  });

  test('searching from the menu goes to /search with the trimmed text', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const search = page.locator('#mobile-menu').getByRole('searchbox', { name: 'Search Roamly' });
    await search.fill('   ');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/$/);
    await search.fill('  kyoto temples ');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=kyoto\+temples$/);
  });

  test('the avatar menu leads to accessibility settings', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: /Account menu for Maya Rivers/ }).click();
    await page.getByRole('menuitem', { name: 'Accessibility' }).click();
    await expect(page).toHaveURL(/\/settings\?tab=accessibility$/);
    await expect(page.getByRole('tab', { name: 'Accessibility' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page).toHaveTitle('Settings · Roamly');
  });
});
