import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './fixtures.ts';
import { createMember, createPosts, signIn } from './social.ts';

test.describe('explore (spec 1 §2 Explore)', () => {
  test('the category grid filters the explore feed by tag; the search box searches', async ({
    page,
    context,
  }) => {
    const me = await createMember('Lena', 'Wander');
    const author = await createMember('Tomas', 'Coast');
    await createPosts(author, [
      { content: 'Turquoise cove, nobody around', location: 'Algarve, Portugal', tags: ['beach'] },
      { content: 'Street food crawl in the old town', location: 'Hanoi, Vietnam', tags: ['food'] },
    ]);
    await signIn(context, me);
    await page.goto('/explore');
    await expect(page.getByRole('heading', { level: 1, name: 'Explore the World' })).toBeVisible();

    const feed = page.getByRole('region', { name: 'Explore feed' });
    await expect(feed.getByText('Turquoise cove, nobody around')).toBeVisible();
    await expect(feed.getByText('Street food crawl in the old town')).toBeVisible();

    const beach = page.getByRole('button', { name: 'Beach' });
    await beach.click();
    await expect(beach).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL(/\/explore\?tag=beach$/);
    await expect(feed.getByText('Turquoise cove, nobody around')).toBeVisible();
    await expect(feed.getByText('Street food crawl in the old town')).toHaveCount(0);

    await beach.click();
    await expect(beach).toHaveAttribute('aria-pressed', 'false');
    await expect(page).toHaveURL(/\/explore$/);
    await expect(feed.getByText('Street food crawl in the old town')).toBeVisible();

    await expect(page.getByRole('link', { name: 'Go Live' })).toHaveAttribute(
      'href',
      '/live-studio',
    );
    await expect(
      page
        .getByRole('region', { name: 'Tours & Excursions' })
        .getByRole('link', { name: 'View All Tours' }),
    ).toHaveAttribute('href', '/recommendations?tab=excursions');
    await expect(
      page.getByRole('region', { name: 'Travel Stats' }).getByText('Sample'),
    ).toBeVisible();

    await expectNoSeriousA11yViolations(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(390);
    // On a phone the title comes first, above the search and the side columns (issue 19 §4).
    await page.evaluate(() => window.scrollTo(0, 0));
    const title = await page
      .getByRole('heading', { level: 1, name: 'Explore the World' })
      .boundingBox();
    const search = await page.getByPlaceholder('Search destinations, experiences...').boundingBox();
    const trending = await page.getByRole('region', { name: 'Travel Stats' }).boundingBox();
    expect(title!.y).toBeLessThan(search!.y);
    expect(title!.y).toBeLessThan(trending!.y);
    expect(title!.y).toBeLessThan(844);
    await page.screenshot({ path: '/tmp/roamly-screens/explore-390.png' });
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.screenshot({ path: '/tmp/roamly-screens/explore-1280.png' });
    // On a desktop the title starts level with the side cards, and the feed right under it.
    await page.evaluate(() => window.scrollTo(0, 0));
    const wideTitle = await page
      .getByRole('heading', { level: 1, name: 'Explore the World' })
      .boundingBox();
    const wideSearch = await page
      .getByRole('search', { name: 'Search destinations and experiences' })
      .boundingBox();
    const wideFeed = await feed.boundingBox();
    expect(Math.abs(wideTitle!.y - wideSearch!.y)).toBeLessThanOrEqual(24);
    expect(wideFeed!.y - (wideTitle!.y + wideTitle!.height)).toBeLessThanOrEqual(64);

    const box = page.getByPlaceholder('Search destinations, experiences...');
    await box.fill('Hanoi');
    // The suggestions open below the card's buttons, so Search can be clicked while they show
    // (Playwright refuses to click a button something else covers).
    await expect(page.getByRole('listbox', { name: 'Destination suggestions' })).toBeVisible();
    await page
      .getByRole('search', { name: 'Search destinations and experiences' })
      .getByRole('button', { name: 'Search' })
      .click();
    await expect(page).toHaveURL(/\/search\?q=Hanoi$/);
    await expect(
      page.getByRole('tabpanel').getByText('Street food crawl in the old town'),
    ).toBeVisible();
  });
});
