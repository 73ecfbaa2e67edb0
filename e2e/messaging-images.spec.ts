import { expect, test, type Locator, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import sharp from 'sharp';
import { expectNoSeriousA11yViolations, toastWithTitle } from './fixtures.ts';
import { createMember, signIn } from './social.ts';

/**
 * Photos in messages (issue 8 §1 "Images in messages"): Rita (A) attaches a real JPEG (GPS in its EXIF,
 * as a phone writes it) on /messages-simple, watches it upload, and sends it with a caption; Tiago (B)
 * sees it arrive live on /messages, with the metadata stripped, and answers with a photo alone.
 */

const SCREENS = '/tmp/roamly-screens';

/** A committed photo as a JPEG carrying a GPS position. */
async function phoneJpeg(photo: string, width = 1400): Promise<Buffer> {
  const jpeg = await sharp(`public/photos/${photo}-1600.webp`)
    .resize({ width })
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

async function attach(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Attach a photo' }).click();
  await (await chooser).setFiles(file);
}

/** The picture really decoded (not a broken image behind the right src). */
async function expectDecoded(image: Locator) {
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth), {
      timeout: 15_000,
    })
    .toBeGreaterThan(0);
}

test.describe('photos in messages', () => {
  test('A sends a photo with a caption; B sees it live and answers with a photo alone', async ({
    page,
    context,
    browser,
  }) => {
    test.setTimeout(120_000);
    mkdirSync(SCREENS, { recursive: true });
    const ana = await createMember('Rita', 'Shutter');
    const ben = await createMember('Tiago', 'Lens');
    await signIn(context, ana);
    const started = await context.request.post('/api/conversations', {
      data: { participantId: ben.id },
    });
    expect(started.status(), await started.text()).toBe(200);
    const { id } = (await started.json()) as { id: string };
    const sent = await context.request.post(`/api/conversations/${id}/messages`, {
      data: { content: 'Boarding the ferry to Cacilhas now!' },
    });
    expect(sent.status()).toBe(201);

    // Tiago has the conversation open on the classic screen.
    const benContext = await browser.newContext();
    await signIn(benContext, ben);
    const benPage = await benContext.newPage();
    await benPage.setViewportSize({ width: 1280, height: 860 });
    await benPage.goto(`/messages?conversation=${id}`);
    await expect(
      benPage.getByTestId('thread').getByText('Boarding the ferry to Cacilhas now!'),
    ).toBeVisible();

    // Rita, on the newer screen: the chooser offers photos only; anything else is refused.
    await page.setViewportSize({ width: 1280, height: 860 });
    await page.goto(`/messages-simple?conversation=${id}`);
    await expect(page.getByTestId('connection-status')).toHaveText('Connected');
    await attach(page, {
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not a photo'),
    });
    await expect(toastWithTitle(page, 'Invalid file type')).toBeVisible();
    await expect(page.getByTestId('message-attachment')).toHaveCount(0);
    await page.getByRole('button', { name: 'Close notification' }).click();
    await expect(toastWithTitle(page, 'Invalid file type')).toHaveCount(0);

    // The upload is held a moment so its progress can be seen (and photographed).
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/upload/media', async (route) => {
      await held;
      await route.continue();
    });
    await attach(page, {
      name: 'ferry-sunset.jpg',
      mimeType: 'image/jpeg',
      buffer: await phoneJpeg('lake-boats-sunset'),
    });
    const tray = page.getByTestId('message-attachment');
    await expect(tray).toContainText('Uploading photo…');
    await expect(
      tray.getByRole('progressbar', { name: 'Uploading ferry-sunset.jpg' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send message' })).toBeDisabled();
    await page.screenshot({ path: `${SCREENS}/messages-photo-uploading-1280.png` });
    release();
    await expect(tray).toHaveAttribute('data-phase', 'ready', { timeout: 20_000 });
    await expect(tray).toContainText('Photo ready to send');
    await expectDecoded(tray.getByRole('img', { name: 'Photo to send: ferry-sunset.jpg' }));
    const box = page.getByRole('textbox', { name: 'Message' });
    await box.fill('Sunset from the ferry ⛴️');
    await page.screenshot({ path: `${SCREENS}/messages-photo-ready-1280.png` });
    await expectNoSeriousA11yViolations(page, '/messages-simple with a photo attached');
    await box.press('Enter');
    await expect(tray).toHaveCount(0);
    await expect(box).toHaveValue('');

    // Rita's bubble: the photo and caption; Tiago reads it at once, so the ticks reach read.
    const mine = page.locator('[data-testid="message"][data-mine="true"]').last();
    await expect(mine).toContainText('Sunset from the ferry ⛴️');
    await expectDecoded(mine.getByRole('img', { name: 'Photo you sent' }));
    await expect(mine.getByTestId('message-status')).toHaveAttribute('data-status', 'read');

    // Tiago: the photo arrived without a reload, served as the processed JPEG without its EXIF.
    const benThread = benPage.getByTestId('thread');
    await expect(benThread.getByText('Sunset from the ferry ⛴️')).toBeVisible();
    const received = benThread.getByRole('img', { name: 'Photo from Rita Shutter' });
    await expectDecoded(received);
    const src = await received.getAttribute('src');
    expect(src).toMatch(/^\/uploads\/media\/[0-9a-f-]+-display\.jpg$/);
    const served = await benContext.request.get(src!);
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toBe('image/jpeg');
    const metadata = await sharp(await served.body()).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(metadata.width).toBeLessThanOrEqual(1600);
    await benPage.screenshot({ path: `${SCREENS}/messages-photo-received-1280.png` });
    await expectNoSeriousA11yViolations(benPage, '/messages with a photo in the thread');

    // Tiago answers with a photo and no text from /messages (sent over HTTP).
    await attach(benPage, {
      name: 'picos-trail.jpg',
      mimeType: 'image/jpeg',
      buffer: await phoneJpeg('picos-de-europa-trail', 900),
    });
    const benTray = benPage.getByTestId('message-attachment');
    await expect(benTray).toHaveAttribute('data-phase', 'ready', { timeout: 20_000 });
    await benPage.getByRole('button', { name: 'Send message' }).click();
    await expect(benTray).toHaveCount(0);
    await expectDecoded(
      benPage
        .locator('[data-testid="message"][data-mine="true"]')
        .last()
        .getByRole('img', { name: 'Photo you sent' }),
    );
    await expectDecoded(
      page.getByTestId('thread').getByRole('img', { name: 'Photo from Tiago Lens' }),
    );
    // The conversation list says 'Photo' for a photo without text.
    await expect(page.getByTestId('conversation').filter({ hasText: 'Tiago Lens' })).toContainText(
      'Photo',
    );
    await page.screenshot({ path: `${SCREENS}/messages-simple-photos-1280.png` });

    // Phones: the thread full screen with both photos, and the tray at 390 px.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole('button', { name: 'Back to conversations' })).toBeVisible();
    await page.screenshot({ path: `${SCREENS}/messages-simple-photos-390.png` });
    await benPage.setViewportSize({ width: 390, height: 844 });
    await attach(benPage, {
      name: 'harbour-at-night.jpg',
      mimeType: 'image/jpeg',
      buffer: await phoneJpeg('lake-boats-sunset', 800),
    });
    await expect(benTray).toHaveAttribute('data-phase', 'ready', { timeout: 20_000 });
    await benPage.screenshot({ path: `${SCREENS}/messages-photo-ready-390.png` });
    await expectNoSeriousA11yViolations(benPage, '/messages at 390 px with a photo attached');
    await benPage.getByRole('button', { name: 'Remove photo' }).click();
    await expect(benTray).toHaveCount(0);
    await benContext.close();
  });
});
