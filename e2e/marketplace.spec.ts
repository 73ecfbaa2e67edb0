import { mkdirSync } from 'node:fs';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { withE2eDatabase } from './database.ts';
import { expectNoSeriousA11yViolations } from './fixtures.ts';
import { createMember, signIn, type E2eMember } from './social.ts';

/**
 * Issue 10: /marketplace — Amazon Deals is the default tab (the e2e server has no Amazon keys:
 * the sample catalogue in PostgreSQL), category chips and the name search, an affiliate link
 * opening in a new tab with the click recorded in affiliate_clicks, Travel Products, sponsored
 * Travel Services (none for a Premium member), 'No Amazon Products Available' (insurance, which
 * Amazon does not sell), and Partner With Us reaching the operator's inbox. axe-core and
 * screenshots at 390 and 1280 px.
 */
const SCREENS = '/tmp/roamly-screens/marketplace';
mkdirSync(SCREENS, { recursive: true });
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${SCREENS}/${name}.png`, fullPage: true });

/** Product links open shops: answered here, the tests never reach the internet. */
async function stubExternalSites(context: BrowserContext) {
  await context.route(
    (url) => !['127.0.0.1', 'localhost'].includes(url.hostname),
    (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: '<!doctype html><html lang="en"><title>Shop</title><h1>Shop</h1></html>',
      }),
  );
}

let shopper: E2eMember;

test.beforeAll(async () => {
  shopper = await createMember('Mara', 'Shopper');
});

test.beforeEach(async ({ context }) => {
  await signIn(context, shopper);
  await stubExternalSites(context);
});

async function openMarketplace(page: Page) {
  await page.goto('/marketplace');
  await expect(page.getByRole('heading', { level: 1, name: 'Travel Marketplace' })).toBeVisible();
}

test('Amazon Deals by default; chips, search, tabs and an affiliate click (1280)', async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openMarketplace(page);
  await expect(page.getByRole('tab', { name: 'Amazon Deals' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const cards = page.getByTestId('product-card');
  await expect(cards.first()).toBeVisible();
  await expect(cards.first()).toContainText('Sample');
  await expect(page.getByText('25% commission')).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/marketplace');
  await shot(page, 'amazon-deals-1280');

  // Category chips ask the server for that category.
  await page.getByRole('button', { name: 'Luggage', exact: true }).click();
  await expect(cards.filter({ hasText: 'Carry-On Hardside Spinner' })).toBeVisible();
  await expect(cards.filter({ hasText: 'Mirrorless Camera' })).toHaveCount(0);

  // Name search narrows the grid.
  await page.getByRole('searchbox', { name: 'Search the marketplace' }).fill('packing cubes');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Compression Packing Cubes');

  // The click is recorded and the product opens in a new tab.
  const link = cards.first().getByRole('link');
  const href = await link.getAttribute('href');
  expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
  const tracked = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/amazon/track-click') && response.request().method() === 'POST',
  );
  const [popup] = await Promise.all([context.waitForEvent('page'), link.click()]);
  expect((await tracked).status()).toBe(201);
  await popup.waitForLoadState();
  expect(popup.url()).toBe(href);
  await popup.close();
  const clicks = await withE2eDatabase((client) =>
    client.query<{ product_id: string; product_url: string }>(
      'SELECT product_id, product_url FROM affiliate_clicks WHERE user_id = $1',
      [shopper.id],
    ),
  );
  expect(clicks.rows).toEqual([{ product_id: 'SAMPLE-LUG-03', product_url: href }]);

  // Insurance is not sold on Amazon: the empty state.
  await page.getByRole('searchbox', { name: 'Search the marketplace' }).fill('');
  await page.getByRole('button', { name: 'Insurance', exact: true }).click();
  await expect(page.getByText('No Amazon Products Available')).toBeVisible();

  // Travel Products: sample items of the category, with their commission.
  await page.getByRole('tab', { name: 'Travel Products' }).click();
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Annual Multi-Trip Travel Insurance');
  await expect(cards.first()).toContainText('25% commission');

  // Travel Services: sponsored cards with places' photos.
  await page.getByRole('tab', { name: 'Travel Services' }).click();
  await expect(page.getByTestId('promo-card').first()).toBeVisible();
  await expect(page.getByTestId('promo-card').first()).toContainText('Sponsored');
  await expectNoSeriousA11yViolations(page, '/marketplace (services)');
  await shot(page, 'services-1280');
});

test('a tracking failure still opens the product', async ({ page, context }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.route('**/api/amazon/track-click', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"down"}' }),
  );
  await openMarketplace(page);
  const link = page.getByTestId('product-card').first().getByRole('link');
  const href = await link.getAttribute('href');
  const [popup] = await Promise.all([context.waitForEvent('page'), link.click()]);
  await popup.waitForLoadState();
  expect(popup.url()).toBe(href);
  await popup.close();
});

test('Partner With Us reaches the operator inbox; phone layout (390)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openMarketplace(page);
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(390);
  await expectNoSeriousA11yViolations(page, '/marketplace on a phone');
  await shot(page, 'amazon-deals-390');

  await page.getByRole('button', { name: 'Partner With Us' }).click();
  const form = page.getByTestId('partner-form');
  await expect(form.getByLabel('Company')).toBeFocused();
  await form.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(form.getByText('Company is required')).toBeVisible();
  const company = `Wander Gear ${Date.now()}`;
  await form.getByLabel('Company').fill(company);
  await form.getByLabel('Message').fill('We would like to sponsor experiences in Travel Services.');
  await expectNoSeriousA11yViolations(page, 'partner form');
  await shot(page, 'partner-form-390');
  await form.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(form.getByText(/your enquiry is with our partnerships team/)).toBeVisible();
  const inbox = await withE2eDatabase((client) =>
    client.query<{ topic: string; email: string; message: string }>(
      'SELECT topic, email, message FROM help_messages WHERE user_id = $1',
      [shopper.id],
    ),
  );
  expect(inbox.rows).toEqual([
    {
      topic: 'partnership',
      email: shopper.email,
      message: `Company: ${company}\n\nWe would like to sponsor experiences in Travel Services.`,
    },
  ]);
});

test('Premium members get no sponsored services (ad-free)', async ({ page, context }) => {
  const premium = await createMember('Pax', 'Premium');
  await withE2eDatabase((client) =>
    client.query(`UPDATE users SET premium_until = now() + interval '30 days' WHERE id = $1`, [
      premium.id,
    ]),
  );
  await signIn(context, premium);
  await page.setViewportSize({ width: 390, height: 844 });
  await openMarketplace(page);
  await page.getByRole('tab', { name: 'Travel Services' }).click();
  await expect(page.getByText('No travel services to show')).toBeVisible();
  await expect(page.getByTestId('promo-card')).toHaveCount(0);
});
