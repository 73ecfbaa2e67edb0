import { mkdirSync, readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { E2E_BASE_URL } from './base-url.ts';
import { expectNoSeriousA11yViolations } from './fixtures.ts';
import { createMember, signIn, type E2eMember } from './social.ts';

/**
 * Issue 11, trip planner client: plan a 3-day trip on /plan-trip (destination from the catalogue's
 * autocomplete, dates, budget, Generate Itinerary, activities on two days going over budget — the
 * remainder turns red), find it saved after a reload, export it as .ics, share it and read the
 * shared page signed out, then revoke the link. axe-core on the planner and the shared page;
 * screenshots at 390 and 1280 px.
 */

const SCREENS = '/tmp/roamly-screens/plan-trip';
mkdirSync(SCREENS, { recursive: true });
async function shot(page: Page, name: string, fullPage = true) {
  // From the top, so the sticky header is not painted over the middle of a full-page shot.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SCREENS}/${name}.png`, fullPage });
}

let traveller: E2eMember;

test.beforeAll(async () => {
  traveller = await createMember('Inês', 'Duarte');
});

test.beforeEach(async ({ context }) => {
  await signIn(context, traveller);
});

const saveStatus = (page: Page) => page.getByTestId('save-status');

async function addActivity(
  page: Page,
  activity: { title: string; type: string; time: string; location: string; cost: string },
) {
  const form = page.getByRole('form', { name: /Add activity/ });
  await form.getByLabel('Activity title').fill(activity.title);
  await form.getByLabel('Type').selectOption({ label: activity.type });
  await form.getByLabel('Time').fill(activity.time);
  await form.getByLabel('Location').fill(activity.location);
  await form.getByLabel(/^Cost/).fill(activity.cost);
  await form.getByRole('button', { name: 'Add Activity' }).click();
  // Spec 2 §5: the form resets after adding.
  await expect(form.getByLabel('Activity title')).toHaveValue('');
}

test('plan a 3-day trip over budget, find it saved, export it and share it (1280 and 390)', async ({
  page,
  browser,
}) => {
  // A long walk through the planner at two widths, a share link and a signed-out visitor.
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/plan-trip');
  await expect(page.getByRole('heading', { level: 1, name: 'Plan Your Trip' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ready to Plan?' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Generate Itinerary' })).toBeDisabled();
  await expectNoSeriousA11yViolations(page, 'empty trip planner');
  await shot(page, 'planner-empty-1280');

  await page.getByLabel('Trip title').fill('Lisbon long weekend');
  const destination = page.getByRole('textbox', { name: 'Destination' });
  await destination.fill('Lisbo');
  await page
    .getByRole('option', { name: /Lisbon/ })
    .first()
    .click();
  await expect(destination).toHaveValue(/^Lisbon/);
  await page.getByLabel('Start date').fill('2025-06-10');
  await page.getByLabel('End date').fill('2025-06-12');
  await page.getByLabel('Budget', { exact: true }).fill('500');
  await expect(page.getByLabel('Travelers')).toHaveValue('2');
  await page.getByLabel('Description').fill('Trams, tiles and custard tarts.');

  // Created on the server on the first meaningful edit: the address names the trip.
  await expect(saveStatus(page)).toHaveText('Saved');
  await expect(page).toHaveURL(/\/plan-trip\?trip=[0-9a-f-]{36}$/);
  const tripUrl = page.url();

  await page.getByRole('button', { name: 'Generate Itinerary' }).click();
  const tabs = page.getByRole('tab');
  await expect(tabs).toHaveCount(3);
  await expect(tabs.nth(0)).toContainText('Day 1');
  await expect(tabs.nth(0)).toContainText('Jun 10');
  await expect(tabs.nth(2)).toContainText('Jun 12');
  await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true');

  await addActivity(page, {
    title: 'Check in at Hotel Lisboa',
    type: 'Hotel',
    time: '15:00',
    location: 'Baixa, Lisbon',
    cost: '320',
  });
  await tabs.nth(1).click();
  await addActivity(page, {
    title: 'Tram 28 ride',
    type: 'Transport',
    time: '10:00',
    location: 'Martim Moniz',
    cost: '25',
  });
  await addActivity(page, {
    title: 'Fado dinner in Alfama',
    type: 'Restaurant',
    time: '20:30',
    location: 'Alfama',
    cost: '190',
  });
  await expect(page.getByTestId('activity')).toHaveCount(2);
  await expect(page.getByTestId('budget-spent')).toHaveText('$535');
  const remaining = page.getByTestId('budget-remaining');
  await expect(remaining).toContainText('-$35');
  await expect(remaining).toHaveAttribute('data-over', 'true');
  // Red: the danger colour (#b42318).
  await expect(remaining).toHaveCSS('color', 'rgb(180, 35, 24)');
  await expect(page.getByTestId('budget-bar')).toHaveAttribute('style', /width: 100%/);
  await expect(saveStatus(page)).toHaveText('Saved');
  await expectNoSeriousA11yViolations(page, 'planned trip');
  await shot(page, 'planner-planned-1280');

  // Nothing typed is lost: the reload reads the saved trip.
  await page.reload();
  await expect(page.getByLabel('Trip title')).toHaveValue('Lisbon long weekend');
  await expect(page.getByLabel('Budget', { exact: true })).toHaveValue('500');
  await expect(page.getByRole('tab')).toHaveCount(3);
  await page.getByRole('tab', { name: /Day 2/ }).click();
  await expect(page.getByTestId('activity')).toHaveCount(2);
  await expect(page.getByTestId('activity').first()).toContainText('Tram 28 ride');
  await expect(page.getByTestId('my-trips')).toContainText('Lisbon long weekend');

  // Export to calendar: a .ics download with one VEVENT per activity (and the trip).
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export to calendar (.ics)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.ics$/);
  const ics = readFileSync((await download.path())!, 'utf8');
  expect(ics).toContain('BEGIN:VCALENDAR');
  expect(ics.match(/BEGIN:VEVENT/g)?.length ?? 0).toBeGreaterThanOrEqual(3);
  expect(ics).toContain('Fado dinner in Alfama');

  // Share: a read-only link that works signed out.
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Share this trip' });
  await dialog.getByRole('button', { name: 'Create share link' }).click();
  const linkField = dialog.getByLabel('Read-only link');
  await expect(linkField).toHaveValue(/\/trips\/shared\/[A-Za-z0-9_-]+$/);
  const link = await linkField.inputValue();
  expect(link.startsWith(E2E_BASE_URL)).toBe(true);
  await expectNoSeriousA11yViolations(page, 'share dialog');
  await dialog.getByRole('button', { name: 'Close' }).click();

  const visitor = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const guest = await visitor.newPage();
  await guest.goto(link);
  await expect(guest.getByRole('heading', { level: 1, name: 'Lisbon long weekend' })).toBeVisible();
  await expect(guest.getByText('Shared by Inês Duarte')).toBeVisible();
  await expect(guest.getByTestId('shared-activity')).toHaveCount(3);
  await expect(guest.getByText('Fado dinner in Alfama')).toBeVisible();
  await expect(guest.getByTestId('budget-remaining')).toContainText('-$35');
  await expect(
    guest.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign in' }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(guest, 'shared trip (signed out)');
  await shot(guest, 'shared-1280');
  await guest.setViewportSize({ width: 390, height: 844 });
  await shot(guest, 'shared-390');

  // The planner on a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(tripUrl);
  await expect(page.getByLabel('Trip title')).toHaveValue('Lisbon long weekend');
  await page.getByRole('tab', { name: /Day 2/ }).click();
  await expect(page.getByTestId('activity')).toHaveCount(2);
  await expectNoSeriousA11yViolations(page, 'trip planner (390)');
  // Both dates stay inside the Trip Details card (issue 19 §4: the end date overflowed it).
  const detailsCard = await page.getByRole('region', { name: 'Trip Details' }).boundingBox();
  for (const label of ['Start date', 'End date']) {
    const field = await page.getByLabel(label).boundingBox();
    expect(field!.x + field!.width).toBeLessThanOrEqual(detailsCard!.x + detailsCard!.width);
  }
  await shot(page, 'planner-390');

  // Revoking the link: the visitor's page no longer opens.
  await page.getByRole('button', { name: 'Shared', exact: true }).click();
  await page.getByRole('button', { name: 'Revoke link' }).click();
  await expect(page.getByRole('button', { name: 'Create share link' })).toBeVisible();
  await guest.reload();
  await expect(guest.getByRole('heading', { name: 'This trip isn’t shared' })).toBeVisible();
  await visitor.close();
});

test('My Trips deletes a trip only after confirming (390)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/plan-trip');
  await page.getByLabel('Trip title').fill('Weekend in Porto');
  await expect(saveStatus(page)).toHaveText('Saved');
  const list = page.getByTestId('my-trips');
  await expect(list).toContainText('Weekend in Porto');

  await list.getByRole('button', { name: 'Delete Weekend in Porto' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this trip?' });
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(list).toContainText('Weekend in Porto');

  await list.getByRole('button', { name: 'Delete Weekend in Porto' }).click();
  await page
    .getByRole('alertdialog', { name: 'Delete this trip?' })
    .getByRole('button', { name: 'Delete trip' })
    .click();
  await expect(page).toHaveURL(/\/plan-trip$/);
  await expect(page.getByText('Weekend in Porto')).toHaveCount(0);
  await expect(page.getByLabel('Trip title')).toHaveValue('');
});
