import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { withE2eDatabase } from './database.ts';
import { expectNoSeriousA11yViolations } from './fixtures.ts';
import { createMember, createPosts, signIn, type E2eMember } from './social.ts';

/**
 * The destination catalogue (issue 9 part A; spec 1 §2 'Destination search and visual search'):
 * the home banner's typo-tolerant search ('lisbn' → Lisbon's page), its empty state and keyboard
 * use, visual search with a geotagged photo ('analyzing', then the first suggestion), and the
 * profile's Travel Map with home's Countries Visited agreeing. The catalogue is built by the
 * server at its first start on the e2e database.
 */

const SCREENS = '/tmp/roamly-screens/destinations';
mkdirSync(SCREENS, { recursive: true });
const LISBON = 2267057;
const CANCUN = 684;

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${SCREENS}/${name}.png`, fullPage: false });

/** A JPEG made here, carrying Lisbon's GPS position as a phone writes it. */
async function lisbonJpeg(): Promise<Buffer> {
  return sharp({
    create: { width: 1200, height: 800, channels: 3, background: { r: 214, g: 120, b: 64 } },
  })
    .withExif({
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '38/1 43/1 2003/100',
        GPSLongitudeRef: 'W',
        GPSLongitude: '9/1 8/1 2150/100',
      },
    })
    .jpeg({ quality: 85 })
    .toBuffer();
}

let traveller: E2eMember;

test.beforeAll(async () => {
  traveller = await createMember('Inês', 'Duarte');
});

test.beforeEach(async ({ context }) => {
  await signIn(context, traveller);
});

test.describe('destination search', () => {
  test("finds Lisbon from 'lisbn' and lands on its page", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    const box = page.getByRole('combobox', { name: 'Search destinations' });
    await box.click();
    // Empty: the six popular destinations.
    const popular = page.getByRole('listbox', { name: 'Popular destinations' });
    await expect(popular.getByRole('option')).toHaveCount(6);
    await box.fill('lisbn');
    const lisbon = page.getByRole('option', { name: /Lisbon\s*Portugal/ }).first();
    await expect(lisbon).toBeVisible();
    await expect(page.getByRole('listbox', { name: 'Destination suggestions' })).toContainText(
      'No tours yet',
    );
    await shot(page, 'search-lisbn-1280');
    await expectNoSeriousA11yViolations(page, 'home with destination suggestions');
    await lisbon.click();
    await expect(page).toHaveURL(/\/destination\/lisbon\/excursions$/);
    await shot(page, 'lisbon-page-1280');
  });

  test("says 'No destinations found', and Enter takes the first suggestion (phone)", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const box = page.getByRole('combobox', { name: 'Search destinations' });
    await box.fill('qxzqxzqxz');
    await expect(page.getByText('No destinations found')).toBeVisible();
    await box.fill('cancun');
    await expect(page.getByRole('option', { name: /Cancún/ }).first()).toBeVisible();
    await shot(page, 'search-cancun-390');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/destination\/cancun\/excursions$/);
  });

  test('the quick chips go to their destination pages', async ({ page }) => {
    await page.goto('/');
    const chips = page.getByRole('navigation', { name: 'Quick destinations' });
    await expect(chips.getByRole('link')).toHaveText([
      'Paris',
      'Tokyo',
      'Bali',
      'New York',
      'London',
      'Rome',
    ]);
    await chips.getByRole('link', { name: 'New York' }).click();
    await expect(page).toHaveURL(/\/destination\/new-york\/excursions$/);
  });
});

test('explore: the search suggests destinations, and text still searches everything', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/explore');
  const box = page.getByRole('combobox', { name: 'Search destinations and experiences' });
  await box.fill('kyot');
  const kyoto = page.getByRole('option', { name: /Kyoto\s*Japan/ }).first();
  await expect(kyoto).toBeVisible();
  await shot(page, 'explore-suggestions-1280');
  await expectNoSeriousA11yViolations(page, 'explore with destination suggestions');
  await kyoto.click();
  await expect(page).toHaveURL(/\/destination\/kyoto\/excursions$/);
  await page.goto('/explore');
  await page
    .getByRole('combobox', { name: 'Search destinations and experiences' })
    .fill('street food');
  // The suggestions cover the buttons below the field, as such lists do: Enter searches.
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=street\+food$/);
});

test('visual search: a geotagged photo is analysed, then its destination opens', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  // Hold the answer a moment so the 'analyzing' state can be seen.
  await page.route('**/api/search/visual', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await page.getByTestId('visual-search-input').setInputFiles({
    name: 'IMG_2044.jpg',
    mimeType: 'image/jpeg',
    buffer: await lisbonJpeg(),
  });
  await expect(page.getByRole('button', { name: 'Analyzing…' })).toBeDisabled();
  await expect(page.getByTestId('visual-search-status')).toHaveAttribute('data-state', 'analyzing');
  await shot(page, 'visual-search-analyzing-1280');
  await expect(page).toHaveURL(/\/destination\/lisbon\/excursions$/);
});

test('Travel Map: the countries posted from, and the same count on home', async ({ page }) => {
  const [lisbonPost, cancunPost] = await createPosts(traveller, [
    { content: 'Tram 28 at dawn', location: 'Lisbon, Portugal' },
    { content: 'Cenotes all day', location: 'Cancún, Mexico' },
    { content: 'Ceviche in Lima', location: 'Lima, Peru' },
  ]);
  await withE2eDatabase(async (client) => {
    await client.query('UPDATE posts SET destination_code = $1 WHERE id = $2', [
      LISBON,
      lisbonPost,
    ]);
    await client.query('UPDATE posts SET destination_code = $1 WHERE id = $2', [
      CANCUN,
      cancunPost,
    ]);
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/profile?tab=map');
  await expect(page.getByRole('tab', { name: 'Travel Map' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const map = page.getByRole('img', { name: /3 countries highlighted: Mexico, Peru, Portugal/ });
  await expect(map).toBeVisible();
  await expect(map.locator('[data-visited]')).toHaveCount(3);
  await expect(page.locator('[data-stat="Countries"]')).toHaveText('3');
  await expect(page.locator('[data-stat="Continents"]')).toHaveText('3');
  await expect(page.locator('[data-stat="Cities"]')).toHaveText('2');
  await page
    .getByRole('tab', { name: 'Travel Map' })
    .evaluate((tab) => window.scrollBy(0, tab.getBoundingClientRect().top - 120));
  await shot(page, 'travel-map-1280');
  await expectNoSeriousA11yViolations(page, 'profile travel map');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('tab', { name: 'Liked' }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('tab', { name: 'Liked' })).toBeInViewport({ ratio: 1 });
  await page
    .getByRole('tab', { name: 'Travel Map' })
    .evaluate((tab) => window.scrollBy(0, tab.getBoundingClientRect().top - 72));
  await shot(page, 'travel-map-390');

  // Home's side widgets load once their column nears the screen: on a desktop it is in view.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await expect(page.locator('[data-stat="Countries Visited"]')).toHaveText('3');
});
