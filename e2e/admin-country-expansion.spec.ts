import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, signInAsDemoAdmin, toastWithTitle } from './fixtures.ts';
import { screenshot } from './screenshot.ts';

const WIDTHS = [390, 1280] as const;

const totalMapped = async (page: Page) =>
  Number((await page.getByTestId('total-mapped').innerText()).replace(/\D/g, ''));

const filterCountries = (page: Page, text: string) =>
  page.getByLabel('Filter countries').fill(text);

/*
 * The embedded default maps the busiest catalogue cities to the local inventory; the sample
 * inventory's Bali is a region with tours of its own and not mapped yet: what discovery finds in
 * Indonesia.
 */
test.describe.configure({ mode: 'serial' });

test('an admin expands countries, applies all, rolls back, then tests and applies one country', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signInAsDemoAdmin(page.context());
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/admin/country-expansion');
  await expect(page.getByRole('heading', { level: 1, name: 'Country expansion' })).toBeVisible();
  await expect(page.getByTestId('total-mapped')).not.toHaveText('—');
  const before = await totalMapped(page);
  const coverageOf = (slug: string) => page.getByTestId(`coverage-${slug}`);
  const indonesiaBefore = Number(await coverageOf('indonesia').innerText());
  const indonesiaAfter = (indonesiaBefore + 1).toLocaleString('en-US');

  // Start needs a selection (spec 3 §5).
  await expect(page.getByRole('button', { name: 'Clear All' })).toBeDisabled();
  await page.getByRole('button', { name: 'Start Expansion (0)' }).click();
  await expect(toastWithTitle(page, 'No Countries Selected')).toBeVisible();

  // A test of a well covered country: skipped (over 25 mapped) unless forced.
  await filterCountries(page, 'Indonesia');
  await page.getByRole('button', { name: 'Test Indonesia' }).click();
  await expect(toastWithTitle(page, 'Test Complete')).toBeVisible();
  const tested = page.getByRole('list', { name: 'Country test results' });
  await expect(tested).toContainText('skipped');
  await expect(tested).toContainText(/more than 25/);
  await page.getByRole('button', { name: 'Clear All Results' }).click();
  await expect(tested).toHaveCount(0);

  // Several countries, forced: the progress card, then the completion card.
  await page.getByRole('checkbox', { name: /Force Discovery Mode/ }).check();
  await filterCountries(page, 'in');
  await page.getByRole('button', { name: 'Select All' }).click();
  await filterCountries(page, '');
  const start = page.getByRole('button', { name: /^Start Expansion \((\d+)\)$/ });
  await expect(start).not.toHaveText('Start Expansion (0)');
  await start.click();
  await expect(toastWithTitle(page, 'Expansion Started')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Expansion progress' })).toBeVisible();
  await screenshot(page, 'country-expansion-running-1280');
  const complete = page.getByRole('heading', { name: 'Expansion complete' });
  await expect(complete).toBeVisible({ timeout: 120_000 });
  const results = page.getByRole('list', { name: 'Expansion results' });
  const indonesia = results.getByRole('listitem').filter({ hasText: 'Indonesia' });
  await expect(indonesia).toContainText('Bali');
  await expect(indonesia).toContainText('completed');
  await screenshot(page, 'country-expansion-complete-1280');

  await page.getByRole('button', { name: 'Apply All Results' }).click();
  await expect(toastWithTitle(page, 'Mappings Applied')).toBeVisible();
  await expect(page.getByText(/Applied as change #\d+/)).toBeVisible();
  await expect(page.getByTestId('total-mapped')).not.toHaveText(String(before));
  const applied = await totalMapped(page);
  expect(applied).toBeGreaterThan(before);
  await expect(coverageOf('indonesia')).toHaveText(indonesiaAfter);

  // Roll the change back from the mappings history.
  await page.goto('/admin/mappings');
  await page.getByRole('tab', { name: 'History' }).click();
  const changes = page.getByRole('list', { name: 'Mapping changes' });
  const change = changes.getByRole('listitem').first();
  await expect(change).toContainText('Country expansion: added');
  await change.getByRole('button', { name: /^Roll back change #\d+$/ }).click();
  const confirm = page.getByRole('alertdialog', { name: /^Roll back change #\d+\?$/ });
  await confirm.getByRole('button', { name: 'Roll back' }).click();
  await expect(toastWithTitle(page, 'Rolled back')).toBeVisible();

  // Test one country and apply its result: the coverage changes.
  await page.goto('/admin/country-expansion');
  await expect(page.getByTestId('total-mapped')).toHaveText(before.toLocaleString('en-US'));
  await expect(coverageOf('indonesia')).toHaveText(String(indonesiaBefore));
  await page.getByRole('button', { name: 'Clear Results' }).click();
  await expect(page.getByRole('heading', { name: 'Expansion complete' })).toHaveCount(0);
  await page.getByRole('checkbox', { name: /Force Discovery Mode/ }).check();
  await filterCountries(page, 'Indonesia');
  await page.getByRole('button', { name: 'Test Indonesia' }).click();
  await expect(page.locator('li.toast-root').filter({ hasText: 'Test Complete' })).toContainText(
    /Indonesia: found 1 destinations with \d+ total tours/,
  );
  await expect(tested).toContainText('Bali');
  await page.getByRole('button', { name: 'Apply Indonesia' }).click();
  await expect(toastWithTitle(page, 'Applied Successfully')).toBeVisible();
  await expect(coverageOf('indonesia')).toHaveText(indonesiaAfter);
  await expect(page.getByTestId('total-mapped')).toHaveText((before + 1).toLocaleString('en-US'));

  // The breakdown panel opens on a country and closes on Close.
  await page.getByRole('button', { name: /^Indonesia\s*[\d,]+$/ }).click();
  const panel = page.getByRole('list', { name: 'Mapped destinations in Indonesia' });
  await expect(panel).toContainText('Bali, Indonesia');
  await screenshot(page, 'country-expansion-tested-1280');
  await page.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(panel).toHaveCount(0);

  // The country detail, and an unknown country.
  await page.goto('/admin/country-expansion/indonesia');
  await expect(page.getByRole('heading', { level: 1, name: 'Indonesia' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Mapped destinations in Indonesia' })).toContainText(
    'Bali, Indonesia',
  );
  await page.goto('/admin/country-expansion/atlantis');
  await expect(page.getByRole('heading', { level: 1, name: 'Country Not Found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to country expansion' }).click();
  await expect(page).toHaveURL(/\/admin\/country-expansion$/);
});

for (const width of WIDTHS) {
  test(`the expansion screens are usable and accessible at ${width} px`, async ({ page }) => {
    test.setTimeout(120_000);
    await signInAsDemoAdmin(page.context());
    await page.setViewportSize({ width, height: 900 });

    await page.goto('/admin/mappings');
    await expect(page.getByRole('heading', { level: 1, name: 'Mapping validation' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, `/admin/mappings at ${width}`);

    await page.goto('/admin/country-expansion');
    await expect(page.getByRole('heading', { level: 1, name: 'Country expansion' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Countries to expand' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Coverage counts' })).toBeVisible();
    // The keyboard reaches the checklist: a country is ticked with Space.
    await filterCountries(page, 'Portugal');
    const portugal = page.getByRole('checkbox', { name: /^Portugal/ });
    await portugal.focus();
    await page.keyboard.press('Space');
    await expect(portugal).toBeChecked();
    await expect(page.getByRole('button', { name: 'Start Expansion (1)' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, `/admin/country-expansion at ${width}`);
    await screenshot(page, `country-expansion-${width}`);

    await page.goto('/admin/country-expansion/portugal');
    await expect(page.getByRole('heading', { level: 1, name: 'Portugal' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, `/admin/country-expansion/portugal at ${width}`);
    await screenshot(page, `country-detail-${width}`);

    await page.goto('/admin/country-expansion/atlantis');
    await expect(page.getByRole('heading', { level: 1, name: 'Country Not Found' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, `Country Not Found at ${width}`);

    await page.goto('/admin/destination-breakdown');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Destination breakdown' }),
    ).toBeVisible();
    await expect(page.getByRole('list', { name: 'Coverage counts' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, `/admin/destination-breakdown at ${width}`);
    await screenshot(page, `destination-breakdown-${width}`);
  });
}
