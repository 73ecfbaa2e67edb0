import { expect, test, type Browser, type Page } from '@playwright/test';
import { E2E_BASE_URL } from './base-url.ts';
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

async function drawnAndApp(
  browser: Browser,
  member: E2eMember,
  path: string,
  viewport: { width: number; height: number },
) {
  const drawn = await browser.newContext({
    baseURL: E2E_BASE_URL,
    viewport,
    javaScriptEnabled: false,
  });
  await signIn(drawn, member);
  const still = await drawn.newPage();
  await still.goto(path);
  await expect(still.locator('#root > [data-first-paint]')).toHaveAttribute('inert', '');
  const drawnBoxes = await boxes(still);
  await drawn.close();

  const app = await browser.newContext({ baseURL: E2E_BASE_URL, viewport });
  await signIn(app, member);
  const page = await app.newPage();
  await page.goto(path);
  return { drawnBoxes, page, close: () => app.close() };
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
    const drawn = await browser.newContext({
      baseURL: E2E_BASE_URL,
      viewport,
      javaScriptEnabled: false,
    });
    const still = await drawn.newPage();
    await still.goto('/');
    await expect(still.locator('#root > [data-first-paint="landing"]')).toHaveCount(1);
    const drawnBoxes = await hero(still);
    await drawn.close();

    const app = await browser.newContext({ baseURL: E2E_BASE_URL, viewport });
    const page = await app.newPage();
    await page.goto('/');
    await expect(
      page.getByRole('heading', { name: 'Share the world, one journey at a time.' }),
    ).toBeVisible();
    await expect(page.locator('[data-first-paint]')).toHaveCount(0);
    expect(drawnBoxes.photo, 'the drawn photo').not.toBeNull();
    expect(await hero(page), `at ${viewport.width} px`).toEqual(drawnBoxes);
    await app.close();
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
      const drawn = await browser.newContext({
        baseURL: E2E_BASE_URL,
        viewport,
        javaScriptEnabled: false,
      });
      if (who === 'member') await signIn(drawn, me);
      const still = await drawn.newPage();
      await still.goto('/destinations/paris');
      await expect(still.locator('#root > [data-first-paint="destination"]')).toHaveAttribute(
        'inert',
        '',
      );
      await expect(still.locator('main header img')).toHaveAttribute(
        'src',
        /\/photos\/eiffel-tower-\d+\.webp$/,
      );
      const drawnParts = await parts(still);
      await drawn.close();
      expect(drawnParts.photo, label).not.toBeNull();
      // The member's frame has the bottom bar (hidden from md up), the public one none.
      expect(drawnParts.bottomBar !== null, label).toBe(who === 'member');

      const app = await browser.newContext({ baseURL: E2E_BASE_URL, viewport });
      if (who === 'member') await signIn(app, me);
      const page = await app.newPage();
      await page.goto('/destinations/paris');
      const hero = page.locator('main header').first();
      await expect(hero.getByRole('heading', { level: 1 })).toHaveText('Things to Do in Paris');
      await expect(page.locator('[data-first-paint]')).toHaveCount(0);
      await expect(hero.locator('img')).toHaveCSS('opacity', '1');
      // The sign-in link is the public frame's; the account menu the member's.
      await expect(
        page.locator('header').first().getByRole('link', { name: 'Sign in' }),
      ).toHaveCount(who === 'visitor' ? 1 : 0);
      expect(await parts(page), label).toEqual(drawnParts);
      await app.close();
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
