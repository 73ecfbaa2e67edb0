import { expect, test, type Page } from '@playwright/test';
import { withE2eDatabase } from './database.ts';
import { expectNoSeriousA11yViolations, toastWithTitle } from './fixtures.ts';
import { createMember, createPosts, signIn, type E2eMember } from './social.ts';

/**
 * Premium benefits the server enforces (spec 1 §1): ad-free home and explore, the free plan's
 * 100-bookmark limit with its way to Premium, and advanced search filters locked for free members.
 * Premium is `users.premium_until` in the future, written here as the payments flow would.
 */
const SCREENS = '.tmp/screens';

async function makePremium(member: E2eMember) {
  await withE2eDatabase((client) =>
    client.query(`UPDATE users SET premium_until = now() + interval '30 days' WHERE id = $1`, [
      member.id,
    ]),
  );
}

async function screens(page: Page, name: string) {
  await page.screenshot({ path: `${SCREENS}/${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(390);
  await page.screenshot({ path: `${SCREENS}/${name}-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 720 });
}

test.describe('premium benefits', () => {
  test('free members see the sample offers and Go Premium; Premium members get neither', async ({
    page,
    context,
  }) => {
    const free = await createMember('Fern', 'Free');
    await signIn(context, free);
    await page.goto('/');
    const homeOffers = page.getByTestId('promo-card');
    await expect(homeOffers).toHaveCount(1);
    await expect(homeOffers.first()).toContainText('Featured Hotels, Flights & Cars');
    await expect(homeOffers.first().getByText('Sample')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Go Premium' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Premium' }).first(),
    ).toHaveAttribute('href', '/subscribe');
    await page.goto('/explore');
    await expect(page.getByTestId('promo-card')).toHaveCount(2);
    await expectNoSeriousA11yViolations(page, '/explore (free)');

    const premium = await createMember('Pia', 'Premium');
    await makePremium(premium);
    await signIn(context, premium);
    let promotions = 0;
    page.on('response', (response) => {
      if (response.url().includes('/api/promotions')) promotions += 1;
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Your Feed', exact: true })).toBeVisible();
    await expect.poll(() => promotions).toBeGreaterThan(0);
    await expect(page.getByRole('region', { name: 'Suggested for You' })).toBeVisible();
    await expect(page.getByTestId('promo-card')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Go Premium' })).toHaveCount(0);
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Premium' }),
    ).toHaveCount(0);
    await page.getByRole('button', { name: /Account menu/ }).click();
    await expect(page.getByRole('menuitem', { name: 'Settings' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Go Premium' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expectNoSeriousA11yViolations(page, '/ (premium)');
    await screens(page, 'premium-home');

    await page.goto('/explore');
    await expect(page.getByRole('heading', { level: 1, name: 'Explore the World' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Travel Stats' })).toBeVisible();
    await expect(page.getByTestId('promo-card')).toHaveCount(0);
  });

  test('a free member at 100 bookmarks is told to Go Premium when saving one more', async ({
    page,
    context,
  }) => {
    const saver = await createMember('Sol', 'Saver');
    const author = await createMember('Ari', 'Author');
    await withE2eDatabase(async (client) => {
      await client.query(
        `WITH made AS (
           INSERT INTO posts (user_id, content, created_at)
           SELECT $1, 'Saved stop ' || i, now() - interval '2 days' - i * interval '1 minute'
           FROM generate_series(1, 100) AS i
           RETURNING id
         )
         INSERT INTO bookmarks (user_id, post_id) SELECT $2, id FROM made`,
        [author.id, saver.id],
      );
    });
    const [extra] = await createPosts(author, [
      { content: 'One more viewpoint worth saving', location: 'Sintra, Portugal' },
    ]);
    await signIn(context, saver);
    // Explore is a photo grid; the post's own page has the card with its Save button.
    await page.goto(`/posts/${extra}`);
    const card = page
      .getByTestId('post-card')
      .filter({ hasText: 'One more viewpoint worth saving' });
    const save = card.getByRole('button', { name: 'Save' });
    await save.click();
    await expect(toastWithTitle(page, 'Bookmark limit reached')).toBeVisible();
    const toast = page.locator('li.toast-root');
    await expect(toast).toContainText(
      'Free accounts can keep up to 100 bookmarks. Go Premium for unlimited bookmarks.',
    );
    await expect(toast.getByRole('link', { name: 'Go Premium' })).toHaveAttribute(
      'href',
      '/subscribe',
    );
    await page.screenshot({ path: `${SCREENS}/premium-bookmark-limit-1280.png` });
    await expect(save).toHaveAttribute('aria-pressed', 'false');
    await expectNoSeriousA11yViolations(page, 'bookmark limit toast');
    const kept = await withE2eDatabase((client) =>
      client.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM bookmarks WHERE user_id = $1 AND post_id = $2',
        [saver.id, extra],
      ),
    );
    expect(kept.rows[0]?.n).toBe(0);
  });

  test('search filters are locked for free members and filter posts for Premium', async ({
    page,
    context,
  }) => {
    const author = await createMember('Nuno', 'Harbour');
    const word = `quay${Date.now().toString(36)}`;
    await withE2eDatabase(async (client) => {
      const lisbon = await client.query<{ code: number }>(
        `SELECT code FROM destinations WHERE country_code = 'PT' ORDER BY population DESC LIMIT 1`,
      );
      const kyoto = await client.query<{ code: number }>(
        `SELECT code FROM destinations WHERE country_code = 'JP' ORDER BY population DESC LIMIT 1`,
      );
      await client.query(
        `INSERT INTO posts (user_id, content, location, destination_code, image_url, likes_count) VALUES
           ($1, $2 || ' at dawn in Lisbon', 'Lisbon, Portugal', $3, '/photos/colosseum-rome-640.webp', 25),
           ($1, $2 || ' lanterns in Kyoto', 'Kyoto, Japan', $4, NULL, 3)`,
        [author.id, word, lisbon.rows[0]?.code ?? null, kyoto.rows[0]?.code ?? null],
      );
    });

    const free = await createMember('Fay', 'Free');
    await signIn(context, free);
    await page.goto(`/search?q=${word}`);
    const filters = page.getByTestId('search-filters');
    await expect(filters).toHaveAttribute('data-locked', 'true');
    await expect(filters.getByRole('combobox', { name: 'Country' })).toBeDisabled();
    await expect(filters.getByRole('button', { name: 'Apply filters' })).toBeDisabled();
    await expect(
      filters.getByRole('link', { name: 'Go Premium to unlock filters' }),
    ).toHaveAttribute('href', '/subscribe');
    await expect(page.getByText('lanterns in Kyoto')).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/search (filters locked)');
    await screens(page, 'premium-search-locked');
    // The server refuses the filters whatever the page does.
    const refused = await page.request.get(`/api/search?q=${word}&country=PT`);
    expect(refused.status()).toBe(403);
    expect((await refused.json()).message).toContain('Premium');

    const premium = await createMember('Pim', 'Premium');
    await makePremium(premium);
    await signIn(context, premium);
    await page.goto(`/search?q=${word}`);
    await expect(page.getByText('lanterns in Kyoto')).toBeVisible();
    await expect(filters).toHaveAttribute('data-locked', 'false');
    // Keyboard only: focus the country, choose, move on to likes, submit with Enter.
    await filters.getByRole('combobox', { name: 'Country' }).focus();
    await filters.getByRole('combobox', { name: 'Country' }).selectOption('PT');
    await filters.getByRole('spinbutton', { name: 'Minimum likes' }).focus();
    await page.keyboard.type('10');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/country=PT/);
    await expect(page).toHaveURL(/minLikes=10/);
    await expect(page.getByText('at dawn in Lisbon')).toBeVisible();
    await expect(page.getByText('lanterns in Kyoto')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, '/search (premium filters)');
    await screens(page, 'premium-search-filters');
  });
});
