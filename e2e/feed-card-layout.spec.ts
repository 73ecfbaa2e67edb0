import { expect, test, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import type { StoredPostMedia } from '../src/db/schema/posts.ts';
import { withE2eDatabase } from './database.ts';
import { expectNoSeriousA11yViolations } from './fixtures.ts';
import { createMember, follow, signIn, type E2eMember } from './social.ts';

/**
 * Issue 20 §3: the feed card leads with its media and explore is a photo grid. The card is
 * compared with committed baselines at 390 and 1280 px (e2e/feed-card-layout.spec.ts-snapshots/),
 * so it is made deterministic: fixed names, text and times, pictures drawn from fixed SVGs served
 * by the test itself, web fonts loaded, animations and the caret off, sticky bars out of the shot.
 */

const PICTURES = '/uploads/e2e-layout';
/** A busy shared host can take a while to first show a lazily loaded route's list. */
const FIRST_PAINT = 30_000;

/** A fixed "landscape": sky, sun and two ridges in the given colours (crisp at any size). */
function landscape(sky: string, ridge: string, width: number, height: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 100 ${(100 * height) / width}" preserveAspectRatio="none">
<rect width="100" height="200" fill="${sky}"/>
<circle cx="72" cy="22" r="9" fill="#fde68a"/>
<path d="M0 70 L28 38 L52 62 L78 30 L100 55 L100 200 L0 200 Z" fill="${ridge}" opacity="0.75"/>
<path d="M0 95 L35 62 L60 88 L100 66 L100 200 L0 200 Z" fill="${ridge}"/>
</svg>`;
}

const SCENES: Record<string, [string, string, number, number]> = {
  fjord: ['#7dd3fc', '#1e3a5f', 1080, 1350],
  dunes: ['#fcd34d', '#9a3412', 1600, 1000],
  lagoon: ['#a5f3fc', '#0f766e', 1600, 1000],
  ridge: ['#c4b5fd', '#3b0764', 1600, 1000],
};

/**
 * A processed photo of a scene as posts.media stores it. Without `placeholder` it is a row from
 * before media had one (the key absent), which the cards must still show.
 */
function media(name: string, placeholder?: string): StoredPostMedia {
  const [, , width, height] = SCENES[name]!;
  const variant = (w: number, format: 'jpeg' | 'webp') => ({
    url: `${PICTURES}/${name}-${w}.${format === 'jpeg' ? 'jpg' : 'webp'}`,
    width: w,
    format,
  });
  return {
    id: `e2e-${name}`,
    url: `${PICTURES}/${name}-1080.jpg`,
    type: 'image',
    status: 'ready',
    width,
    height,
    variants: [
      variant(480, 'jpeg'),
      variant(1080, 'jpeg'),
      variant(480, 'webp'),
      variant(1080, 'webp'),
    ],
    posterUrl: null,
    durationSeconds: null,
    ...(placeholder ? { placeholder } : {}),
  };
}

/** A scene's blur-up placeholder as the server makes it: a 16 × 20 WebP data URI. */
async function placeholderOf(name: string): Promise<string> {
  const [sky, ridge, width, height] = SCENES[name]!;
  const webp = await sharp(Buffer.from(landscape(sky, ridge, width, height)))
    .resize({ width: 20, height: 20, fit: 'inside' })
    .webp({ quality: 40 })
    .toBuffer();
  return `data:image/webp;base64,${webp.toString('base64')}`;
}

/**
 * Every rendition of a scene is the same SVG: the browser scales it to the frame. Pictures wait
 * for `hold` when one is given (a slow network, to see what the card shows meanwhile).
 */
async function servePictures(page: Page, hold?: Promise<void>) {
  await page.route(`**${PICTURES}/**`, async (route) => {
    const name = new URL(route.request().url()).pathname.split('/').pop()!.split('-')[0]!;
    const scene = SCENES[name];
    if (!scene) return route.fulfill({ status: 404 });
    if (hold) await hold;
    return route.fulfill({ contentType: 'image/svg+xml', body: landscape(...scene) });
  });
}

async function createMediaPost(
  author: E2eMember,
  post: {
    content: string;
    location: string;
    tags: string[];
    media: StoredPostMedia[];
    hoursAgo: number;
  },
): Promise<string> {
  return withE2eDatabase(async (client) => {
    const { rows } = await client.query<{ id: string }>(
      `INSERT INTO posts (user_id, content, location, tags, media, created_at)
       VALUES ($1, $2, $3, $4, $5::jsonb, now() - make_interval(hours => $6)) RETURNING id`,
      [
        author.id,
        post.content,
        post.location,
        post.tags,
        JSON.stringify(post.media),
        post.hoursAgo,
      ],
    );
    return rows[0]!.id;
  });
}

const SHOT = {
  maxDiffPixelRatio: 0.02,
  animations: 'disabled',
  caret: 'hide',
} as const;

/** Fonts ready and the card's picture decoded, so the shot is the settled card. */
async function settle(page: Page, card: Locator) {
  // The sticky top bar and the phone's bottom bar stay out of the element screenshots.
  await page.addStyleTag({
    content: 'header.sticky { position: static !important; } .fixed.bottom-0 { display: none; }',
  });
  await card.scrollIntoViewIfNeeded();
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  // The first picture only: a carousel's later slides load lazily when swiped to.
  const img = card.locator('img').first();
  await expect
    .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0))
    .toBe(true);
  await expect(card.getByTestId('media-frame').first()).toHaveAttribute('data-loaded', 'true');
}

test.describe('the feed card leads with the media (issue 20 §3)', () => {
  test('photo first in its own clamped frame, a carousel with dots; same at 390 and 1280 px', async ({
    page,
    context,
  }) => {
    test.slow();
    await servePictures(page);
    const me = await createMember('Layla', 'Viewer');
    const author = await createMember('Nora', 'Lund');
    await createMediaPost(author, {
      content: 'Three days of dunes, then the lagoon, then the ridge walk back at sunset.',
      location: 'Sossusvlei, Namibia',
      tags: ['desert', 'roadtrip'],
      media: [media('dunes'), media('lagoon'), media('ridge')],
      hoursAgo: 5,
    });
    await createMediaPost(author, {
      content: 'Morning light over the fjord from the ferry deck.',
      location: 'Lofoten, Norway',
      tags: ['fjord', 'nature'],
      media: [media('fjord')],
      hoursAgo: 3,
    });
    await follow(me, author);
    await signIn(context, me);

    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.goto('/');
      const cards = page.getByTestId('post-card');
      await expect(cards).toHaveCount(2, { timeout: FIRST_PAINT });

      const photoCard = cards.filter({ hasText: 'Morning light over the fjord' });
      await settle(page, photoCard);
      const frame = photoCard.getByTestId('media-frame');
      const image = photoCard.getByRole('img', { name: 'Photo from Lofoten, Norway' });
      // Full card width, 4:5 (the photo's own 1080 × 1350), above the words and the actions.
      const cardBox = (await photoCard.boundingBox())!;
      const frameBox = (await frame.boundingBox())!;
      expect(Math.abs(frameBox.width - (cardBox.width - 2))).toBeLessThanOrEqual(1);
      expect(frameBox.height / frameBox.width).toBeCloseTo(1.25, 1);
      const textBox = (await photoCard.getByText('Morning light over the fjord').boundingBox())!;
      const likeBox = (await photoCard.getByRole('button', { name: 'Like' }).boundingBox())!;
      expect((await image.boundingBox())!.y).toBeLessThan(textBox.y);
      expect(textBox.y).toBeLessThan(likeBox.y);
      await expect(photoCard).toHaveScreenshot(`photo-card-${width}.png`, SHOT);

      const carouselCard = cards.filter({ hasText: 'Three days of dunes' });
      await settle(page, carouselCard);
      const carousel = carouselCard.getByRole('region', {
        name: 'Photos from Sossusvlei, Namibia',
      });
      await expect(carousel.getByRole('group', { name: /^Photo \d of 3$/ })).toHaveCount(3);
      await expect(carousel.getByRole('button', { name: 'Show photo 1 of 3' })).toHaveAttribute(
        'aria-current',
        'true',
      );
      await expect(carouselCard).toHaveScreenshot(`carousel-card-${width}.png`, SHOT);

      // Keyboard: the arrow keys move the track; the dots follow.
      await carousel.getByRole('group', { name: /^Slides/ }).focus();
      await page.keyboard.press('ArrowRight');
      await expect(carousel.getByRole('button', { name: 'Show photo 2 of 3' })).toHaveAttribute(
        'aria-current',
        'true',
      );
      await expect(carousel.getByText('2/3')).toBeVisible();
    }
    await expectNoSeriousA11yViolations(page, 'home feed with media cards');
  });

  test('the blurred placeholder holds the frame until the photo arrives, then gives way to it', async ({
    page,
    context,
  }) => {
    test.slow();
    let release = () => {};
    await servePictures(page, new Promise<void>((resolve) => (release = resolve)));
    const me = await createMember('Blur', 'Viewer');
    const author = await createMember('Ines', 'Haze');
    await createMediaPost(author, {
      content: 'Fog lifting off the fjord before the ferry left.',
      location: 'Geiranger, Norway',
      tags: ['fjord'],
      media: [media('fjord', await placeholderOf('fjord'))],
      hoursAgo: 1,
    });
    await follow(me, author);
    await signIn(context, me);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');

    const card = page.getByTestId('post-card').filter({ hasText: 'Fog lifting off the fjord' });
    const frame = card.getByTestId('media-frame');
    const blur = frame.getByTestId('media-placeholder');
    await expect(blur).toBeVisible({ timeout: FIRST_PAINT });
    // The tiny WebP (allowed by the CSP's img-src data:) stretched over the frame and blurred.
    const look = await blur.evaluate((element) => {
      const style = getComputedStyle(element);
      return { image: style.backgroundImage, filter: style.filter };
    });
    expect(look.image).toContain('data:image/webp;base64,');
    expect(look.filter).toMatch(/blur\(/);
    await expect(frame.locator('.media-shimmer')).toHaveCount(0);
    await expect(frame).not.toHaveAttribute('data-loaded', 'true');
    const before = (await frame.boundingBox())!;
    expect(before.height / before.width).toBeCloseTo(1.25, 1);
    await expectNoSeriousA11yViolations(page, 'home feed with a photo still loading');

    release();
    await expect(frame).toHaveAttribute('data-loaded', 'true');
    await expect(blur).toHaveCount(0);
    // No layout shift: the frame had the photo's shape all along.
    const after = (await frame.boundingBox())!;
    expect(after.width).toBeCloseTo(before.width, 0);
    expect(after.height).toBeCloseTo(before.height, 0);
  });

  test('explore is a photo grid: square tiles three to a row, marks for carousels, text tiles', async ({
    page,
    context,
  }) => {
    test.slow();
    await servePictures(page);
    const me = await createMember('Omar', 'Grid');
    const author = await createMember('Iris', 'Tile');
    await createMediaPost(author, {
      content: 'A carousel from the desert',
      location: 'Sossusvlei, Namibia',
      tags: ['gridcheck'],
      media: [media('dunes'), media('lagoon')],
      hoursAgo: 1,
    });
    await createMediaPost(author, {
      content: 'One photo of the fjord',
      location: 'Lofoten, Norway',
      tags: ['gridcheck'],
      media: [media('fjord')],
      hoursAgo: 2,
    });
    await withE2eDatabase((client) =>
      client.query(
        `INSERT INTO posts (user_id, content, location, tags, created_at)
         VALUES ($1, 'Words only: the night train was the best part', 'Vienna, Austria', '{gridcheck}', now() - interval '3 hours')`,
        [author.id],
      ),
    );
    await signIn(context, me);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/explore?tag=gridcheck');

    const tiles = page.getByTestId('explore-tile');
    await expect(tiles).toHaveCount(3, { timeout: FIRST_PAINT });
    await expect(page.getByTestId('post-card')).toHaveCount(0);
    const boxes = await Promise.all(
      (await tiles.all()).map(async (tile) => (await tile.boundingBox())!),
    );
    for (const box of boxes) expect(Math.abs(box.width - box.height)).toBeLessThanOrEqual(1);
    // One row of three, small gaps.
    expect(new Set(boxes.map((box) => Math.round(box.y))).size).toBe(1);
    expect(boxes[1]!.x - (boxes[0]!.x + boxes[0]!.width)).toBeLessThanOrEqual(8);

    await expect(tiles.nth(0)).toHaveAttribute('data-kind', 'carousel');
    await expect(tiles.nth(0).locator('[data-mark="carousel"]')).toHaveCount(1);
    await expect(tiles.nth(1)).toHaveAttribute('data-kind', 'photo');
    await expect(tiles.nth(2).getByTestId('text-tile')).toContainText('Words only');
    await expect(tiles.nth(0)).toHaveAccessibleName(/^2 photos by Iris Tile in Sossusvlei/);

    await expectNoSeriousA11yViolations(page, '/explore photo grid');
    await tiles.nth(1).click();
    await expect(page).toHaveURL(/\/posts\/[0-9a-f-]+$/);
    await expect(page.getByRole('img', { name: 'Photo from Lofoten, Norway' })).toBeVisible();
  });
});
