import { expect, test } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { expectNoSeriousA11yViolations } from './fixtures.ts';
import { createMember, createPosts, signIn } from './social.ts';

const SCREENS = '.tmp/screens';

test.describe('activity bell', () => {
  test('another member likes my post: the bell counts it, lists it and clears when opened', async ({
    page,
    context,
    browser,
  }) => {
    const maya = await createMember('Maya', 'Bell');
    const ben = await createMember('Ben', 'Liker');
    const [postId] = await createPosts(maya, [
      { content: 'Lanterns over Hoi An on the full moon night' },
    ]);
    await signIn(context, maya);
    // Likes are off by default in Notifications (spec 1 §9): Maya turns them on.
    const saved = await page.request.patch('/api/auth/user', {
      data: { notificationSettings: { likeNotifications: true } },
    });
    expect(saved.status(), await saved.text()).toBe(200);

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    const bell = page.getByTestId('activity-bell');
    await expect(bell).toHaveAccessibleName('Activity');

    // Ben, in his own browser, likes and follows through the API.
    const benContext = await browser.newContext();
    await signIn(benContext, ben);
    expect((await benContext.request.post(`/api/posts/${postId}/like`)).status()).toBe(200);
    expect((await benContext.request.post(`/api/users/${maya.id}/follow`)).status()).toBe(200);
    await benContext.close();

    // The badge shows on the next poll or page load.
    await page.reload();
    await expect(bell).toHaveAccessibleName('Activity (2 new)');
    await expect(bell.getByTestId('unread-badge')).toHaveText('2');

    await bell.click();
    const panel = page.getByRole('dialog', { name: 'Activity' });
    await expect(panel).toBeVisible();
    await expect(panel).toBeFocused();
    const like = panel.getByTestId('activity-item').filter({ hasText: 'liked your post' });
    await expect(like).toContainText('Ben Liker liked your post');
    await expect(like).toContainText('Lanterns over Hoi An');
    await expect(like).toHaveAttribute('href', `/posts/${postId}`);
    const followed = panel.getByTestId('activity-item').filter({ hasText: 'following you' });
    await expect(followed).toHaveAttribute('href', `/profile/${ben.id}`);
    // Opening marks everything read: the badge goes, and the server agrees.
    await expect(bell).toHaveAccessibleName('Activity');
    await expect
      .poll(
        async () =>
          (await (await page.request.get('/api/activity/unread-count')).json()).unreadCount,
      )
      .toBe(0);
    mkdirSync(SCREENS, { recursive: true });
    await page.screenshot({ path: `${SCREENS}/activity-1280.png` });
    await expectNoSeriousA11yViolations(page, 'activity panel');

    // Escape closes it and gives focus back to the bell.
    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);
    await expect(bell).toBeFocused();

    // Following the line opens the post.
    await bell.click();
    await panel.getByTestId('activity-item').filter({ hasText: 'liked your post' }).click();
    await expect(page).toHaveURL(new RegExp(`/posts/${postId}$`));
    await expect(page.getByText('Lanterns over Hoi An on the full moon night')).toBeVisible();

    // On a phone the panel is a full-width sheet.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await page.getByTestId('activity-bell').click();
    const sheet = page.getByRole('dialog', { name: 'Activity' });
    await expect(sheet).toBeVisible();
    const box = await sheet.boundingBox();
    expect(box?.x).toBe(0);
    expect(box?.width).toBe(390);
    await page.screenshot({ path: `${SCREENS}/activity-390.png` });
    await expectNoSeriousA11yViolations(page, 'activity sheet on a phone');
  });

  test('a new member sees the empty state', async ({ page, context }) => {
    const fresh = await createMember('Nora', 'New');
    await signIn(context, fresh);
    await page.goto('/');
    await page.getByTestId('activity-bell').click();
    await expect(page.getByRole('dialog', { name: 'Activity' })).toContainText('No activity yet');
  });
});
