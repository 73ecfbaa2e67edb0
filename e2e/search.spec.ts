import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './fixtures.ts';
import { createMember, createPosts, signIn } from './social.ts';

test.describe('search (/search?q=)', () => {
  test('a typo still finds the post, the person and the place; tabs keep the type in the URL', async ({
    page,
    context,
  }) => {
    const me = await createMember('Noor', 'Seeker');
    const author = await createMember('Haruki', 'Tanabe');
    await createPosts(author, [
      {
        content: 'Moss gardens and a quiet tea house',
        location: 'Kyoto, Japan',
        tags: ['temples'],
      },
    ]);
    await signIn(context, me);
    await page.goto('/');

    // The header's search form leads here.
    const header = page.getByRole('search', { name: 'Site search' });
    if (await header.isVisible()) {
      await header.getByRole('searchbox').fill('Kyto');
      await header.getByRole('searchbox').press('Enter');
    } else {
      await page.goto('/search?q=Kyto');
    }
    await expect(page).toHaveURL(/\/search\?q=Kyto$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “Kyto”');
    await expect(
      page.getByRole('searchbox', { name: 'Search posts, people and destinations' }),
    ).toHaveValue('Kyto');

    const postsTab = page.getByRole('tab', { name: /Posts/ });
    await expect(postsTab).toHaveAttribute('aria-selected', 'true');
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByText('Moss gardens and a quiet tea house')).toBeVisible();
    await expect(panel.getByText('Kyoto, Japan').first()).toBeVisible();

    await page.getByRole('tab', { name: /Destinations/ }).click();
    await expect(page).toHaveURL(/type=destinations/);
    const place = page.getByRole('tabpanel').getByRole('link', { name: /Kyoto, Japan/ });
    await expect(place).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(390);
    // A free member's locked filters are one compact row on a phone (issue 19 §4).
    const filters = page.getByTestId('search-filters');
    await expect(filters.getByRole('combobox', { name: 'Country' })).toBeHidden();
    await expect(filters.getByRole('link', { name: 'Go Premium to unlock filters' })).toBeVisible();
    expect((await filters.boundingBox())!.height).toBeLessThan(140);
    await page.screenshot({ path: '/tmp/roamly-screens/search-locked-390.png' });
    await page.setViewportSize({ width: 1280, height: 720 });
    await expect(filters.getByRole('combobox', { name: 'Country' })).toBeVisible();

    // A place leads to its posts.
    await place.click();
    await expect(page).toHaveURL(/\/search\?q=Kyoto%2C(\+|%20)Japan&type=posts$/);
    await expect(
      page.getByRole('tabpanel').getByText('Moss gardens and a quiet tea house'),
    ).toBeVisible();

    // People: a name with a typo, with a Follow button and a link to the profile.
    await page.goto('/search?q=Haruky%20Tanabe&type=people');
    const person = page.getByRole('tabpanel').getByRole('link', { name: /Haruki Tanabe/ });
    await expect(person).toHaveAttribute('href', `/profile/${author.id}`);
    await page.getByRole('button', { name: 'Follow Haruki Tanabe' }).click();
    await expect(page.getByRole('button', { name: 'Following Haruki Tanabe' })).toBeVisible();
  });

  test('nothing found: the message and places to try; axe-clean', async ({ page, context }) => {
    const me = await createMember('Omar', 'Nowhere');
    await signIn(context, me);
    await page.goto('/search?q=qqxqzz');
    await expect(page.getByRole('heading', { name: 'No results for "qqxqzz"' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Kyoto' })).toHaveAttribute(
      'href',
      '/search?q=Kyoto&type=posts',
    );
    await expectNoSeriousA11yViolations(page);
  });
});
