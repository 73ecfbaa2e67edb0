import { expect, test, type Page } from '@playwright/test';
import {
  expectNoSeriousA11yViolations,
  MEMBER_STATE,
  strongPassword,
  signInAsDemoAdmin,
  toastWithTitle,
  uniqueEmail,
} from './fixtures.ts';

const WIDTHS = [390, 1280] as const;

async function signInAsAdmin(page: Page) {
  await signInAsDemoAdmin(page.context());
}

test('an admin suspends a member, who is signed out everywhere and refused at sign-in', async ({
  page,
  browser,
}) => {
  // The member signs up in their own browser and is signed in there.
  const memberContext = await browser.newContext();
  const email = uniqueEmail('suspend');
  const password = strongPassword();
  const signUp = await memberContext.request.post('/api/auth/register', {
    data: { email, password, firstName: 'Sami', lastName: 'Suspect' },
  });
  expect(signUp.status(), await signUp.text()).toBe(201);
  const memberPage = await memberContext.newPage();
  await memberPage.goto('/settings');
  await expect(memberPage).toHaveURL(/\/settings$/);

  // The admin finds them by e-mail and opens their page.
  await signInAsAdmin(page);
  await page.goto('/admin/users');
  await page.getByLabel('Search members').fill(email);
  await page.getByRole('link', { name: /Sami Suspect/ }).click();
  await expect(page.getByRole('heading', { name: 'Sami Suspect', level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Sami Suspect');

  await page.getByRole('button', { name: 'Suspend' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Suspend member' });
  await dialog.getByLabel('For how long').selectOption({ label: '7 days' });
  await expect(dialog.getByRole('button', { name: 'Suspend' })).toBeDisabled();
  await dialog.getByLabel('Reason').fill('Spam in several comments');
  await expectNoSeriousA11yViolations(page, 'suspend dialog');
  await dialog.getByRole('button', { name: 'Suspend' }).click();
  await expect(toastWithTitle(page, 'Member suspended')).toBeVisible();
  await expect(page.getByText(/^Suspended since .+, until /)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Unsuspend' })).toBeVisible();
  const history = page.getByRole('table', { name: 'Audit history of this member' });
  await expect(history).toContainText('user.suspend');
  await expect(history).toContainText('Spam in several comments');

  // The member's open browser is signed out: the next signed-in page sends them to sign in.
  await memberPage.goto('/settings');
  await expect(memberPage).toHaveURL(/\/signin/);
  const form = memberPage.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(memberPage.getByText(/^Your account is suspended until .+ UTC\./)).toBeVisible();
  await expect(memberPage).toHaveURL(/\/signin/);

  // Reversal: unsuspended, they can sign in again.
  await page.getByRole('button', { name: 'Unsuspend' }).click();
  const lift = page.getByRole('alertdialog', { name: 'Unsuspend member' });
  await lift.getByLabel('Reason').fill('Appeal accepted');
  await lift.getByRole('button', { name: 'Unsuspend' }).click();
  await expect(toastWithTitle(page, 'Suspension lifted')).toBeVisible();
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(memberPage).not.toHaveURL(/\/signin/);
  await memberContext.close();
});

test.describe('admin screens are accessible', () => {
  for (const width of WIDTHS) {
    test(`at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await signInAsAdmin(page);

      await page.goto('/admin');
      await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
      const nav = page.getByRole('navigation', { name: 'Admin' });
      if (width < 1024) {
        // The side navigation collapses into a menu button on phones.
        await expect(nav).toBeHidden();
        await page.getByRole('button', { name: /Admin menu/ }).click();
      }
      await expect(nav.getByRole('link', { name: 'Performance' })).toHaveAttribute(
        'href',
        '/dashboard',
      );
      await expectNoSeriousA11yViolations(page, `/admin at ${width}`);

      await nav.getByRole('link', { name: 'Users' }).click();
      // Phones get stacked member cards (nothing scrolls sideways); wider screens the table.
      const members =
        width < 640
          ? page.getByRole('list', { name: 'Members' })
          : page.getByRole('table', { name: 'Members' });
      await expect(members.getByRole('link').first()).toBeVisible();
      if (width < 640) {
        await expect(page.getByRole('table', { name: 'Members' })).toBeHidden();
        await expect(page.getByRole('combobox', { name: 'Sort by' })).toBeVisible();
      }
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      ).toBe(true);
      await expectNoSeriousA11yViolations(page, `/admin/users at ${width}`);

      // The keyboard reaches a member and opens their page.
      await members.getByRole('link').first().focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('heading', { name: 'Audit history' })).toBeVisible();
      await expect(page.getByRole('figure', { name: /Posts and comments per week/ })).toBeVisible();
      await expectNoSeriousA11yViolations(page, `member page at ${width}`);

      await page.goto('/admin/moderation');
      await expect(page.getByRole('heading', { name: 'Moderation', level: 1 })).toBeVisible();
      await expect(page.getByTestId('open-count')).not.toHaveText('—');
      await expectNoSeriousA11yViolations(page, `/admin/moderation at ${width}`);

      await page.goto('/admin/audit');
      await expect(page.getByRole('table', { name: 'Audit log' })).toBeVisible();
      await expectNoSeriousA11yViolations(page, `/admin/audit at ${width}`);

      // Another admins-only screen inside the area.
      await page.goto('/admin/country-expansion');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Country expansion' }),
      ).toBeVisible();
      await expectNoSeriousA11yViolations(page, `/admin/country-expansion at ${width}`);
    });
  }
});

test.describe('the guard', () => {
  test('visitors are asked to log in', async ({ page }) => {
    await page.goto('/admin/users');
    await expect(page.getByRole('heading', { name: 'Admin Access Required' })).toBeVisible();
    await expect(page.getByText('Please log in to access the admin dashboard.')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'admin guard, signed out');
  });

  test.describe('members', () => {
    test.use({ storageState: MEMBER_STATE });
    test('are refused', async ({ page }) => {
      await page.goto('/admin');
      await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
      await expect(
        page.getByText("You don't have permission to access the admin dashboard."),
      ).toBeVisible();
      await expectNoSeriousA11yViolations(page, 'admin guard, member');
      const api = await page.request.get('/api/admin/users');
      expect(api.status()).toBe(403);
    });
  });
});
