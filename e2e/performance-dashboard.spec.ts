import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import {
  expectNoSeriousA11yViolations,
  MEMBER_STATE,
  signInAsDemoAdmin,
  toastWithTitle,
} from './fixtures.ts';

const WIDTHS = [390, 1280] as const;

test.describe('performance dashboard guard', () => {
  test('asks visitors to log in', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Access Restricted' })).toBeVisible();
    await expect(page.getByText('Please log in to view the performance dashboard.')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'dashboard signed out');
  });

  test.describe('as a member', () => {
    test.use({ storageState: MEMBER_STATE });
    test('refuses members', async ({ page }) => {
      await page.goto('/dashboard');
      await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
      const refused = await page.request.get('/api/performance/summary');
      expect(refused.status()).toBe(403);
    });
  });
});

async function checkEveryTab(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 });
  for (const tab of ['Feature Usage', 'API Performance', 'System Health']) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    await expectNoSeriousA11yViolations(page, `dashboard ${tab} at ${width}px`);
  }
  // Nothing spills sideways on a phone: the route table scrolls inside its own region.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test('an admin sees real figures after browsing, resets analytics, and the page passes axe', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInAsDemoAdmin(page.context());

  // Browse tracked pages: the home feed (posting) and a profile.
  await page.goto('/');
  await expect(page.getByRole('main')).toBeVisible();
  // A photo written to media storage: provider calls the System Health tab counts.
  const upload = await page.request.post('/api/upload/media', {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    multipart: {
      file: {
        name: 'lake.webp',
        mimeType: 'image/webp',
        buffer: readFileSync('public/photos/lake-midnight-twilight-160.webp'),
      },
    },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  await page.goto('/profile');
  await expect(page.getByRole('main')).toBeVisible();

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Performance Dashboard' })).toBeVisible();
  await expect(page.getByText('System Online')).toBeVisible();
  await expect(page.getByText(/Uptime: \d+(d \d+h|h \d+m|m \d+s)/)).toBeVisible();
  for (const card of ['Active Users', 'Connections', 'Memory Usage (MB)'])
    await expect(page.getByRole('heading', { name: card })).toBeVisible();

  // Visits reach the tracking table and the page's 5 s polling shows them.
  const posting = page.getByRole('meter', { name: 'Posting usage' });
  await expect(posting).not.toHaveAttribute('aria-valuenow', '0', { timeout: 20_000 });

  // Requests are flushed into the rollups every 5 s: the feed route appears with percentiles.
  await page.getByRole('tab', { name: 'API Performance' }).click();
  const feed = page.getByRole('rowheader', { name: /\/api\/posts\/feed/ });
  await expect(feed).toBeVisible({ timeout: 20_000 });
  // Its latest request's status code, from the rollups.
  await expect(page.getByRole('row').filter({ has: feed }).getByRole('cell').last()).toHaveText(
    /^[1-5]\d\d$/,
  );

  // Providers called while serving: the photo above was read from media storage.
  await page.getByRole('tab', { name: 'System Health' }).click();
  await expect(page.getByTestId('provider-Media storage')).toContainText(
    /\d+ calls? · Last success/,
    {
      timeout: 20_000,
    },
  );

  for (const width of WIDTHS) await checkEveryTab(page, width);

  await page.getByRole('tab', { name: 'Feature Usage' }).click();
  await page.getByRole('button', { name: 'Reset Analytics' }).click();
  await expect(toastWithTitle(page, 'Analytics Reset')).toBeVisible();
  await expect(page.getByText(/No feature usage recorded since then/)).toBeVisible();
  await expect(posting).toHaveAttribute('aria-valuenow', '0');
});
