import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { TPostMedia } from '../src/contract/media.ts';
import type { TPost } from '../src/contract/posts.ts';
import { E2E_BASE_URL } from './base-url.ts';
import { withE2eDatabase } from './database.ts';
import { expectNoSeriousA11yViolations, toastWithTitle } from './fixtures.ts';
import { createMember, signIn } from './social.ts';

/**
 * The post card's media (issue 7 §4): processed variants through <picture>, the processing
 * state that turns into the photo without a reload, a carousel, a video with its poster; and
 * 'Enhance with AI' for the author. Files are real JPEGs (committed photos re-encoded by sharp)
 * and a short H.264 video made with ffmpeg, uploaded through the API.
 */

const SCREENS = '/tmp/roamly-screens';
/** Element screenshots scroll the card under the sticky bars; the bars stay out of them. */
const SHOT = {
  style: 'header.sticky { position: static !important; } .fixed.bottom-0 { display: none; }',
};

/** The widest committed rendition of a photo (1600 px for full-bleed photos, 960 for tiles). */
function photoFile(photo: string): string {
  const wide = `public/photos/${photo}-1600.webp`;
  return existsSync(wide) ? wide : `public/photos/${photo}-960.webp`;
}

async function jpegOf(photo: string, width: number, height: number): Promise<Buffer> {
  return sharp(photoFile(photo))
    .resize({ width, height, fit: 'cover' })
    .jpeg({ quality: 82 })
    .toBuffer();
}

/** A 2-second MP4 of a photo, or null when ffmpeg is not installed. */
async function mp4Of(photo: string): Promise<Buffer | null> {
  const dir = mkdtempSync(path.join(tmpdir(), 'roamly-e2e-video-'));
  try {
    const still = path.join(dir, 'still.jpg');
    await sharp(photoFile(photo))
      .resize({ width: 1280, height: 720, fit: 'cover' })
      .jpeg()
      .toFile(still);
    const out = path.join(dir, 'clip.mp4');
    const run = spawnSync(
      'ffmpeg',
      [
        ...['-hide_banner', '-loglevel', 'error', '-loop', '1', '-i', still, '-t', '2'],
        ...['-r', '25', '-pix_fmt', 'yuv420p', '-c:v', 'libx264', '-movflags', '+faststart', out],
      ],
      { stdio: 'ignore' },
    );
    return run.status === 0 ? readFileSync(out) : null;
  } catch {
    return null;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function upload(
  request: APIRequestContext,
  file: { name: string; mimeType: string; buffer: Buffer },
): Promise<string> {
  const response = await request.post('/api/upload/media', {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    multipart: { file },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { url: string }).url;
}

async function createPost(request: APIRequestContext, body: object): Promise<TPost> {
  const response = await request.post('/api/posts', { data: body });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as TPost;
}

/** Waits until the server has processed every media item of the post. */
async function processed(request: APIRequestContext, id: string): Promise<TPost> {
  let post: TPost | undefined;
  await expect
    .poll(
      async () => {
        post = (await (await request.get(`/api/posts/${id}`)).json()) as TPost;
        return post.media.length > 0 && post.media.every((item) => item.status !== 'processing');
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  return post!;
}

function card(page: Page, text: string): Locator {
  return page.getByTestId('post-card').filter({ hasText: text });
}

async function expectDecoded(image: Locator, { scroll = true } = {}) {
  if (scroll) await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth), {
      timeout: 15_000,
    })
    .toBeGreaterThan(0);
}

async function setMedia(postId: string, media: TPostMedia[]) {
  await withE2eDatabase((client) =>
    client.query('UPDATE posts SET media = $2::jsonb WHERE id = $1', [
      postId,
      JSON.stringify(media),
    ]),
  );
}

test.describe('post card media', () => {
  test('processed photos, a carousel, a video with its poster, and processing that turns into the photo', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const maya = await createMember('Maya', 'Rivers');
    await signIn(page.context(), maya);
    const request = page.request;

    // One photo.
    const harbour = await upload(request, {
      name: 'harbour.jpg',
      mimeType: 'image/jpeg',
      buffer: await jpegOf('lake-boats-sunset', 1600, 1200),
    });
    const single = await createPost(request, {
      content: 'Boats coming home at dusk on the lake',
      location: 'Lake Bled, Slovenia',
      imageUrl: harbour,
    });

    // Three photos: the carousel.
    const trio = [];
    for (const [photo, name] of [
      ['great-wall-china', 'great-wall.jpg'],
      ['petra-monastery', 'petra.jpg'],
      ['machu-picchu', 'machu.jpg'],
    ] as const) {
      trio.push({
        url: await upload(request, {
          name,
          mimeType: 'image/jpeg',
          buffer: await jpegOf(photo, 1200, 1500),
        }),
        type: 'image' as const,
      });
    }
    const carousel = await createPost(request, {
      content: 'Three wonders in one summer',
      location: 'Petra, Jordan',
      media: trio,
    });

    // A video.
    const clip = await mp4Of('mountain-ridge-sunset');
    const video = clip
      ? await createPost(request, {
          content: 'Last light on the ridge',
          location: 'Picos de Europa, Spain',
          videoUrl: await upload(request, {
            name: 'ridge.mp4',
            mimeType: 'video/mp4',
            buffer: clip,
          }),
        })
      : null;

    const ready = await processed(request, single.id);
    await processed(request, carousel.id);
    if (video) await processed(request, video.id);

    // A post whose photo is still being processed: its media row says so until the test
    // writes the finished variants (those of the first post) while the page is open.
    const pending = await createPost(request, {
      content: 'Fresh from the trail, still uploading',
      location: 'Aizkorri, Spain',
      imageUrl: await upload(request, {
        name: 'trail.jpg',
        mimeType: 'image/jpeg',
        buffer: await jpegOf('aizkorri-autumn-larches', 1600, 1067),
      }),
    });
    const pendingMedia = (await processed(request, pending.id)).media[0]!;
    await setMedia(pending.id, [{ ...pendingMedia, status: 'processing', variants: [] }]);
    const readyMedia = ready.media[0]!;

    mkdirSync(SCREENS, { recursive: true });
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 1100 });
      await page.goto('/profile');
      await expect(page.getByRole('heading', { level: 1, name: 'Maya Rivers' })).toBeVisible();
      // Feeds draw their first three cards, the rest as the member scrolls toward them.
      await expect
        .poll(async () => {
          await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
          return page.getByTestId('post-card').count();
        })
        .toBe(4);

      const photoCard = card(page, 'Boats coming home at dusk');
      const photo = photoCard.locator('picture img');
      await expect(photo).toHaveAttribute('srcset', /\d+w/);
      await expect(photoCard.locator('picture source[type="image/webp"]')).toHaveAttribute(
        'srcset',
        /\.webp \d+w/,
      );
      await expect(photo).toHaveAttribute('width', String(readyMedia.width));
      await expectDecoded(photo);
      await photoCard.screenshot({ ...SHOT, path: `${SCREENS}/card-photo-${width}.png` });

      const slides = card(page, 'Three wonders');
      const region = slides.getByRole('region', { name: /^Photos from Petra/ });
      await expect(region.getByRole('group', { name: /of 3$/ })).toHaveCount(3);
      await region.getByRole('button', { name: 'Next photo' }).click();
      await expect(region.getByRole('button', { name: 'Show photo 2 of 3' })).toHaveAttribute(
        'aria-current',
        'true',
      );
      await expectDecoded(region.getByRole('img', { name: 'Photo 2 of 3 from Petra, Jordan' }), {
        scroll: false,
      });
      // The track has settled on the second photo (counter, and the scroll position itself).
      await expect(region.getByText('2/3')).toBeVisible();
      const track = region.getByRole('group', { name: /^Slides/ });
      await expect
        .poll(() => track.evaluate((element) => element.scrollLeft / element.clientWidth))
        .toBeCloseTo(1, 2);
      await slides.screenshot({ ...SHOT, path: `${SCREENS}/card-carousel-${width}.png` });

      if (video) {
        const videoCard = card(page, 'Last light on the ridge');
        const player = videoCard.locator('video');
        await expect(player).toHaveAttribute('poster', /^\/uploads\//);
        await expect(player).toHaveAttribute('preload', 'metadata');
        await player.scrollIntoViewIfNeeded();
        await expect
          .poll(() => player.evaluate((element: HTMLVideoElement) => element.readyState))
          .toBeGreaterThan(0);
        await videoCard.screenshot({ ...SHOT, path: `${SCREENS}/card-video-${width}.png` });
      }

      const waiting = card(page, 'Fresh from the trail');
      await expect(waiting.getByRole('img', { name: 'Processing photo…' })).toBeVisible();
      await waiting.screenshot({ ...SHOT, path: `${SCREENS}/card-processing-${width}.png` });
      if (width === 1280) await expectNoSeriousA11yViolations(page, '/profile (card media)');
    }

    // The processing card turns into the photo by itself once the variants exist.
    const waiting = card(page, 'Fresh from the trail');
    await setMedia(pending.id, [pendingMedia]);
    await expect(waiting.locator('picture img')).toBeVisible({ timeout: 10_000 });
    await expect(waiting.getByRole('img', { name: 'Processing photo…' })).toHaveCount(0);
    await expectDecoded(waiting.locator('picture img'));
  });
});

test.describe('Enhance with AI', () => {
  test('the author enhances a photo post and uses a caption; another member can only copy', async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    mkdirSync(SCREENS, { recursive: true });
    const ana = await createMember('Ana', 'Lima');
    await signIn(page.context(), ana);
    const url = await upload(page.request, {
      name: 'petra.jpg',
      mimeType: 'image/jpeg',
      buffer: await jpegOf('petra-monastery', 1200, 900),
    });
    const post = await createPost(page.request, {
      content: 'The Monastery after the 800 steps',
      location: 'Petra, Jordan',
      imageUrl: url,
    });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/posts/${post.id}`);

    // The permalink shows the one card (its text changes below, so it is not found by text).
    const mine = page.getByTestId('post-card');
    await expect(mine).toContainText('The Monastery after the 800 steps');
    const suggestions = mine.getByRole('region', { name: 'AI suggestions' });
    const enhance = suggestions.getByRole('button', { name: 'Enhance with AI' });
    await expect(enhance).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/posts/:id (before enhance)');
    await enhance.click();

    const captions = suggestions.getByRole('list', { name: 'AI captions' }).getByRole('listitem');
    await expect(captions.first()).toBeVisible({ timeout: 30_000 });
    expect(await captions.count()).toBeGreaterThan(0);
    expect(await captions.count()).toBeLessThanOrEqual(3);
    await expect(suggestions.getByRole('heading', { name: 'AI suggestions' })).toBeFocused();
    // Up to three thumbnails, real pictures served from /uploads/.
    const thumbs = suggestions.getByRole('list', { name: 'AI thumbnails' }).getByRole('img');
    const thumbCount = await thumbs.count();
    expect(thumbCount).toBeGreaterThan(0);
    expect(thumbCount).toBeLessThanOrEqual(3);
    for (let index = 0; index < thumbCount; index += 1) {
      await expect(thumbs.nth(index)).toHaveAttribute('src', /^\/uploads\//);
      await expectDecoded(thumbs.nth(index));
    }
    await expectNoSeriousA11yViolations(page, '/posts/:id (enhanced)');
    await mine.screenshot({ ...SHOT, path: `${SCREENS}/card-enhanced-1280.png` });

    const first = (await captions.first().locator('p').textContent())!.trim();
    await suggestions.getByRole('button', { name: 'Use Caption 1' }).click();
    await expect(toastWithTitle(page, 'Caption Updated')).toBeVisible();
    await expect(mine.getByText(first, { exact: true }).first()).toBeVisible();

    // Stored: a reload shows the captions and the new text.
    await page.reload();
    await expect(
      card(page, first).getByRole('list', { name: 'AI captions' }).getByRole('listitem').first(),
    ).toBeVisible();
    await page.setViewportSize({ width: 390, height: 844 });
    await card(page, first).screenshot({ ...SHOT, path: `${SCREENS}/card-enhanced-390.png` });

    // Someone else sees the captions and may copy them, but neither uses nor enhances.
    const kenji = await createMember('Kenji', 'Sato');
    const other = await browser.newContext({ baseURL: E2E_BASE_URL });
    try {
      await signIn(other, kenji);
      await other.grantPermissions(['clipboard-read', 'clipboard-write']);
      const theirs = await other.newPage();
      await theirs.goto(`/posts/${post.id}`);
      const seen = theirs.getByRole('region', { name: 'AI suggestions' });
      await expect(seen.getByRole('list', { name: 'AI captions' })).toBeVisible();
      await expect(seen.getByRole('button', { name: 'Enhance with AI' })).toHaveCount(0);
      await expect(seen.getByRole('button', { name: /Use Caption/ })).toHaveCount(0);
      await seen.getByRole('button', { name: 'Copy caption 1' }).click();
      await expect(toastWithTitle(theirs, 'Caption copied')).toBeVisible();
      // The server agrees: only the author may enhance.
      const refused = await theirs.request.post(`/api/posts/${post.id}/enhance`);
      expect(refused.status()).toBe(403);
    } finally {
      await other.close();
    }
  });
});
