import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './fixtures.ts';
import { createMember, createPosts, follow, signIn } from './social.ts';

const END = "You've reached the end of your feed";

test.describe('feeds', () => {
  test('a new member sees the home empty state with a way to find people', async ({
    page,
    context,
  }) => {
    const me = await createMember('Eli', 'Grant');
    await signIn(context, me);
    await page.goto('/');
    const empty = page.getByTestId('feed-empty');
    await expect(
      empty.getByRole('heading', { name: 'Your feed is waiting for its first story' }),
    ).toBeVisible();
    await expect(empty.getByRole('link', { name: 'Find people to follow' })).toHaveAttribute(
      'href',
      '/explore',
    );
    await expect(page.getByText(END)).toHaveCount(0);
  });

  test('infinite scroll reads 23 posts in pages of 10 and ends with the end message', async ({
    page,
    context,
  }) => {
    const me = await createMember('Ada', 'Quinn');
    const author = await createMember('Luis', 'Ortega');
    await createPosts(
      author,
      Array.from({ length: 23 }, (_, index) => ({
        content: `Camino day ${index + 1}`,
        location: 'Camino de Santiago',
        minutesAgo: index * 10,
      })),
    );
    await follow(me, author);
    await signIn(context, me);

    const pages: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/posts/feed') pages.push(url.search);
    });
    await page.goto('/');
    const cards = page.getByTestId('post-card');
    await expect(cards).toHaveCount(10);
    await expect(cards.first()).toContainText('Camino day 1');
    await expect(page.getByText(END)).toHaveCount(0);

    // Scrolling to the bottom loads the next pages by themselves.
    for (let attempt = 0; attempt < 20; attempt += 1) {
      if ((await cards.count()) === 23) break;
      await cards.last().scrollIntoViewIfNeeded();
      await page.mouse.wheel(0, 4000);
      await page.waitForTimeout(250);
    }
    await expect(cards).toHaveCount(23);
    await expect(cards.last()).toContainText('Camino day 23');
    await expect(page.getByText(END)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Load more posts' })).toHaveCount(0);
    expect(pages).toHaveLength(3);
    expect(pages.slice(1).every((search) => search.includes('cursor='))).toBe(true);
  });

  test("keyboard users load more with the button on the author's profile", async ({
    page,
    context,
  }) => {
    const me = await createMember('Ivy', 'Chen');
    const author = await createMember('Ben', 'Okafor');
    await createPosts(
      author,
      Array.from({ length: 12 }, (_, index) => ({
        content: `Lagos market stall ${index + 1}`,
        minutesAgo: index,
      })),
    );
    await signIn(context, me);
    await page.goto(`/profile/${author.id}`);
    const cards = page.getByTestId('post-card');
    await expect(cards).toHaveCount(10);
    const more = page.getByRole('button', { name: 'Load more posts' });
    await more.focus();
    await page.keyboard.press('Enter');
    await expect(cards).toHaveCount(12);
    await expect(page.getByText(END)).toBeVisible();
  });

  test('the home feed with cards has no serious accessibility issues', async ({
    page,
    context,
  }) => {
    const me = await createMember('Uma', 'Das');
    const author = await createMember('Finn', 'Berg');
    await createPosts(author, [
      { content: 'Northern lights over Tromsø', location: 'Tromsø, Norway', tags: ['nature'] },
      { content: 'Reindeer stew, surprisingly good', tags: ['food'], minutesAgo: 30 },
    ]);
    await follow(me, author);
    await signIn(context, me);
    await page.goto('/');
    await expect(page.getByTestId('post-card')).toHaveCount(2);
    await expectNoSeriousA11yViolations(page, 'home feed');
  });
});
