import { mkdirSync } from 'node:fs';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './fixtures.ts';
import { createMember, signIn, type E2eMember } from './social.ts';

/**
 * Issue 9 part B: the tours search widget on the excursions tab — prices follow the currency
 * chosen (and the choice outlives a reload and reaches the sidebars); searching and filtering, then
 * opening a tour in a new tab with its external_click recorded; the §8 states. The e2e server
 * loads the sample tours at its first start (no Viator key) and prices from the committed ECB
 * snapshot (ECB_RATES_URL=off). axe-core on each screen; screenshots at 390 and 1280 px.
 */

const SCREENS = '/tmp/roamly-screens/tours';
mkdirSync(SCREENS, { recursive: true });
const shot = (page: Page, name: string, fullPage = false) =>
  page.screenshot({ path: `${SCREENS}/${name}.png`, fullPage });

/** Tours open the provider's site: answered here, the tests never reach the internet. */
async function stubExternalSites(context: BrowserContext) {
  await context.route(
    (url) => !['127.0.0.1', 'localhost'].includes(url.hostname),
    (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: '<!doctype html><title>Tour provider</title><h1>Tour provider</h1>',
      }),
  );
}

const cardOf = (page: Page, title: string) =>
  page.getByTestId('tour-card').filter({ has: page.getByRole('heading', { name: title }) });

async function openExcursions(page: Page) {
  await page.goto('/recommendations?tab=excursions');
  await expect(page.getByRole('combobox', { name: 'Destination' })).toBeVisible();
}

async function chooseCancun(page: Page) {
  const destination = page.getByRole('combobox', { name: 'Destination' });
  await destination.fill('cancun');
  // Spec 2 §4: looked up 500 ms after typing stops.
  await expect(page.getByTestId('tours-results-title')).toHaveText('Popular in Cancún');
}

let traveller: E2eMember;

test.beforeAll(async () => {
  traveller = await createMember('Lena', 'Ortiz');
});

test.beforeEach(async ({ context }) => {
  await signIn(context, traveller);
  await stubExternalSites(context);
});

test('changing the currency changes every price, and the choice stays (1280)', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openExcursions(page);
  await expect(page.getByText('Where would you like to go?')).toBeVisible();
  await shot(page, 'widget-empty-1280');
  await chooseCancun(page);
  const catamaran = cardOf(page, 'Isla Mujeres Catamaran Cruise with Snorkeling and Open Bar');
  const price = catamaran.getByTestId('tour-price');
  await expect(price).toHaveText('$89');
  await expect(catamaran).toContainText('Sample');
  await expect(catamaran).toContainText('4.8');
  await expect(catamaran).toContainText('(2,841 reviews)');
  await expect(catamaran).toContainText('7 hours');
  await expect(catamaran).toContainText('Free cancellation');
  await expectNoSeriousA11yViolations(page, 'tours widget (USD)');
  await shot(page, 'widget-usd-1280', true);

  const currency = page.getByRole('combobox', { name: 'Currency' });
  const options = await currency
    .locator('option')
    .evaluateAll((nodes) => nodes.slice(0, 6).map((node) => (node as HTMLOptionElement).value));
  expect(options).toEqual(['USD', 'GBP', 'EUR', 'CAD', 'AUD', 'JPY']);
  await currency.selectOption('EUR');
  // 89 USD at the snapshot's 1.0705 USD per euro.
  await expect(price).toHaveText('€83.14');
  await currency.selectOption('JPY');
  await expect(price).toHaveText('¥14,295');
  await currency.selectOption('GBP');
  await expect(price).toHaveText('£70.37');
  await shot(page, 'widget-gbp-1280', true);

  // The choice is kept in this browser: after a reload and in the sidebars too.
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Currency' })).toHaveValue('GBP');
  await chooseCancun(page);
  await expect(price).toHaveText('£70.37');
  await page.goto('/explore');
  const sidebar = page.getByRole('region', { name: 'Tours & Excursions' });
  await expect(sidebar.getByRole('link', { name: /Chichén Itzá/ })).toContainText('from £');
});

test('search, filter and open a tour in a new tab, recorded first (1280)', async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openExcursions(page);
  await chooseCancun(page);
  await page.getByRole('searchbox', { name: 'Search tours' }).fill('snorkel');
  await expect(page.getByTestId('tours-results-title')).toHaveText(
    'Results for “snorkel” in Cancún',
  );
  const cards = page.getByTestId('tour-card');
  // Snorkelling in Cancún: the catamaran (water, free cancellation), Tulum (nature, free) and
  // the underwater museum (museums, no free cancellation).
  await expect(cards).toHaveCount(3);
  await page.getByRole('switch', { name: 'Free cancellation' }).click();
  await expect(cards).toHaveCount(2);
  for (const card of await cards.all()) await expect(card).toContainText('Free cancellation');
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price-high-low');
  await expect(cards.getByTestId('tour-price')).toHaveText(['$129', '$89']);
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price-low-high');
  await expect(cards.getByTestId('tour-price')).toHaveText(['$89', '$129']);
  await expectNoSeriousA11yViolations(page, 'tours widget filtered');
  await shot(page, 'widget-filtered-1280', true);
  await page
    .getByRole('combobox', { name: 'Category' })
    .selectOption({ label: 'Water Activities' });
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Water Activities');

  const link = cards.first().getByRole('link');
  const href = await link.getAttribute('href');
  const title = await cards.first().getByRole('heading').textContent();
  const recorded = page.waitForRequest(
    (request) =>
      request.url().endsWith('/api/track-page-visit') &&
      (request.postData() ?? '').includes('external_click'),
  );
  const [popup] = await Promise.all([context.waitForEvent('page'), link.click()]);
  const body = JSON.parse((await recorded).postData() ?? '{}') as {
    feature: string;
    action: string;
    metadata: { tourId: string; tourTitle: string; timestamp: string };
  };
  expect(body.feature).toBe('viator_tours');
  expect(body.action).toBe('external_click');
  expect(body.metadata.tourId).toMatch(/^SAMPLE-CUN-/);
  expect(body.metadata.tourTitle).toBe(title);
  expect(Date.parse(body.metadata.timestamp)).not.toBeNaN();
  await popup.waitForLoadState();
  expect(popup.url()).toBe(href);
  await popup.close();
});

test('phone: the widget, a picked destination and the empty and error states (390)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openExcursions(page);
  const destination = page.getByRole('combobox', { name: 'Destination' });
  await destination.fill('lis');
  await page.getByRole('option', { name: /Lisbon/ }).click();
  await expect(page.getByTestId('tours-results-title')).toHaveText('Popular in Lisbon');
  await expect(page.getByTestId('tour-card').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'tours widget on a phone');
  await shot(page, 'widget-390', true);

  // A text that names no destination clears it (spec 2 §4).
  await destination.fill('qqqqzz');
  await expect(page.getByText('Where would you like to go?')).toBeVisible();

  // Spec 2 §8: nothing found, then the service failing (a destination not asked for yet).
  const popular = (url: URL) => url.pathname === '/api/viator/popular';
  await page.route(popular, (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: '[]' }),
  );
  await destination.fill('Paris');
  await expect(page.getByText('No Tours Available')).toBeVisible();
  await expect(
    page.getByText('No tours found at the moment. Please try again later.'),
  ).toBeVisible();
  await page.unroute(popular);
  await page.route(popular, (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ message: 'The tours service is not reachable' }),
    }),
  );
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('rating');
  const alert = page.getByRole('alert').filter({ hasText: 'Connection Issue' });
  await expect(alert).toContainText('Unable to load tours at the moment. Please try again.');
  await expect(alert).toContainText('API Status: The tours service is not reachable');
  await expectNoSeriousA11yViolations(page, 'tours widget error state');
  await shot(page, 'widget-error-390', true);
});
