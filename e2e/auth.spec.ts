import { expect, test, type Page } from '@playwright/test';
import {
  expectNoSeriousA11yViolations,
  sharedMember,
  strongPassword,
  uniqueEmail,
} from './fixtures.ts';

test.describe('sign-in and sign-up', () => {
  test('create an account, land in the home shell, then sign out', async ({ page }) => {
    // Sign-up #2 of the run (the only one through the UI).
    await page.goto('/signin');
    await expectNoSeriousA11yViolations(page, 'sign-in tab');
    await page.getByRole('tab', { name: 'Create account' }).click();
    const form = page.getByRole('form', { name: 'Create account' });
    await form.getByLabel('First name').fill('Lena');
    await form.getByLabel('Last name').fill('Okafor');
    await form.getByLabel('E-mail').fill(uniqueEmail('signup'));
    await expect(page.getByText('At least 8 characters')).toBeVisible();
    await form.getByLabel('Password', { exact: true }).fill(strongPassword());
    await expectNoSeriousA11yViolations(page, 'create-account tab');
    await form.getByRole('button', { name: 'Create account' }).click();

    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Discover Your Next Adventure' })).toBeVisible();
    await expect(
      page.getByText(
        'Search destinations, upload photos to find locations, or explore trending spots',
      ),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your Journey' })).toBeVisible();
    // Countries come from the member's own post locations: a new account has none.
    await expect(page.locator('[data-stat="Countries Visited"]')).toHaveText('0');
    await expect(page.getByRole('heading', { name: 'Trending Destinations' })).toBeVisible();
    // At 1280 px every link of the spec fits in the row (narrower screens use More: shell.spec).
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const name of [
      'Home',
      'Explore',
      'Messages',
      'Profile',
      'Recommendations',
      'Marketplace',
      'Live Studio',
      'Settings',
      'Premium',
    ]) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(nav.getByRole('button', { name: 'More' })).toHaveCount(0);
    await expect(page.getByRole('search', { name: 'Site search' })).toBeVisible();
    await expect(page.getByRole('search', { name: 'Search destinations' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'home');

    await page.getByRole('button', { name: /Account menu for Lena Okafor/ }).click();
    await expect(page.getByRole('menuitem', { name: 'Accessibility' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Admin' })).toHaveCount(0);
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Share the world');
    const me = await page.request.get('/api/auth/user');
    expect(me.status()).toBe(401);
  });

  test('a wrong password is reported inline and focus stays on the form', async ({ page }) => {
    const member = sharedMember();
    await page.goto('/signin');
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('E-mail').fill(member.email);
    await form.getByLabel('Password', { exact: true }).fill('definitely-not-it');
    await form.getByLabel('Password', { exact: true }).press('Enter');
    await expect(page.getByRole('alert')).toHaveText('Incorrect e-mail or password');
    await expect(page).toHaveURL(/\/signin$/);
    // Focus is still inside the form (not dropped to <body> by a disabled button).
    expect(
      await page.evaluate(() =>
        document.activeElement?.closest('form')?.getAttribute('aria-label'),
      ),
    ).toBe('Sign in');
    await form.getByRole('button', { name: 'Sign in' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alert')).toHaveText('Incorrect e-mail or password');
    await expect(form.getByRole('button', { name: 'Sign in' })).toBeFocused();
    await expectNoSeriousA11yViolations(page, 'sign-in error');

    await form.getByLabel('Password', { exact: true }).fill(member.password);
    await form.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { name: 'Discover Your Next Adventure' })).toBeVisible();
  });

  test('a failed single sign-on is explained on the sign-in page', async ({ page }) => {
    await page.goto('/signin?error=sso');
    await expect(page.getByRole('alert')).toHaveText(/Single sign-on did not complete/);
    await expectNoSeriousA11yViolations(page, 'sign-in after SSO failure');
  });

  test('client-side validation uses the contract rules', async ({ page }) => {
    await page.goto('/signin');
    await page.getByRole('tab', { name: 'Create account' }).click();
    const form = page.getByRole('form', { name: 'Create account' });
    await form.getByLabel('E-mail').fill('not-an-email');
    await form.getByLabel('Password', { exact: true }).fill('short');
    await form.getByRole('button', { name: 'Create account' }).click();
    await expect(form.getByText('Password must be at least 8 characters')).toBeVisible();
    await expect(form.getByText('E-mail must be a valid e-mail address')).toBeVisible();
    await expect(form.getByText('First name is required')).toBeVisible();
  });

  test('signed-in-only pages send visitors to /signin', async ({ page }) => {
    await page.goto('/settings');
    await expect(page).toHaveURL(/\/signin$/);
  });

  test('the show-password toggle and the forgot-password link', async ({ page }) => {
    await page.goto('/signin');
    const form = page.getByRole('form', { name: 'Sign in' });
    const password = form.getByLabel('Password', { exact: true });
    await password.fill('secret-trail');
    const toggle = form.getByRole('button', { name: 'Show password' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect(password).toHaveAttribute('type', 'text');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(password).toHaveValue('secret-trail');
    await toggle.click();
    await expect(password).toHaveAttribute('type', 'password');
    await expect(form.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });
});

test.describe('a visitor on the landing page', () => {
  for (const name of [/Start your journey/, /Join Roamly/, /Create an account/]) {
    test(`${name.source} opens the Create account tab`, async ({ page }) => {
      await page.goto('/');
      await page.getByRole('link', { name }).first().click();
      await expect(page).toHaveURL(/\/signin\?tab=register$/);
      await expect(page.getByRole('tab', { name: 'Create account' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Join Roamly');
    });
  }

  /** Loads the landing page as a visitor and collects console errors, page errors and CSP reports. */
  async function visitLanding(page: Page) {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
      });
    });
    await page.goto('/', { waitUntil: 'load' });
    // The app renders only after the sign-in check and the landing chunk, so once the hero photo
    // has loaded every script of the page has run.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(
      page.locator('[data-testid="hero-slides"] img[data-active="true"]'),
    ).toHaveJSProperty('complete', true);
    return problems;
  }

  test('sees no CSP violation and no script error', async ({ page }) => {
    const problems = await visitLanding(page);
    // Keyboard focus on the hero's light button (the ring must show on the photo).
    const start = page.getByRole('link', { name: /Start your journey/ });
    await start.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(start).toBeFocused();
    expect(await start.evaluate((element) => getComputedStyle(element).boxShadow)).toMatch(
      /^rgb\(255, 255, 255\) 0px 0px 0px \d+px, rgb\(11, 110, 153\) 0px 0px 0px \d+px, rgb\(255, 255, 255\)/,
    );
    expect(problems).toEqual([]);
  });

  // Without a session hint the app makes no /api/auth/user request, so no 401 is logged either.
  test('sees no console error at all', async ({ page }) => {
    expect(await visitLanding(page)).toEqual([]);
  });
});
