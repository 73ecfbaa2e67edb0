import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, signInAsDemoAdmin } from './fixtures.ts';

/** The demo admin (the run's shared test-login session; e2e/test-login.spec.ts tests the form). */
async function signInAsAdmin(page: Page) {
  await signInAsDemoAdmin(page.context());
}

test.describe('admin dashboard', () => {
  test('an admin opens /admin and sees the figures, the tools and the tabs', async ({ page }) => {
    await signInAsAdmin(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

    // The demo world has members and posts: the cards show them with a change and a trend.
    const members = page.getByRole('listitem', { name: 'Members', exact: true });
    await expect(members.getByTestId('stat-value')).toHaveText(/^[1-9][\d,]*$/);
    await expect(members.getByTestId('stat-change')).toBeVisible();
    await expect(page.getByTestId('sparkline')).toHaveCount(7);
    await expect(page.getByTestId('as-of')).toContainText('As of');
    for (const name of ['SEO', 'Mappings', 'Country expansion', 'Destination breakdown']) {
      await expect(
        page.getByRole('navigation', { name: 'Operator tools' }).getByRole('link', { name }),
      ).toBeVisible();
    }

    // Email Management is the default tab; the keyboard reaches Analytics and the URL keeps it.
    const email = page.getByRole('tab', { name: 'Email Management' });
    await expect(email).toHaveAttribute('aria-selected', 'true');
    await email.focus();
    await page.keyboard.press('End');
    await expect(page.getByRole('tab', { name: 'Analytics' })).toBeFocused();
    await expect(page).toHaveURL(/\/admin\?tab=analytics$/);
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByRole('heading', { name: 'Sign-up retention' })).toBeVisible();
    await expect(panel.getByRole('heading', { name: 'Top destinations' })).toBeVisible();
    await expect(panel.getByRole('heading', { name: 'Top posts' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'admin dashboard analytics at 1280 px');

    await page.reload();
    await expect(page.getByRole('tab', { name: 'Analytics' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  test('the tool buttons open the country expansion and destination breakdown screens', async ({
    page,
  }) => {
    await signInAsAdmin(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    const tools = [
      ['Country expansion', '/admin/country-expansion', 'Country expansion'],
      ['Destination breakdown', '/admin/destination-breakdown', 'Destination breakdown'],
    ] as const;
    for (const [name, path, title] of tools) {
      await page.goto('/admin');
      await page
        .getByRole('navigation', { name: 'Operator tools' })
        .getByRole('link', { name })
        .click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText(name);
      await expect(page.getByRole('heading', { name: 'Page not found' })).toHaveCount(0);
    }
    await expectNoSeriousA11yViolations(page, 'the destination breakdown at 1280 px');
    // SEO has landed: its tool button opens the real screen.
    await page.goto('/admin');
    await page
      .getByRole('navigation', { name: 'Operator tools' })
      .getByRole('link', { name: 'SEO' })
      .click();
    await expect(page).toHaveURL(/\/admin\/seo$/);
    await expect(page.getByRole('heading', { level: 1, name: 'SEO Management' })).toBeVisible();
  });

  test('passes axe on a phone', async ({ page }) => {
    await signInAsAdmin(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/admin');
    await expect(
      page.getByRole('listitem', { name: 'Members', exact: true }).getByTestId('stat-value'),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'admin dashboard at 390 px');
    await page.goto('/admin?tab=analytics');
    await expect(
      page.getByRole('tabpanel').getByRole('heading', { name: 'Sign-up retention' }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'admin dashboard analytics at 390 px');
  });
});
