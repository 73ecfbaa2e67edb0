import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, signInAsDemoAdmin, toastWithTitle } from './fixtures.ts';
import { screenshot } from './screenshot.ts';

const WIDTHS = [390, 1280] as const;

const tab = (page: Page, name: string | RegExp) => page.getByRole('tab', { name });

test('an admin validates a sample, exports, applies and rolls the change back', async ({
  page,
}) => {
  // A validation job, four axe runs and two dialogs on a shared machine.
  test.setTimeout(240_000);
  await signInAsDemoAdmin(page.context());
  await page.setViewportSize({ width: 1280, height: 900 });
  const latest = await page.request.get('/api/admin/mappings/validation');
  const hadRun = ((await latest.json()) as { run: unknown }).run !== null;

  await page.goto('/admin/mappings');
  await expect(page.getByRole('heading', { level: 1, name: 'Mapping validation' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Known issues' })).toBeVisible();
  await expect(page.getByText('Mappings', { exact: true }).first()).toBeVisible();

  // With no run yet, Results and Export send the operator to Validate.
  if (!hadRun) {
    await tab(page, 'Results').click();
    await expect(
      page.getByText('No validation results yet. Run a validation first.'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Go to Validate' }).click();
  } else {
    await tab(page, 'Validate').click();
  }
  await expect(tab(page, 'Validate')).toHaveAttribute('aria-selected', 'true');

  // A sample of 20; a finished run switches to Results.
  await page.getByLabel('Sample size').fill('20');
  await page.getByRole('button', { name: 'Validate 20 mappings' }).click();
  await expect(tab(page, 'Results')).toHaveAttribute('aria-selected', 'true', { timeout: 60_000 });
  await expect(tab(page, /^Valid Mappings \(\d+\)$/)).toBeVisible();
  await tab(page, /^Invalid Mappings \(\d+\)$/).click();
  const invalid = page.getByRole('table', { name: 'Invalid mappings' });
  await expect(invalid).toBeVisible();
  // The demo maps the busiest catalogue cities; most have no tours in the sample inventory.
  await expect(invalid.getByText('No tours').first()).toBeVisible();
  await screenshot(page, 'mappings-results-1280');
  await expectNoSeriousA11yViolations(page, '/admin/mappings results at 1280');

  // Every mapping: the sample inventory's destinations come out valid with their tour counts.
  await tab(page, 'Validate').click();
  await page.getByRole('button', { name: 'Validate all mappings' }).click();
  await expect(tab(page, 'Results')).toHaveAttribute('aria-selected', 'true', { timeout: 120_000 });
  const valid = page.getByRole('table', { name: 'Valid mappings' });
  await expect(valid.getByRole('row').nth(1)).toBeVisible();

  // Export: the first 5 entries, a count, and the file.
  await tab(page, 'Export').click();
  await page.getByRole('button', { name: 'Generate verified file' }).click();
  const preview = page.locator('ol.font-mono > li');
  await expect(preview.first()).toBeVisible();
  expect(await preview.count()).toBeLessThanOrEqual(5);
  await expect(page.getByText(/in all\)?\.$/)).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: /^Download verified-viator-mappings-/ }).click();
  expect((await downloading).suggestedFilename()).toMatch(/^verified-viator-mappings-.*\.ts$/);
  await screenshot(page, 'mappings-export-1280');

  // Apply: a confirmed diff removing the invalid mappings.
  await page.getByRole('button', { name: 'Apply verified mappings' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Apply the verified mappings?' });
  await confirm.getByRole('button', { name: 'Apply' }).click();
  await expect(toastWithTitle(page, 'Mappings Applied')).toBeVisible();
  await expect(page.getByText(/Applied as change #\d+/)).toBeVisible();

  // History: the change, rolled back behind a confirmation.
  await tab(page, 'History').click();
  const changes = page.getByRole('list', { name: 'Mapping changes' });
  const applied = changes.getByRole('listitem').first();
  await expect(applied).toContainText('Applied');
  await applied.getByRole('button', { name: /^Roll back change #\d+$/ }).click();
  const rollback = page.getByRole('alertdialog', { name: /^Roll back change #\d+\?$/ });
  await rollback.getByRole('button', { name: 'Roll back' }).click();
  await expect(toastWithTitle(page, 'Rolled back')).toBeVisible();
  await expect(changes.getByRole('listitem').first()).toContainText('Rollback');
  await expect(changes.getByRole('listitem').nth(1)).toContainText(/Rolled back by #\d+/);
  await screenshot(page, 'mappings-history-1280');
  await expectNoSeriousA11yViolations(page, '/admin/mappings history at 1280');
});

for (const width of WIDTHS) {
  test(`the mapping screens are usable and accessible at ${width} px`, async ({ page }) => {
    test.setTimeout(120_000);
    await signInAsDemoAdmin(page.context());
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/admin/mappings');
    await expect(page.getByRole('heading', { level: 1, name: 'Mapping validation' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Last results' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, `/admin/mappings overview at ${width}`);
    await screenshot(page, `mappings-overview-${width}`);
    // The keyboard moves between tabs.
    await tab(page, 'Overview').focus();
    await page.keyboard.press('ArrowRight');
    await expect(tab(page, 'Validate')).toBeFocused();
    await expect(page.getByLabel('Sample size')).toHaveValue('50');
    await expectNoSeriousA11yViolations(page, `/admin/mappings validate at ${width}`);
    await screenshot(page, `mappings-validate-${width}`);
    await page.keyboard.press('ArrowRight');
    await expect(tab(page, 'Results')).toHaveAttribute('aria-selected', 'true');
    await expectNoSeriousA11yViolations(page, `/admin/mappings results at ${width}`);
    await screenshot(page, `mappings-results-${width}`);
    await tab(page, 'History').click();
    await expect(page.getByRole('heading', { name: 'History' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, `/admin/mappings history at ${width}`);
    await screenshot(page, `mappings-history-${width}`);
  });
}
