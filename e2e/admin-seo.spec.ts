import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, signInAsDemoAdmin, toastWithTitle } from './fixtures.ts';
import { screenshot } from './screenshot.ts';

/**
 * Issue 24 §2 and §5: an admin creates a destination page with AI meta, edits it inline and
 * creates a hotel page; every screen is checked with axe at 1280 and 390 px.
 */
test('an admin creates a destination page with AI meta, edits it inline, creates a hotel page', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const run = Date.now().toString(36);
  await signInAsDemoAdmin(page.context());
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/admin/seo');
  await expect(page.getByRole('heading', { level: 1, name: 'SEO Management' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Bulk Operations' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Blog posts' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'SEO management at 1280');
  await screenshot(page, 'seo-management-1280');

  // A new page: the title fills the path; AI meta fills title, description and keywords.
  await page.getByRole('link', { name: 'Create New Page' }).click();
  await expect(page).toHaveURL(/\/admin\/seo\/editor\?new=true$/);
  await expect(page.getByRole('button', { name: 'Generate Meta with AI' })).toBeDisabled();
  await page.getByLabel('Title', { exact: true }).fill(`Lisbon ${run}`);
  await expect(page.getByLabel('URL handle')).toHaveValue(`destination/lisbon-${run}/excursions`);
  await page.getByRole('button', { name: 'Generate Meta with AI' }).click();
  await expect(toastWithTitle(page, 'AI Content Generated')).toBeVisible();
  const title = await page.getByLabel('Title', { exact: true }).inputValue();
  expect(title.length).toBeGreaterThanOrEqual(50);
  expect(title.length).toBeLessThanOrEqual(60);
  const description = await page.getByLabel('Meta description').inputValue();
  expect(description.length).toBeGreaterThanOrEqual(150);
  expect(description.length).toBeLessThanOrEqual(160);
  await expect(page.getByText(/recommended 150–160\) ✓ recommended length/)).toBeVisible();
  await expect(page.getByTestId('search-preview')).toContainText(title);

  // Content from the template, then HTML view and back.
  await page.getByRole('button', { name: 'Generate from Template' }).click();
  await expect(toastWithTitle(page, 'Template Generated')).toBeVisible();
  await page.getByRole('button', { name: 'HTML', exact: true }).click();
  await expect(page.getByRole('textbox', { name: 'Content' })).toHaveValue(
    /<p>Find things to do in Lisbon/,
  );
  await page.getByRole('button', { name: 'Visual', exact: true }).click();
  await page.getByLabel('Status').selectOption('active');
  await expectNoSeriousA11yViolations(page, 'SEO editor at 1280');
  await screenshot(page, 'seo-editor-1280');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toastWithTitle(page, 'Page Created')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/seo\/editor\?id=[0-9a-f-]{36}$/);
  await page.getByRole('button', { name: 'Update Schema Markup' }).click();
  await expect(toastWithTitle(page, 'Schema Updated')).toBeVisible();
  await expect(page.getByLabel('Schema markup JSON')).toHaveValue(/TouristDestination/);

  // Back to the list: find it, edit it inline.
  await page.getByRole('link', { name: 'Back to SEO management' }).click();
  await page.getByLabel('Search SEO pages').fill(`lisbon-${run}`);
  const item = page.getByTestId('seo-page-item').filter({ hasText: `lisbon-${run}` });
  await expect(item).toHaveCount(1);
  await expect(item.getByText('Active', { exact: true })).toBeVisible();
  await item.getByRole('button', { name: /^Quick edit/ }).click();
  const panel = page.getByRole('region', { name: 'Edit SEO page' });
  await expect(panel.getByText(`${title.length} of 70 characters used`)).toBeVisible();
  await panel.getByLabel('Title').fill(`Lisbon ${run} tours and day trips`);
  await panel.getByLabel('Description').fill('');
  await panel.getByRole('button', { name: 'Save' }).click();
  await expect(toastWithTitle(page, 'Missing Required Fields')).toBeVisible();
  await panel.getByLabel('Description').fill(description);
  await panel.getByRole('button', { name: 'Save' }).click();
  await expect(toastWithTitle(page, 'SEO Page Saved')).toBeVisible();
  await expect(item.getByRole('link', { name: `Lisbon ${run} tours and day trips` })).toBeVisible();

  // A hotel page from a city.
  await page.getByRole('link', { name: 'Create Hotel Page' }).click();
  await expect(page.getByRole('button', { name: 'Create Hotel Page' })).toBeDisabled();
  await page.getByLabel('Destination city').fill(`porto ${run}`);
  await expect(page.getByLabel('Path')).toHaveValue(`destination/porto-${run}/hotels`);
  await expect(page.getByLabel('Title')).toHaveValue(
    `Hotels in Porto ${run.charAt(0).toUpperCase()}${run.slice(1)} | Best Accommodation | Roamly`,
  );
  await expectNoSeriousA11yViolations(page, 'hotel page creator at 1280');
  await page.getByRole('button', { name: 'Create Hotel Page' }).click();
  await expect(toastWithTitle(page, 'Hotel Page Created')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/seo\/editor\?id=/);

  // The phone width: every screen still reads and passes axe.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin/seo');
  await expect(page.getByRole('heading', { level: 1, name: 'SEO Management' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'SEO management at 390');
  await screenshot(page, 'seo-management-390');
  await page.goto('/admin/seo/editor?new=true');
  await expect(page.getByLabel('URL handle')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'SEO editor at 390');
  await screenshot(page, 'seo-editor-390');
  await page.goto('/admin/seo/create-hotel-page');
  await expect(page.getByLabel('Destination city')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'hotel page creator at 390');
  await screenshot(page, 'seo-hotel-390');
});

test('bulk meta generation: progress, then a diff the operator approves', async ({ page }) => {
  test.setTimeout(180_000);
  await signInAsDemoAdmin(page.context());
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/admin/seo');
  await page.getByRole('button', { name: /Generate Meta for 100 Destinations/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Generate meta for destinations' });
  const proposals = dialog.getByRole('list', { name: 'Proposed changes' });
  // A data directory kept from an earlier run already holds these pages: nothing to change.
  const nothing = dialog.getByText(/nothing to change/);
  await expect(proposals.or(nothing)).toBeVisible({ timeout: 60_000 });
  if (await nothing.isVisible()) {
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    return;
  }
  await expectNoSeriousA11yViolations(page, 'meta run diff');
  await screenshot(page, 'seo-meta-diff-1280');
  const approve = dialog.getByRole('button', { name: /^Approve and save \d+$/ });
  await approve.click();
  await expect(toastWithTitle(page, 'Generation Complete')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('seo-page-item').first()).toBeVisible();
});

test('a hotel page the operator publishes is in the sitemap once it is generated', async ({
  page,
  baseURL,
}) => {
  await signInAsDemoAdmin(page.context());
  // Lisbon is in the catalogue, so its hotels page answers 200 and may be listed (a page no URL
  // answers is shown on the sitemap card as left out, with the reason).
  const created = await page.request.post('/api/admin/seo/pages', {
    data: {
      path: 'destination/lisbon/hotels',
      title: 'Hotels in Lisbon | Best Accommodation | Roamly',
      description: 'Where to stay in Lisbon, from the Alfama to Belém.',
      status: 'active',
      priority: 0.6,
      changeFreq: 'daily',
    },
    headers: { origin: baseURL ?? '' },
  });
  expect([201, 409]).toContain(created.status());
  await page.goto('/admin/seo');
  await page.getByRole('button', { name: 'Generate Sitemap' }).click();
  await expect(toastWithTitle(page, 'Sitemap Generated')).toBeVisible();
  const index = await page.request.get('/sitemap.xml');
  expect(await index.text()).toContain('/sitemaps/hotels-1.xml');
  const hotels = await page.request.get('/sitemaps/hotels-1.xml');
  expect(hotels.status()).toBe(200);
  expect(await hotels.text()).toMatch(
    /\/destination\/lisbon\/hotels<\/loc><lastmod>[^<]+<\/lastmod><changefreq>daily<\/changefreq><priority>0\.6<\/priority>/,
  );
});
