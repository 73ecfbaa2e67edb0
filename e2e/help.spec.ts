import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import {
  expectNoSeriousA11yViolations,
  signInAsDemoAdmin,
  toastWithTitle,
  uniqueEmail,
} from './fixtures.ts';

const SCREENS = '.tmp/screens';

async function signInWithTestKey(page: Page) {
  await signInAsDemoAdmin(page.context());
}

test.describe('Help Center', () => {
  test('a visitor finds an answer, then writes to the team, and the admin reads it', async ({
    page,
    browser,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/help');
    await expect(page).toHaveTitle('Help Center · Roamly');
    await expect(page.getByRole('heading', { level: 1, name: 'Help Center' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in' }).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'help page (visitor)');
    mkdirSync(SCREENS, { recursive: true });
    await page.screenshot({ path: `${SCREENS}/help-390.png`, fullPage: true });

    await page.getByRole('searchbox', { name: 'Search help' }).fill('stop strangers');
    await expect(page.getByTestId('help-answer')).toHaveCount(1);
    await page.getByText('How do I stop strangers from messaging me?').click();
    await expect(page.getByText(/Switch off Allow messages/)).toBeVisible();

    // Incomplete: nothing is sent.
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('Name is required')).toBeVisible();
    await expect(page.getByText('Choose a topic', { exact: true }).last()).toBeVisible();

    const email = uniqueEmail('help');
    const text = `The upload stops at 99 percent on my phone (${email}).`;
    await page.getByLabel('Name').fill('Sam Visitor');
    await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await page.getByLabel('Topic').selectOption('posts');
    await page.getByLabel('Message').fill(text);
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('Thanks — your message is on its way')).toBeVisible();
    await expect(toastWithTitle(page, 'Message sent')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'help page after sending');

    // The operator sees it in the admin list; a visitor may not read the list.
    expect((await page.request.get('/api/admin/help-messages')).status()).toBe(401);
    const admin = await browser.newContext();
    const adminPage = await admin.newPage();
    await signInWithTestKey(adminPage);
    const list = await adminPage.request.get('/api/admin/help-messages?limit=50');
    expect(list.status()).toBe(200);
    const body = (await list.json()) as {
      items: { email: string; message: string; topic: string }[];
    };
    expect(body.items).toContainEqual(
      expect.objectContaining({ email, message: text, topic: 'posts' }),
    );
    await admin.close();
  });

  test('a member finds the form filled in, inside the app shell', async ({ page }) => {
    await signInWithTestKey(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/help');
    const me = (await (await page.request.get('/api/auth/user')).json()) as { email: string };
    await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveValue(me.email);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'help page (member)');
    mkdirSync(SCREENS, { recursive: true });
    await page.screenshot({ path: `${SCREENS}/help-1280.png`, fullPage: true });
  });
});
