import { expect, test, type Page, type Request } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { expectNoSeriousA11yViolations, toastWithTitle } from './fixtures.ts';
import { createMember, signIn } from './social.ts';

/**
 * Creating posts with media (issue 7 §4; spec 1 §2, §4, §5, §8): the dialog with a geotagged
 * photo and the AI suggestions, the /create page with two files, and a 60 MB video through the
 * chunked path (with a dropped connection resumed). Files are made here: real JPEGs from the
 * committed photos with Lisbon's GPS written by sharp, and real MP4s from ffmpeg.
 */

const SCREENS = '/tmp/roamly-screens';
const WORK = mkdtempSync(path.join(tmpdir(), 'roamly-create-'));

/** A committed photo as a JPEG carrying Lisbon's GPS position (as a phone writes it). */
async function lisbonJpeg(photo = 'lake-boats-sunset'): Promise<Buffer> {
  const jpeg = await sharp(`public/photos/${photo}-1600.webp`)
    .resize({ width: 1200 })
    .jpeg({ quality: 85 })
    .toBuffer();
  return sharp(jpeg)
    .withExif({
      IFD0: { Make: 'Roamly', Model: 'E2E Phone' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '38/1 43/1 2003/100',
        GPSLongitudeRef: 'W',
        GPSLongitude: '9/1 8/1 2150/100',
      },
    })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/**
 * A real MP4: two seconds of ffmpeg's test pattern, then (for size) a top-level `free` box of
 * padding, which players and ffprobe skip. Without ffmpeg, an `ftyp` box and the padding: the
 * server still knows it for an MP4 by its bytes.
 */
function mp4File(name: string, totalBytes: number): string {
  const file = path.join(WORK, name);
  const made = spawnSync(
    'ffmpeg',
    [
      '-loglevel',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      'testsrc2=size=640x360:rate=24',
      '-t',
      '2',
      '-pix_fmt',
      'yuv420p',
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-movflags',
      '+faststart',
      file,
    ],
    { stdio: 'ignore' },
  );
  const video =
    made.status === 0
      ? readFileSync(file)
      : Buffer.concat([
          Buffer.from([0, 0, 0, 0x18]),
          Buffer.from('ftypisom', 'latin1'),
          Buffer.from([0, 0, 2, 0]),
          Buffer.from('isomiso2', 'latin1'),
        ]);
  const padding = Math.max(0, totalBytes - video.length);
  const free = Buffer.alloc(8);
  free.writeUInt32BE(padding);
  free.write('free', 4, 'latin1');
  writeFileSync(file, Buffer.concat([video, free, Buffer.alloc(Math.max(0, padding - 8))]));
  return file;
}

/** Holds matching requests until the returned release is called; later ones go straight on. */
async function holdRequests(page: Page, url: string) {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** The header's Create (wide screens) or the bottom bar's (phones): whichever is on screen. */
async function openCreateDialog(page: Page) {
  await page
    .getByRole('button', { name: 'Create', exact: true })
    .filter({ visible: true })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Create Post' });
  await expect(dialog).toBeVisible();
  return dialog;
}

function shot(page: Page, name: string) {
  mkdirSync(SCREENS, { recursive: true });
  return page.screenshot({ path: `${SCREENS}/${name}.png`, fullPage: false });
}

test.afterAll(() => rmSync(WORK, { recursive: true, force: true }));

test.describe('create a post', () => {
  test('from the dialog with a geotagged photo: upload, Analyzing…, Apply All, post', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const me = await createMember('Rita', 'Sousa');
    await signIn(page.context(), me);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    const dialog = await openCreateDialog(page);
    await expect(dialog.getByText('Images and videos up to 1GB')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'create-post dialog');
    await shot(page, 'create-dialog-idle-1280');

    // Hold the file and then the analysis a moment, to see (and photograph) each state.
    const releaseUpload = await holdRequests(page, '**/api/upload/media');
    const releaseAnalysis = await holdRequests(page, '**/api/ai/analyze-media');
    await dialog.getByLabel('Add a photo or video').setInputFiles({
      name: 'belem-evening.jpg',
      mimeType: 'image/jpeg',
      buffer: await lisbonJpeg(),
    });
    await expect(dialog.getByRole('img', { name: 'Preview of belem-evening.jpg' })).toBeVisible();
    const progress = dialog.getByRole('progressbar', { name: /Uploading/ });
    await expect(progress).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Cancel upload' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Share Post' })).toBeDisabled();
    await expectNoSeriousA11yViolations(page, 'create-post dialog (uploading)');
    await shot(page, 'create-dialog-uploading-1280');
    releaseUpload();

    await expect(dialog.getByText('Analyzing…')).toBeVisible();
    await expect(dialog.getByText('Uploaded', { exact: true })).toBeVisible();
    await expect(toastWithTitle(page, 'Upload Successful')).toBeVisible();
    await shot(page, 'create-dialog-analyzing-1280');
    releaseAnalysis();

    const panel = dialog.getByTestId('ai-suggestions-panel');
    await expect(panel).toBeVisible({ timeout: 20_000 });
    await expect(toastWithTitle(page, 'AI Analysis Complete')).toBeVisible();
    await expect(panel.getByTestId('ai-location')).toHaveText('Lisbon, Portugal');
    const description = (await panel.getByTestId('ai-description').textContent())?.trim() ?? '';
    expect(description.length).toBeGreaterThan(10);
    await expectNoSeriousA11yViolations(page, 'create-post dialog (suggestions)');
    await panel.scrollIntoViewIfNeeded();
    await shot(page, 'create-dialog-suggestions-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await panel.scrollIntoViewIfNeeded();
    await shot(page, 'create-dialog-suggestions-390');
    await page.setViewportSize({ width: 1280, height: 900 });

    await panel.getByRole('button', { name: 'Apply All' }).click();
    await expect(toastWithTitle(page, 'AI Suggestions Applied')).toBeVisible();
    await expect(panel).toHaveCount(0);
    await expect(dialog.getByRole('textbox', { name: 'Location' })).toHaveValue('Lisbon, Portugal');
    await expect(dialog.getByRole('textbox', { name: /story/ })).toHaveValue(description);
    await expect(dialog.getByText('#lisbon', { exact: true })).toBeVisible();

    await dialog.getByRole('button', { name: 'Share Post' }).click();
    await expect(toastWithTitle(page, 'Post Created')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    const card = page.getByTestId('post-card').filter({ hasText: description });
    await expect(card).toBeVisible();
    await expect(card.getByText('Lisbon, Portugal', { exact: true })).toBeVisible();
    await expect(card.locator('img[src^="/uploads/"]').first()).toBeVisible({ timeout: 20_000 });

    // The dialog opens fresh after a post.
    await openCreateDialog(page);
    await expect(dialog.getByRole('textbox', { name: /story/ })).toHaveValue('');
    await expect(dialog.getByLabel('Add a photo or video')).toBeAttached();
  });

  test('the /create page with a photo and a video: consent rule, uploads first, Post Created!', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const me = await createMember('Nuno', 'Pires');
    await signIn(page.context(), me);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/create');
    await expect(page.getByRole('heading', { level: 1, name: 'Create Post' })).toBeVisible();
    await expect(page.getByRole('radio', { name: /Public/ })).toBeChecked();
    await expectNoSeriousA11yViolations(page, '/create');
    await page.screenshot({ path: `${SCREENS}/create-page-empty-1280.png`, fullPage: true });

    const clip = {
      name: 'tram.mp4',
      mimeType: 'video/mp4',
      buffer: readFileSync(mp4File('tram.mp4', 600_000)),
    };
    // Files start uploading as they are added; the first upload is held to watch its progress.
    const releaseUpload = await holdRequests(page, '**/api/upload/media');
    await page.getByLabel('Add photos or videos').setInputFiles([
      {
        name: 'alfama.jpg',
        mimeType: 'image/jpeg',
        buffer: await lisbonJpeg('storm-clouds-sunset'),
      },
      clip,
    ]);
    await expect(page.getByTestId('attachment')).toHaveCount(2);
    await expect(page.getByRole('progressbar', { name: /Uploading/ })).toBeVisible();
    await page.getByRole('textbox', { name: "What's your story?" }).fill('Alfama by tram');
    await page.getByRole('button', { name: 'Rome' }).click();
    await page.getByRole('textbox', { name: 'Location' }).fill('Lisbon, Portugal');
    await page.getByRole('textbox', { name: 'Tags' }).fill('#tram #alfama');
    await page.getByRole('textbox', { name: 'Tags' }).press('Enter');
    await page.getByRole('switch', { name: 'Save to highlights' }).click();
    await page.getByRole('switch', { name: 'Photos' }).click();
    await page.getByRole('switch', { name: 'Videos' }).click();

    await page.getByRole('button', { name: 'Share Post' }).click();
    await expect(toastWithTitle(page, 'YouTube Consent Required')).toBeVisible();
    await page.getByRole('switch', { name: 'YouTube channel upload' }).click();
    await expectNoSeriousA11yViolations(page, '/create (filled)');
    await page.screenshot({ path: `${SCREENS}/create-page-filled-1280.png`, fullPage: true });

    const posted = page.waitForRequest(
      (request) => request.url().endsWith('/api/posts') && request.method() === 'POST',
    );
    // Sharing waits for the files still uploading.
    await page.getByRole('button', { name: 'Share Post' }).click();
    await expect(page.getByRole('button', { name: 'Posting...' })).toBeDisabled();
    await expect(page.getByRole('progressbar', { name: /Uploading/ })).toBeVisible();
    releaseUpload();

    const request = await posted;
    expect(request.headers()['content-type']).toMatch(/^multipart\/form-data/);
    await expect(toastWithTitle(page, 'Post Created!')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    const card = page.getByTestId('post-card').filter({ hasText: 'Alfama by tram' });
    await expect(card).toBeVisible();
    await expect(card.getByText('Lisbon, Portugal', { exact: true })).toBeVisible();

    const response = await (await request.response())!.json();
    expect(response.media).toHaveLength(2);
    expect(response.media.map((item: { type: string }) => item.type)).toEqual(['image', 'video']);
    expect(response.tags).toEqual(['tram', 'alfama']);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/create');
    await expect(page.getByRole('heading', { level: 1, name: 'Create Post' })).toBeVisible();
    await page.screenshot({ path: `${SCREENS}/create-page-empty-390.png`, fullPage: true });
  });

  test('a 60 MB video goes in 10 MB chunks with its progress bar, and a dropped chunk is resumed', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const me = await createMember('Joana', 'Reis');
    await signIn(page.context(), me);
    const video = mp4File('tagus-ferry.mp4', 60 * 1024 * 1024);

    const chunkSends: number[] = [];
    let dropped = false;
    let releaseThird: () => void = () => undefined;
    const third = new Promise<void>((resolve) => {
      releaseThird = resolve;
    });
    await page.route('**/api/upload-chunk', async (route) => {
      const head = route.request().postDataBuffer()?.subarray(0, 4000).toString('latin1') ?? '';
      const index = Number(/name="chunkIndex"\r\n\r\n(\d+)/.exec(head)?.[1] ?? -1);
      chunkSends.push(index);
      if (index === 2) await third; // the bar is seen part-way
      if (index === 4 && !dropped) {
        dropped = true;
        await route.abort('connectionreset');
        return;
      }
      await route.continue();
    });
    const statusChecks: Request[] = [];
    page.on('request', (request) => {
      if (/\/api\/upload-chunk\/[^/]+$/.test(new URL(request.url()).pathname)) {
        statusChecks.push(request);
      }
    });

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const dialog = await openCreateDialog(page);
    await dialog.getByLabel('Add a photo or video').setInputFiles(video);

    const progress = dialog.getByRole('progressbar', { name: /Uploading/ });
    await expect(progress).toBeVisible();
    await expect(dialog.getByText(/Sent in 10 MB parts that resume/)).toBeVisible();
    // Each 10 MB part crosses Playwright's interception: give a slow host time to send three.
    await expect.poll(() => chunkSends.length, { timeout: 45_000 }).toBeGreaterThanOrEqual(3);
    await expect
      .poll(async () => Number(await progress.getAttribute('aria-valuenow')))
      .toBeGreaterThanOrEqual(30);
    await shot(page, 'create-dialog-chunked-390');
    releaseThird();

    await expect(dialog.getByTestId('attachment')).toHaveAttribute('data-status', 'uploaded', {
      timeout: 60_000,
    });
    // Six chunks; only the one whose connection dropped went twice, after one status check.
    expect([...chunkSends].sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 4, 5]);
    expect(statusChecks).toHaveLength(1);

    await expect(
      dialog.getByTestId('ai-suggestions-panel').or(dialog.getByTestId('ai-failed')),
    ).toBeVisible({ timeout: 30_000 });
    await dialog.getByRole('textbox', { name: /story/ }).fill('Ferry across the Tagus');
    const posted = page.waitForResponse(
      (response) => response.url().endsWith('/api/posts') && response.request().method() === 'POST',
    );
    await dialog.getByRole('button', { name: 'Share Post' }).click();
    const post = await (await posted).json();
    expect(post.videoUrl).toMatch(/^\/uploads\/.+\.mp4$/);
    await expect(toastWithTitle(page, 'Post Created')).toBeVisible();
  });

  test('the upload and AI test pages are labelled test tools and work', async ({ page }) => {
    const me = await createMember('Teo', 'Lima');
    await signIn(page.context(), me);
    await page.setViewportSize({ width: 1280, height: 900 });

    await page.goto('/simple-upload');
    await expect(page.getByRole('heading', { level: 1, name: 'Simple upload' })).toBeVisible();
    await expect(page.getByText('Test tool.')).toBeVisible();
    await page.getByRole('button', { name: 'Create Post' }).click();
    await expect(toastWithTitle(page, 'Missing Information')).toBeVisible();
    await page.getByLabel('Choose a photo or video').setInputFiles({
      name: 'pier.jpg',
      mimeType: 'image/jpeg',
      buffer: await lisbonJpeg('lake-midnight-twilight'),
    });
    await expect(page.getByTestId('uploaded-file')).toContainText('/uploads/');
    await page.getByRole('textbox', { name: 'Post text' }).fill('Pier at midnight');
    await page.getByRole('button', { name: 'Create Post' }).click();
    await expect(toastWithTitle(page, 'Post Created')).toBeVisible();
    await expect(page.getByRole('link', { name: 'View post' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/simple-upload');
    await shot(page, 'simple-upload-1280');

    await page.goto('/clean-upload');
    await expect(page.getByRole('heading', { level: 1, name: 'Chunked upload' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/clean-upload');
    await shot(page, 'clean-upload-1280');

    await page.goto('/ai-test');
    await page.getByLabel('Choose a photo or video').setInputFiles({
      name: 'harbour.jpg',
      mimeType: 'image/jpeg',
      buffer: await lisbonJpeg(),
    });
    const result = page.getByTestId('ai-test-result');
    await expect(result).toContainText('Lisbon, Portugal', { timeout: 20_000 });
    await page.getByRole('button', { name: 'Test AI on latest video' }).click();
    await expect(page.getByLabel('Result').or(page.getByLabel('Error'))).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/ai-test');
    await page.screenshot({ path: `${SCREENS}/ai-test-1280.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SCREENS}/ai-test-390.png`, fullPage: true });
  });
});
