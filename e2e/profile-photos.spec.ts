import { expect, test, type Page } from '@playwright/test';
import { existsSync, mkdirSync } from 'node:fs';
import sharp from 'sharp';
import { expectNoSeriousA11yViolations, toastWithTitle } from './fixtures.ts';
import { createMember, signIn } from './social.ts';

/**
 * Profile photo and Change Cover (issue 7 §4; spec 1 §2, §5, §8): real JPEGs made with sharp from
 * the committed photos, uploaded through POST /api/upload/image, saved with PATCH /api/auth/user,
 * and still there after a reload.
 */

const SCREENS = '/tmp/roamly-screens';

/** A real JPEG (a committed photo re-encoded by sharp), about 100-300 KB. */
/** The widest committed rendition of a photo (1600 px for full-bleed photos, 960 for tiles). */
function photoFile(photo: string): string {
  const wide = `public/photos/${photo}-1600.webp`;
  return existsSync(wide) ? wide : `public/photos/${photo}-960.webp`;
}

async function jpegOf(photo: string, width: number, height?: number): Promise<Buffer> {
  return sharp(photoFile(photo))
    .resize({ width, height, fit: 'cover' })
    .jpeg({ quality: 82 })
    .toBuffer();
}

async function choose(page: Page, buttonName: string, file: { name: string; buffer: Buffer }) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: buttonName }).first().click();
  await (await chooser).setFiles({ name: file.name, mimeType: 'image/jpeg', buffer: file.buffer });
}

/** The picture really decoded (not a broken image behind the right src). */
async function expectLoaded(page: Page, testId: string) {
  await expect
    .poll(() => page.getByTestId(testId).evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
}

test.describe('profile photos', () => {
  test('changes the cover photo with progress, and the new cover stays after a reload', async ({
    page,
  }) => {
    const maya = await createMember('Maya', 'Rivers', { bio: 'Night trains and long walks.' });
    await signIn(page.context(), maya);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Maya Rivers' })).toBeVisible();
    await expect(page.getByTestId('profile-cover-fallback')).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/profile (own)');
    mkdirSync(SCREENS, { recursive: true });

    // Hold the upload a moment so the 'Uploading...' state can be seen (and photographed).
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/upload/image', async (route) => {
      await held;
      await route.continue();
    });
    const cover = await jpegOf('lake-boats-sunset', 1600, 600);
    await choose(page, 'Change Cover', { name: 'lake-boats.jpg', buffer: cover });
    const progress = page.getByTestId('cover-upload-progress');
    await expect(progress).toContainText('Uploading...');
    await expect(progress.getByRole('progressbar')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Change Cover' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expectNoSeriousA11yViolations(page, '/profile (cover uploading)');
    await page.screenshot({ path: `${SCREENS}/profile-cover-uploading-1280.png` });
    release();

    await expect(toastWithTitle(page, 'Success! Your cover photo has been updated.')).toBeVisible();
    await expect(progress).toHaveCount(0);
    const image = page.getByTestId('profile-cover-image');
    await expect(image).toHaveAttribute('src', /^\/uploads\/.+\.(jpe?g|webp)$/);
    const saved = await image.getAttribute('src');
    await expectLoaded(page, 'profile-cover-image');
    await page.screenshot({ path: `${SCREENS}/profile-cover-done-1280.png` });

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Maya Rivers' })).toBeVisible();
    await expect(page.getByTestId('profile-cover-image')).toHaveAttribute('src', saved!);
    await expectLoaded(page, 'profile-cover-image');
    await expect(page.getByTestId('profile-cover-fallback')).toHaveCount(0);

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole('button', { name: 'Change Cover' })).toBeVisible();
    await page.screenshot({ path: `${SCREENS}/profile-cover-390.png` });
    await expectNoSeriousA11yViolations(page, '/profile (own, 390 px)');
  });

  test('changes the profile photo with the keyboard, and it stays after a reload', async ({
    page,
  }) => {
    const ana = await createMember('Ana', 'Lima');
    await signIn(page.context(), ana);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Ana Lima' })).toBeVisible();

    const face = await jpegOf('machu-picchu', 600, 600);
    const button = page.getByRole('button', { name: 'Change profile photo' });
    await button.focus();
    const chooser = page.waitForEvent('filechooser');
    await page.keyboard.press('Enter');
    await (await chooser).setFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: face });
    await expect(
      toastWithTitle(page, 'Success! Your profile photo has been updated.'),
    ).toBeVisible();
    // Focus stays where the member was.
    await expect(button).toBeFocused();
    await expect(page.getByTestId('profile-avatar-image')).toHaveAttribute('src', /^\/uploads\//);
    await expectLoaded(page, 'profile-avatar-image');
    await page.screenshot({ path: `${SCREENS}/profile-photo-390.png` });

    await page.reload();
    await expect(page.getByTestId('profile-avatar-image')).toHaveAttribute('src', /^\/uploads\//);
    await expectLoaded(page, 'profile-avatar-image');
  });

  test('refuses a photo of 10MB or more and a file that is not an image before uploading', async ({
    page,
  }) => {
    const kenji = await createMember('Kenji', 'Sato');
    await signIn(page.context(), kenji);
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Kenji Sato' })).toBeVisible();
    const uploads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/upload')) uploads.push(request.url());
    });

    await choose(page, 'Change Cover', {
      name: 'huge.jpg',
      buffer: Buffer.alloc(10 * 1024 * 1024 + 1, 0xff),
    });
    await expect(page.locator('li.toast-root')).toContainText(
      'Please choose a photo smaller than 10MB.',
    );

    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Change profile photo' }).click();
    await (
      await chooser
    ).setFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect(page.locator('li.toast-root')).toContainText(
      'Please choose a valid image file (JPG, PNG, GIF).',
    );
    expect(uploads).toEqual([]);
    await expect(page.getByTestId('profile-cover-fallback')).toBeVisible();
  });

  test('changes both pictures from Settings → Profile, whose hint says 10MB', async ({ page }) => {
    const lea = await createMember('Lea', 'Martin');
    await signIn(page.context(), lea);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/settings');
    const card = page.getByRole('region', { name: 'Profile photos' });
    await expect(card).toContainText('JPG, PNG or GIF. Max size 10MB.');
    await expect(card).not.toContainText('2MB');

    await choose(page, 'Change photo', {
      name: 'lea.jpg',
      buffer: await jpegOf('lake-midnight-twilight', 500, 500),
    });
    await expect(
      toastWithTitle(page, 'Success! Your profile photo has been updated.'),
    ).toBeVisible();
    await choose(page, 'Change Cover', {
      name: 'cover.jpg',
      buffer: await jpegOf('mont-saint-michel', 1400, 500),
    });
    await expect(toastWithTitle(page, 'Success! Your cover photo has been updated.')).toBeVisible();
    await expect(card.getByTestId('settings-cover-image')).toHaveAttribute('src', /^\/uploads\//);
    await expect(card.getByTestId('settings-avatar-image')).toHaveAttribute('src', /^\/uploads\//);
    await expectNoSeriousA11yViolations(page, '/settings (photos)');
    await card.screenshot({ path: `${SCREENS}/settings-photos-1280.png` });

    // The profile shows what Settings saved.
    await page.goto('/profile');
    await expect(page.getByTestId('profile-cover-image')).toHaveAttribute('src', /^\/uploads\//);
    await expect(page.getByTestId('profile-avatar-image')).toHaveAttribute('src', /^\/uploads\//);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/settings');
    await expect(card.getByTestId('settings-cover-image')).toBeVisible();
    await card.screenshot({ path: `${SCREENS}/settings-photos-390.png` });
  });
});
