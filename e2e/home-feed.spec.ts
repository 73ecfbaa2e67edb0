import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, toastWithTitle } from './fixtures.ts';
import { createMember, createPosts, follow, signIn } from './social.ts';

test.describe('home feed (spec 1 §2 Home)', () => {
  test('following someone from Suggested for You brings their post into the home feed', async ({
    page,
    context,
  }) => {
    const me = await createMember('Rosa', 'Home');
    const mia = await createMember('Mia', 'Bridge');
    const kenji = await createMember('Kenji', 'Sato', { location: 'Kyoto, Japan' });
    // Rosa follows Mia, who follows Kenji: Kenji is a follow in common, first among suggestions.
    await follow(me, mia);
    await follow(mia, kenji);
    await createPosts(kenji, [
      { content: 'Lanterns along the Kamo river at dusk', location: 'Kyoto, Japan' },
    ]);
    await createPosts(me, [
      { content: 'Pastel de nata tasting day', location: 'Lisbon, Portugal' },
    ]);

    await signIn(context, me);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Discover Your Next Adventure' })).toBeVisible();

    const journey = page.getByRole('region', { name: 'Your Journey' });
    await expect(journey.locator('[data-stat="Posts Created"]')).toHaveText('1');
    await expect(journey.locator('[data-stat="Following"]')).toHaveText('1');
    await expect(journey.locator('[data-stat="Countries Visited"]')).toHaveText('1');
    await expect(page.getByTestId('journey-countries')).toHaveText('Portugal');

    const feed = page.getByRole('region', { name: 'Your Feed' });
    await expect(feed.getByText('Pastel de nata tasting day')).toBeVisible();
    await expect(feed.getByText('Lanterns along the Kamo river at dusk')).toHaveCount(0);

    const suggested = page.getByRole('region', { name: 'Suggested for You' });
    await expect(suggested.getByText('Followed by Mia', { exact: false })).toBeVisible();
    await suggested.getByRole('button', { name: 'Follow Kenji Sato' }).click();
    await expect(suggested.getByRole('button', { name: 'Following Kenji Sato' })).toBeVisible();
    await expect(toastWithTitle(page, 'Follow status updated')).toBeVisible();

    // The feed is read again: Kenji's post is there without a reload, and the count moved.
    await expect(feed.getByText('Lanterns along the Kamo river at dusk')).toBeVisible();
    await expect(journey.locator('[data-stat="Following"]')).toHaveText('2');

    // And it stays after a reload (the follow is real).
    await page.reload();
    await expect(
      page
        .getByRole('region', { name: 'Your Feed' })
        .getByText('Lanterns along the Kamo river at dusk'),
    ).toBeVisible();
  });

  test('sidebars: trending places, three tours, quick actions; no axe violations', async ({
    page,
    context,
  }) => {
    const me = await createMember('Ines', 'Sidebar');
    await createPosts(me, [{ content: 'Tiles everywhere', location: 'Porto, Portugal' }]);
    await signIn(context, me);
    await page.goto('/');

    // Live places (or, while the server's 5-minute aggregate has none, the labelled sample):
    // each leads to the posts of that place.
    const trending = page.getByRole('region', { name: 'Trending Destinations' });
    await expect(trending.getByRole('link').first()).toBeVisible();
    for (const link of await trending.getByRole('link').all()) {
      await expect(link).toHaveAttribute('href', /^\/search\?q=.+&type=posts$/);
    }

    // GET /api/viator/popular/684: three tours of Cancún (the sample catalogue, labelled).
    const tours = page.getByRole('region', { name: 'Tours & Excursions' });
    await expect(tours.getByRole('listitem')).toHaveCount(3);
    await expect(tours.getByText('Sample').first()).toBeVisible();
    await expect(tours.getByRole('link', { name: 'View All Tours' })).toHaveAttribute(
      'href',
      '/recommendations?tab=excursions',
    );
    await expect(page.getByRole('region', { name: 'Go Premium' })).toBeVisible();
    await expect(
      page
        .getByRole('region', { name: 'Quick Actions' })
        .getByRole('link', { name: 'Saved Posts' }),
    ).toHaveAttribute('href', '/profile?tab=saved');

    // Three columns at 1280 px: left sidebar, feed, right sidebar side by side.
    await page.setViewportSize({ width: 1280, height: 900 });
    const left = await page.getByRole('region', { name: 'Your Journey' }).boundingBox();
    const centre = await page.getByRole('region', { name: 'Your Feed' }).boundingBox();
    const right = await page.getByRole('region', { name: 'Go Premium' }).boundingBox();
    expect(left!.x + left!.width).toBeLessThanOrEqual(centre!.x);
    expect(centre!.x + centre!.width).toBeLessThanOrEqual(right!.x);

    await expectNoSeriousA11yViolations(page);

    // One column on a phone, nothing wider than the screen.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(390);
  });
});
