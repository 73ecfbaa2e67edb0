import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, MEMBER_STATE } from './fixtures.ts';

test.use({ storageState: MEMBER_STATE });

test.describe('home (signed in)', () => {
  test('shows the photo banner, sample offers with photos and the five quick actions', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Discover Your Next Adventure' })).toBeVisible();
    const banner = page.locator('section[aria-labelledby="discover-title"] img');
    await expect(banner).toHaveAttribute('src', /\/photos\/storm-clouds-sunset-\d+\.webp$/);

    const featured = page.getByRole('region', { name: 'Featured Hotels, Flights & Cars' });
    await expect(featured.getByText('Sample', { exact: true })).toBeVisible();
    for (const [heading, kind] of [
      ['Hotels', 'hotel'],
      ['Flights', 'flight'],
      ['Cars', 'car'],
    ]) {
      await expect(featured.getByRole('heading', { level: 3, name: heading })).toBeVisible();
      await expect(featured.locator(`[data-offer="${kind}"]`)).toHaveCount(2);
    }
    // Every sample card has a real photo that loaded.
    const photos = featured.locator('img');
    await expect(photos).toHaveCount(6);
    for (const img of await photos.all()) {
      await img.scrollIntoViewIfNeeded();
      await expect
        .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0))
        .toBe(true);
    }

    const quick = page.getByRole('region', { name: 'Quick Actions' });
    const expected: [string, string][] = [
      ['View All Bookings', '/recommendations'],
      ['Plan Trip', '/plan-trip'],
      ['Find Travel Buddies', '/explore'],
      ['Saved Posts', '/profile?tab=saved'],
      ['Travel Stats', '/profile'],
    ];
    await expect(quick.getByRole('link')).toHaveCount(5);
    for (const [name, href] of expected) {
      await expect(quick.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    await expectNoSeriousA11yViolations(page);
  });
});
