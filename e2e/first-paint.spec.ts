import { expect, test, type Browser, type Page } from '@playwright/test';
import { E2E_BASE_URL } from './base-url.ts';
import { withE2eDatabase } from './database.ts';
import { createMember, createPosts, signIn, type E2eMember } from './social.ts';

/**
 * Issue 21 §1: a member's first screen paints from the HTML (src/server/modules/first-paint), and
 * the app's first render then draws the same frame on the same boxes — no jump, no flash of
 * another layout. With JavaScript off, what shows is what the server drew.
 */

type Boxes = Record<string, string | null>;

/** Where the frame's parts are: header, home's banner, the bottom bar. */
async function boxes(page: Page): Promise<Boxes> {
  return page.evaluate(() => {
    const box = (selector: string) => {
      const element = document.querySelector(selector);
      if (!element) return null;
      const rect = element.getBoundingClientRect();
      return [rect.x, rect.y, rect.width, rect.height].map((n) => Math.round(n)).join(',');
    };
    return { header: box('header'), banner: box('main section'), bottomBar: box('nav.fixed') };
  });
}

/**
 * `path` in a browser context of its own, signed in as `member` when one is given; without
 * JavaScript the page shows only what the server drew.
 */
async function open(
  browser: Browser,
  path: string,
  {
    viewport,
    member,
    javaScript = true,
  }: { viewport: { width: number; height: number }; member?: E2eMember; javaScript?: boolean },
): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext({
    baseURL: E2E_BASE_URL,
    viewport,
    javaScriptEnabled: javaScript,
  });
  if (member) await signIn(context, member);
  const page = await context.newPage();
  await page.goto(path);
  return { page, close: () => context.close() };
}

async function drawnAndApp(
  browser: Browser,
  member: E2eMember,
  path: string,
  viewport: { width: number; height: number },
) {
  const { page: still, close: closeDrawn } = await open(browser, path, {
    viewport,
    member,
    javaScript: false,
  });
  await expect(still.locator('#root > [data-first-paint]')).toHaveAttribute('inert', '');
  const drawnBoxes = await boxes(still);
  await closeDrawn();

  const { page, close } = await open(browser, path, { viewport, member });
  return { drawnBoxes, page, close };
}

test('home paints its frame and banner from the HTML, where the app then draws them', async ({
  browser,
}) => {
  const me = await createMember('Iris', 'Early');
  await createPosts(me, [
    { content: 'First light over the harbour', location: 'Lisbon, Portugal' },
  ]);
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 900 },
  ]) {
    const { drawnBoxes, page, close } = await drawnAndApp(browser, me, '/', viewport);
    expect(drawnBoxes.banner, 'the drawn banner').not.toBeNull();
    await expect(page.getByRole('heading', { name: 'Discover Your Next Adventure' })).toBeVisible();
    await expect(page.getByText('First light over the harbour')).toBeVisible();
    // The drawn frame is gone (React cleared #root), and the app's parts sit where it had them.
    await expect(page.locator('[data-first-paint]')).toHaveCount(0);
    await expect(page.locator('header.sticky')).toHaveCount(1);
    expect(await boxes(page), `at ${viewport.width} px`).toEqual(drawnBoxes);
    await close();
  }
});

/** Where explore's parts are: title, search card, categories, the tiles and their photos. */
async function exploreBoxes(page: Page): Promise<Boxes> {
  return page.evaluate(() => {
    const box = (element: Element | null | undefined) => {
      if (!element) return null;
      const rect = element.getBoundingClientRect();
      return [rect.x, rect.y, rect.width, rect.height].map((n) => Math.round(n)).join(',');
    };
    const main = document.querySelector('main');
    const [search, categories] = main?.querySelectorAll('section') ?? [];
    const tiles = main?.querySelector('ul.grid-cols-3')?.children;
    return {
      title: box(main?.querySelector('.font-display')),
      search: box(search),
      categories: box(categories),
      pill: box(categories?.querySelector('li')),
      tile1: box(tiles?.[0]),
      tile3: box(tiles?.[2]),
      tile4: box(tiles?.[3]),
      photo1: box(tiles?.[0]?.querySelector('img')),
      photo3: box(tiles?.[2]?.querySelector('img')),
    };
  });
}

test('explore paints its search, categories and first tiles from the HTML, where the app then draws them', async ({
  browser,
}) => {
  const me = await createMember('Tove', 'Early');
  // Photos no other spec uses, below the scores lcp-preload.spec.ts gives its tiles: each test
  // finds photo tiles first whichever runs first.
  const photos = ['arles-roman-arena', 'berlin-cathedral', 'canyon-de-chelly', 'forest-stream'];
  const ids = await createPosts(
    me,
    photos.map((id) => ({ content: `Seen at ${id}`, imageUrl: `/uploads/demo/photos/${id}.webp` })),
  );
  await withE2eDatabase((client) =>
    client.query(
      `UPDATE posts SET explore_score = 1e11 - array_position($1::uuid[], id) WHERE id = ANY($1::uuid[])`,
      [ids],
    ),
  );
  // The scores were written behind the server's back: an edit's event drops the explore page it
  // read (and cached for a minute) when another spec opened explore.
  const api = await browser.newContext({ baseURL: E2E_BASE_URL });
  await signIn(api, me);
  const edited = await api.request.patch(`/api/posts/${ids[0]}`, {
    data: { content: `Seen at ${photos[0]}` },
  });
  expect(edited.ok()).toBe(true);
  await api.close();
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 900 },
  ]) {
    const { page: still, close: closeDrawn } = await open(browser, '/explore', {
      viewport,
      member: me,
      javaScript: false,
    });
    const firstRow = still.locator('[data-first-paint="explore"] img[data-first-paint-lcp]');
    await expect(firstRow).toHaveCount(3);
    await expect(firstRow.first()).toHaveAttribute('fetchpriority', 'high');
    const drawnBoxes = await exploreBoxes(still);
    await closeDrawn();
    expect(drawnBoxes.photo3, 'the drawn photos').not.toBeNull();

    const { page, close: closeApp } = await open(browser, '/explore', { viewport, member: me });
    await expect(page.getByTestId('explore-tile').nth(3)).toBeVisible();
    await expect(page.locator('[data-first-paint]')).toHaveCount(0);
    expect(await exploreBoxes(page), `at ${viewport.width} px`).toEqual(drawnBoxes);
    await closeApp();
  }
});

test('explore, a profile and a post paint the signed-in frame from the HTML', async ({
  browser,
}) => {
  const me = await createMember('Oskar', 'Early');
  const [postId] = await createPosts(me, [{ content: 'Fog on the fjord' }]);
  for (const path of ['/explore', `/profile/${me.id}`, `/posts/${postId}`]) {
    const { drawnBoxes, page, close } = await drawnAndApp(browser, me, path, {
      width: 390,
      height: 844,
    });
    await expect(page.locator('main#main-content')).toBeVisible();
    await expect(page.locator('[data-first-paint]')).toHaveCount(0);
    const appBoxes = await boxes(page);
    expect(appBoxes.header, path).toEqual(drawnBoxes.header);
    expect(appBoxes.bottomBar, path).toEqual(drawnBoxes.bottomBar);
    await close();
  }
});

/**
 * Where a post's or a profile's drawn top sits: each part found by the same selector in the
 * drawn markup (modules/first-paint/post-markup.ts, profile-markup.ts) and in the app. The card
 * and the header block are compared by their top edge and width only: the app goes on below the
 * drawn part.
 */
async function subjectBoxes(page: Page): Promise<Boxes> {
  return page.evaluate(() => {
    const rect = (element: Element | null | undefined, whole = true) => {
      if (!element) return null;
      const r = element.getBoundingClientRect();
      const values = whole ? [r.x, r.y, r.width, r.height] : [r.x, r.y, r.width];
      return values.map((n) => Math.round(n)).join(',');
    };
    const main = document.querySelector('main');
    const title = [...(main?.querySelectorAll('h1') ?? [])].find((h1) => h1.textContent === 'Post');
    const card = main?.querySelector('article');
    const section = main?.querySelector('section');
    return {
      header: rect(document.querySelector('header')),
      title: rect(title),
      card: rect(card, false),
      author: rect(card?.querySelector('header')),
      name: rect(card?.querySelector('h3')?.firstElementChild),
      photo: rect(card?.querySelector('picture img')),
      profile: rect(section, false),
      cover: rect(section?.firstElementChild),
      avatar: rect(section?.querySelector('.ring-4')),
      profileName: rect(section?.querySelector('h1')),
      coverPhoto: rect(section?.querySelector('picture img')),
    };
  });
}

/** Waits until every photo on the page has loaded (their boxes depend on it). */
async function photosLoaded(page: Page) {
  await expect
    .poll(() => page.evaluate(() => [...document.images].every((image) => image.complete)))
    .toBe(true);
}

test("a post's author row and photo, and a profile's cover, avatar and name, paint from the HTML where the app draws them", async ({
  browser,
}) => {
  const me = await createMember('Nadia', 'Early');
  const author = await createMember('Tomás', 'Ribeiro');
  const [postId] = await createPosts(author, [
    {
      content: 'Midnight light on the lake',
      location: 'Lapland, Finland',
      imageUrl: '/uploads/demo/photos/lake-midnight-twilight.webp',
    },
  ]);
  await withE2eDatabase((client) =>
    client.query(`UPDATE users SET cover_image_url = $1 WHERE id = $2`, [
      '/uploads/demo/photos/storm-clouds-sunset.webp',
      author.id,
    ]),
  );
  const pages = [
    { path: `/posts/${postId}`, parts: ['title', 'card', 'author', 'name', 'photo'] },
    {
      path: `/profile/${author.id}`,
      parts: ['profile', 'cover', 'avatar', 'profileName', 'coverPhoto'],
    },
  ];
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 900 },
  ]) {
    for (const { path, parts } of pages) {
      const { page: still, close: closeDrawn } = await open(browser, path, {
        viewport,
        member: me,
        javaScript: false,
      });
      await expect(still.locator('#root > [data-first-paint]')).toHaveAttribute('inert', '');
      await photosLoaded(still);
      const drawnBoxes = await subjectBoxes(still);
      await closeDrawn();
      for (const part of parts) expect(drawnBoxes[part], `drawn ${part} on ${path}`).not.toBeNull();

      const { page, close: closeApp } = await open(browser, path, { viewport, member: me });
      await expect(page.locator('[data-first-paint]')).toHaveCount(0);
      await expect(page.locator('main').getByText('Tomás Ribeiro').first()).toBeVisible();
      await expect(page.locator('main picture img').first()).toBeVisible();
      await photosLoaded(page);
      const appBoxes = await subjectBoxes(page);
      for (const part of ['header', ...parts]) {
        expect(appBoxes[part], `${part} on ${path} at ${viewport.width} px`).toEqual(
          drawnBoxes[part],
        );
      }
      await closeApp();
    }
  }
});

test("a visitor's landing page paints its header and hero from the HTML, where the app draws them", async ({
  browser,
}) => {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 900 },
  ]) {
    const hero = async (page: Page) =>
      page.evaluate(() => {
        const box = (selector: string) => {
          const rect = document.querySelector(selector)?.getBoundingClientRect();
          return rect ? [rect.x, rect.y, rect.width, rect.height].map(Math.round).join(',') : null;
        };
        return { header: box('header'), hero: box('main section'), photo: box('main section img') };
      });
    const { page: still, close: closeDrawn } = await open(browser, '/', {
      viewport,
      javaScript: false,
    });
    await expect(still.locator('#root > [data-first-paint="landing"]')).toHaveCount(1);
    const drawnBoxes = await hero(still);
    await closeDrawn();

    const { page, close: closeApp } = await open(browser, '/', { viewport });
    await expect(
      page.getByRole('heading', { name: 'Share the world, one journey at a time.' }),
    ).toBeVisible();
    await expect(page.locator('[data-first-paint]')).toHaveCount(0);
    expect(drawnBoxes.photo, 'the drawn photo').not.toBeNull();
    expect(await hero(page), `at ${viewport.width} px`).toEqual(drawnBoxes);
    await closeApp();
  }
});

test('a destination page paints its hero from the HTML for a member and a visitor, where the app draws it', async ({
  browser,
}) => {
  test.setTimeout(120_000); // four loads of the page, each twice
  const me = await createMember('Vera', 'Early');
  /** The tours page's parts: the frame's header and bottom bar, the hero and what is in it. */
  const parts = async (page: Page) =>
    page.evaluate(() => {
      const box = (selector: string) => {
        const rect = document.querySelector(selector)?.getBoundingClientRect();
        return rect ? [rect.x, rect.y, rect.width, rect.height].map(Math.round).join(',') : null;
      };
      return {
        header: box('header'),
        bottomBar: box('nav.fixed'),
        hero: box('main header'),
        photo: box('main header img'),
        title: box('main header .font-display'),
        subtitle: box('main header .font-display + p'),
        search: box('main header .shadow-xl'),
        credit: box('main header > p.absolute'),
      };
    });
  for (const who of ['member', 'visitor'] as const) {
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1280, height: 900 },
    ]) {
      const label = `${who} at ${viewport.width} px`;
      const { page: still, close: closeDrawn } = await open(browser, '/destinations/paris', {
        viewport,
        member: who === 'member' ? me : undefined,
        javaScript: false,
      });
      await expect(still.locator('#root > [data-first-paint="destination"]')).toHaveAttribute(
        'inert',
        '',
      );
      await expect(still.locator('main header img')).toHaveAttribute(
        'src',
        /\/photos\/eiffel-tower-\d+\.webp$/,
      );
      const drawnParts = await parts(still);
      await closeDrawn();
      expect(drawnParts.photo, label).not.toBeNull();
      // The member's frame has the bottom bar (hidden from md up), the public one none.
      expect(drawnParts.bottomBar !== null, label).toBe(who === 'member');

      const { page, close: closeApp } = await open(browser, '/destinations/paris', {
        viewport,
        member: who === 'member' ? me : undefined,
      });
      const hero = page.locator('main header').first();
      await expect(hero.getByRole('heading', { level: 1 })).toHaveText('Things to Do in Paris');
      await expect(page.locator('[data-first-paint]')).toHaveCount(0);
      await expect(hero.locator('img')).toHaveCSS('opacity', '1');
      // The sign-in link is the public frame's; the account menu the member's.
      await expect(
        page.locator('header').first().getByRole('link', { name: 'Sign in' }),
      ).toHaveCount(who === 'visitor' ? 1 : 0);
      expect(await parts(page), label).toEqual(drawnParts);
      await closeApp();
    }
  }
});

test('other pages come as they were: nothing drawn, the app starts by itself', async ({ page }) => {
  const response = await page.goto('/signin');
  const html = (await response?.text()) ?? '';
  expect(html).toContain('<div id="root"></div>');
  expect(html).toContain('<script type="module"');
  await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
});
