import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import config from '../playwright.config.ts';
import { expectNoSeriousA11yViolations, toastWithTitle } from './fixtures.ts';
import { createMember, follow, signIn } from './social.ts';

const SCREENS = '.tmp/screens';

// The project's Chromium flags plus a fake camera and microphone that need no permission prompt.
test.use({
  launchOptions: {
    ...config.use?.launchOptions,
    args: [
      ...(config.use?.launchOptions?.args ?? []),
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      '--autoplay-policy=no-user-gesture-required',
    ],
  },
});

/** The viewer's <video> time, to see the stream really playing. */
function videoTime(page: Page) {
  return page.getByTestId('live-video').evaluate((video: HTMLVideoElement) => video.currentTime);
}

test.describe('live studio', () => {
  test('Ana goes live; Ben (a follower) finds her on home, watches, chats both ways and sees the end', async ({
    page,
    context,
    browser,
  }) => {
    test.setTimeout(120_000);
    mkdirSync(SCREENS, { recursive: true });
    const ana = await createMember('Ana', 'Broadcaster', { location: 'Lisbon, Portugal' });
    const ben = await createMember('Ben', 'Watcher');
    await follow(ben, ana);
    await signIn(context, ana);
    await page.setViewportSize({ width: 1280, height: 900 });

    // The studio: readiness, banner, AI features, the camera preview and the two sample messages.
    await page.goto('/live-studio');
    await expect(page.getByRole('heading', { name: 'Live Studio', level: 1 })).toBeVisible();
    const readiness = page.getByTestId('readiness-card');
    await expect(readiness.getByText('Connected')).toBeVisible();
    await expect(readiness.getByText('Selected')).toBeVisible();
    await expect
      .poll(() =>
        page.getByTestId('camera-preview').evaluate((video: HTMLVideoElement) => video.videoWidth),
      )
      .toBeGreaterThan(0);
    const chat = page.getByTestId('chat-list');
    await expect(chat.getByTestId('chat-entry')).toHaveCount(2);
    await expect(chat.getByText('Sample')).toHaveCount(2);
    await expectNoSeriousA11yViolations(page, '/live-studio');
    await page.screenshot({ path: `${SCREENS}/live-studio-1280.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SCREENS}/live-studio-390.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });

    // Go Live.
    const goLive = page.getByRole('button', { name: 'Go Live' });
    await expect(goLive).toBeEnabled();
    await goLive.click();
    await expect(toastWithTitle(page, 'Stream Started Successfully')).toBeVisible();
    await expect(page.getByRole('button', { name: 'End Stream' })).toBeVisible();
    await expect(page.getByTestId('live-strip')).toBeVisible();
    await expect(page.getByTestId('duration')).not.toHaveText('0:00');
    await expect(page.getByTestId('viewer-count')).toHaveText('0');

    // Ben sees Ana in 'Live now' on home and opens her stream.
    const benContext = await browser.newContext();
    await signIn(benContext, ben);
    const benPage = await benContext.newPage();
    await benPage.setViewportSize({ width: 1280, height: 900 });
    await benPage.goto('/');
    const strip = benPage.getByTestId('live-now');
    await expect(strip).toBeVisible();
    await expect(strip.getByRole('link', { name: /Ana Broadcaster/ })).toBeVisible();

    // Her profile rings her avatar in red with a LIVE badge that leads to the stream.
    await benPage.goto(`/profile/${ana.id}`);
    const avatarBadge = benPage.getByRole('link', {
      name: 'Live: watch Ana Broadcaster’s live stream',
    });
    await expect(avatarBadge).toBeVisible();
    await expect(benPage.getByTestId('live-ring')).toBeVisible();
    await expectNoSeriousA11yViolations(benPage, '/profile/:id (live)');
    await benPage.screenshot({ path: `${SCREENS}/live-profile-badge-1280.png` });
    await benPage.setViewportSize({ width: 390, height: 844 });
    await benPage.screenshot({ path: `${SCREENS}/live-profile-badge-390.png` });
    await benPage.setViewportSize({ width: 1280, height: 900 });
    await avatarBadge.click();
    await expect(benPage).toHaveURL(/\/live\/[0-9a-f-]{36}$/);
    await expect(benPage.getByRole('heading', { name: 'Live Travel Stream' })).toBeVisible();
    await expect(benPage.getByTestId('live-badge')).toBeVisible();

    // The video plays: its time advances.
    await expect.poll(() => videoTime(benPage), { timeout: 20_000 }).toBeGreaterThan(0.5);
    const first = await videoTime(benPage);
    await expect.poll(() => videoTime(benPage), { timeout: 10_000 }).toBeGreaterThan(first + 1);
    const picture = await benPage
      .getByTestId('live-video')
      .evaluate((video: HTMLVideoElement) => [video.videoWidth, video.readyState]);
    expect(picture[0]).toBeGreaterThan(0);
    expect(picture[1]).toBeGreaterThanOrEqual(2);

    // The studio counts Ben.
    await expect(page.getByTestId('viewer-count')).toHaveText('1');

    // Chat both ways.
    await benPage.getByRole('textbox', { name: 'Chat message' }).fill('Hello from Porto! 👋');
    await benPage.getByRole('textbox', { name: 'Chat message' }).press('Enter');
    await expect(chat.getByText('Hello from Porto! 👋')).toBeVisible();
    await expect(page.getByTestId('comment-count')).toHaveText('1');
    await page
      .getByRole('textbox', { name: 'Chat message' })
      .fill('Welcome Ben, look at this view!');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(
      benPage.getByTestId('chat-list').getByText('Welcome Ben, look at this view!'),
    ).toBeVisible();

    // The AI analysis ran on a frame 3 s after going live.
    await expect(page.getByTestId('ai-analysis')).toContainText('Mood', { timeout: 15_000 });
    await expect(page.getByTestId('live-stats')).toBeVisible();

    await expectNoSeriousA11yViolations(benPage, '/live/:sessionId');
    await benPage.screenshot({ path: `${SCREENS}/live-viewer-1280.png` });
    await page.screenshot({ path: `${SCREENS}/live-studio-live-1280.png`, fullPage: true });
    await benPage.setViewportSize({ width: 390, height: 844 });
    await benPage.screenshot({ path: `${SCREENS}/live-viewer-390.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SCREENS}/live-studio-live-390.png`, fullPage: true });
    await expectNoSeriousA11yViolations(page, '/live-studio (live, phone)');
    await page.setViewportSize({ width: 1280, height: 900 });

    // End: the studio says so, Ben sees Stream Ended, and the home strip empties.
    await page.getByRole('button', { name: 'End Stream' }).click();
    await expect(toastWithTitle(page, 'Stream Ended')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Go Live' })).toBeVisible();
    await expect(benPage.getByRole('heading', { name: 'Stream Ended' })).toBeVisible();
    await expect(benPage.getByRole('textbox', { name: 'Chat message' })).toBeDisabled();
    await benPage.screenshot({ path: `${SCREENS}/live-viewer-ended-390.png` });

    // A reload of the ended stream still explains it; an unknown one says it does not exist.
    await benPage.reload();
    await expect(benPage.getByRole('heading', { name: 'Stream Ended' })).toBeVisible();
    await benPage.goto('/live/00000000-0000-4000-8000-000000000000');
    await expect(benPage.getByRole('heading', { name: 'Live stream not found' })).toBeVisible();
    await benContext.close();
  });
});
