import { expect, test, type Locator, type Page } from '@playwright/test';
import { withE2eDatabase } from './database.ts';
import { createMember, createPosts, signIn } from './social.ts';

/**
 * Issue 21: a member's explore, a profile, a post and a destination page name their largest photo
 * in the HTML (modules/lcp-preload), so it downloads with the page. The hint must name the very
 * file the app's <img> then shows: each photo is requested once, and it is the one on screen.
 */

const PHONE = { width: 412, height: 823 };
const demo = (id: string) => `/uploads/demo/photos/${id}.webp`;

/** Every request for one of these photos' files (any rendition, any format). */
function photoRequests(page: Page, ids: string[]): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (ids.some((id) => pathname.startsWith(`/photos/${id}-`))) seen.push(pathname);
  });
  return seen;
}

/** The image hints in the page's HTML as the server sent it. */
async function hintsOf(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('link[rel="preload"][as="image"]')].map(
      (link) => link.getAttribute('imagesrcset') ?? link.getAttribute('href') ?? '',
    ),
  );
}

/** The file an <img> shows, once loaded. */
async function shownFile(image: Locator): Promise<string> {
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((node: HTMLImageElement) => node.complete)).toBe(true);
  const src = await image.evaluate((node: HTMLImageElement) => node.currentSrc);
  return new URL(src).pathname;
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize(PHONE);
});

test("a post's photo is hinted from the HTML and downloaded once", async ({ page, context }) => {
  const me = await createMember('Lena', 'Hint');
  const [postId] = await createPosts(me, [
    { content: 'Twilight on the lake', imageUrl: demo('lake-midnight-twilight') },
  ]);
  await signIn(context, me);
  const requests = photoRequests(page, ['lake-midnight-twilight']);
  await page.goto(`/posts/${postId}`);
  expect((await hintsOf(page))[0]).toContain('/photos/lake-midnight-twilight-');

  const photo = page.getByRole('img', { name: /^Photo / }).first();
  await expect(photo).toHaveAttribute('fetchpriority', 'high');
  const file = await shownFile(photo);
  expect(requests).toEqual([file]);
});

test("a public profile's cover is hinted and downloaded once", async ({ page, context }) => {
  const me = await createMember('Rafa', 'Cover');
  await withE2eDatabase((client) =>
    client.query('UPDATE users SET cover_image_url = $1 WHERE id = $2', [
      demo('pont-du-gard'),
      me.id,
    ]),
  );
  await signIn(context, me);
  const requests = photoRequests(page, ['pont-du-gard']);
  await page.goto(`/profile/${me.id}`);
  expect((await hintsOf(page))[0]).toContain('/photos/pont-du-gard-');

  const cover = page.getByTestId('profile-cover-image');
  await expect(cover).toHaveAttribute('fetchpriority', 'high');
  const file = await shownFile(cover);
  expect(requests).toEqual([file]);
});

test("explore's first row is hinted and each tile's photo downloaded once", async ({
  page,
  context,
}) => {
  const me = await createMember('Ines', 'Tiles');
  const photos = ['schwerin-palace', 'polar-bear-snow', 'taj-mahal'];
  const ids = await createPosts(
    me,
    photos.map((id) => ({ content: `Seen at ${id}`, imageUrl: demo(id) })),
  );
  // First on explore, whatever other specs left there.
  await withE2eDatabase((client) =>
    client.query(
      `UPDATE posts SET explore_score = 1e12 - array_position($1::uuid[], id) WHERE id = ANY($1::uuid[])`,
      [ids],
    ),
  );
  await signIn(context, me);
  // The scores were written behind the server's back: an edit's event drops the explore page it
  // read (and cached for a minute) when another spec opened explore.
  const edited = await page.request.patch(`/api/posts/${ids[0]}`, {
    data: { content: `Seen at ${photos[0]}` },
  });
  expect(edited.ok()).toBe(true);
  const requests = photoRequests(page, photos);
  await page.goto('/explore');
  const hinted = await hintsOf(page);
  expect(hinted).toHaveLength(3);
  photos.forEach((id, index) => expect(hinted[index]).toContain(`/photos/${id}-`));

  const tiles = page.getByTestId('explore-tile');
  const shown: string[] = [];
  for (let index = 0; index < 3; index += 1) {
    const image = tiles.nth(index).locator('img');
    await expect(image).toHaveAttribute('fetchpriority', 'high');
    shown.push(await shownFile(image));
  }
  expect([...requests].sort()).toEqual([...shown].sort());
  // A third of a 412 px phone: the narrowest rendition, as the hint was read after the viewport
  // meta (before it, a 980 px layout picked the 640 px one, which the tiles then reused).
  expect(
    shown.every((file) => file.endsWith('-320.avif')),
    shown.join(', '),
  ).toBe(true);
});

test("a destination page's hero is hinted for a visitor and downloaded once", async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/photos/') || pathname.startsWith('/uploads/'))
      requests.push(pathname);
  });
  await page.goto('/destinations/paris');
  const [hint] = await hintsOf(page);
  expect(hint).toBeTruthy();
  const hero = page.locator('header img').first();
  await expect(hero).toHaveAttribute('fetchpriority', 'high');
  const file = await shownFile(hero);
  expect(file).toBe(hint);
  expect(requests.filter((url) => url === file)).toHaveLength(1);
});
