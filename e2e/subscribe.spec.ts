import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './fixtures.ts';
import { createMember, signIn } from './social.ts';

/**
 * Premium subscription (spec 1 §2 'Premium page', §4, §8, §9) on the sandbox provider the e2e
 * server runs (no Stripe keys): upgrade with 4242 4242 4242 4242 → 'Welcome to Premium!', the home
 * page loses every promotional card, Settings cancels to the period end and resumes; a declined
 * card shows 'Payment Failed' with 'Your card was declined.'. axe-core on each step; screenshots
 * at 390 and 1280 px.
 */

const SCREENS = '/tmp/roamly-screens/subscribe';
mkdirSync(SCREENS, { recursive: true });

async function screens(page: Page, name: string) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${SCREENS}/${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(390);
  await page.screenshot({ path: `${SCREENS}/${name}-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
}

const nextYear = String((new Date().getUTCFullYear() + 1) % 100).padStart(2, '0');

async function startPayment(page: Page) {
  await page.goto('/subscribe');
  await expect(page.getByRole('heading', { name: 'Travel further with Premium' })).toBeVisible();
  await page.getByRole('button', { name: 'Upgrade to Premium' }).click();
  await expect(page.getByRole('heading', { name: 'Payment details' })).toBeVisible();
  await expect(page.getByText('Sandbox — no real charge')).toBeVisible();
}

async function payWith(page: Page, card: string) {
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiry date').fill(`12${nextYear}`);
  await page.getByLabel('Security code').fill('123');
  await page.getByLabel('Name on card').fill('Ada Lovelace');
  await page.getByRole('button', { name: 'Pay $9.99 and subscribe' }).click();
}

test('upgrade with 4242…, no promotional cards at home, then cancel and resume in Settings', async ({
  page,
  context,
}) => {
  const member = await createMember('Paz', 'Traveller');
  await signIn(context, member);
  await page.setViewportSize({ width: 1280, height: 900 });

  // Before: the free plan's home page carries promotional cards.
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Your Feed', exact: true })).toBeVisible();
  await expect(page.getByTestId('promo-card').first()).toBeVisible();

  await page.goto('/subscribe');
  const price = page.getByRole('region', { name: 'Roamly Premium' });
  await expect(price.getByText('$9.99')).toBeVisible();
  await expect(price.getByText('per month')).toBeVisible();
  await expect(price.getByText('Billed monthly')).toBeVisible();
  await expect(price.getByText('Cancel anytime')).toBeVisible();
  for (const benefit of [
    'Ad-free browsing',
    'Exclusive travel guides',
    'Priority customer support',
    'Advanced search filters',
    'Unlimited bookmarks',
    'Early access to new features',
  ]) {
    await expect(page.getByText(benefit, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'Frequently asked questions' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/subscribe');
  await screens(page, 'plan');

  await startPayment(page);
  // The form checks the card before anything is sent.
  await payWith(page, '4242 4242 4242 4241');
  await expect(page.getByText('Your card number is invalid.')).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/subscribe (payment step)');
  await screens(page, 'payment');

  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Pay $9.99 and subscribe' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome to Premium!' })).toBeVisible();
  await screens(page, 'welcome');

  // Premium members get no promotional cards (hidden by the server).
  const promotions = page.waitForResponse((response) => response.url().includes('/api/promotions'));
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Your Feed', exact: true })).toBeVisible();
  await promotions;
  await expect(page.getByTestId('promo-card')).toHaveCount(0);

  // A premium member sees their plan on the page instead of the upgrade button.
  await page.goto('/subscribe');
  await expect(page.getByRole('heading', { name: 'You are a Premium member' })).toBeVisible();
  await expect(page.getByText(/^Renews on .+ for \$9\.99\.$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Upgrade to Premium' })).toHaveCount(0);

  await page.goto('/settings');
  const card = page.getByRole('region', { name: 'Subscription' });
  await expect(card.getByText('Premium — $9.99 per month')).toBeVisible();
  await expect(card.getByText('Renews on', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(card.getByText('Cancel Premium?')).toBeVisible();
  await card.getByRole('button', { name: 'Yes, cancel' }).click();
  await expect(card.getByTestId('plan-summary')).toHaveText(/^Cancelled — Premium stays on until /);
  await expect(card.getByText('Ends on', { exact: true })).toBeVisible();
  await card.scrollIntoViewIfNeeded();
  await expectNoSeriousA11yViolations(page, '/settings (subscription cancelled)');
  await card.screenshot({ path: `${SCREENS}/settings-cancelled-1280.png` });

  // Still premium after a reload (the server's word), then resumed.
  await page.reload();
  await expect(card.getByRole('button', { name: 'Resume subscription' })).toBeVisible();
  await card.getByRole('button', { name: 'Resume subscription' }).click();
  await expect(card.getByText('Renews on', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Cancel subscription' })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await card.scrollIntoViewIfNeeded();
  await card.screenshot({ path: `${SCREENS}/settings-renewing-390.png` });
});

test("a declined card shows 'Payment Failed' with the provider's message (390)", async ({
  page,
  context,
}) => {
  const member = await createMember('Dee', 'Clined');
  await signIn(context, member);
  await page.setViewportSize({ width: 390, height: 844 });
  await startPayment(page);
  await payWith(page, '4000 0000 0000 0002');
  const alert = page.getByRole('alert').filter({ hasText: 'Payment Failed' });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('Your card was declined.');
  await expectNoSeriousA11yViolations(page, '/subscribe (declined)');
  await page.screenshot({ path: `${SCREENS}/declined-390.png`, fullPage: true });

  // Nothing changed: the member is still on the free plan.
  await page.goto('/settings');
  const card = page.getByRole('region', { name: 'Subscription' });
  await expect(card.getByText('Free', { exact: true }).first()).toBeVisible();
  await expect(card.getByRole('link', { name: 'Go Premium' })).toBeVisible();
});
