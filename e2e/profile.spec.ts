import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { expectNoSeriousA11yViolations, toastWithTitle } from './fixtures.ts';
import { createMember, createPosts, follow, signIn } from './social.ts';

const SCREENS = '.tmp/screens';

/** The figure shown for a count label in the profile header ("Followers" → "1"). */
function count(page: Page, label: string) {
  return page.locator(`xpath=//dt[normalize-space()="${label}"]/following-sibling::dd[1]`);
}

test.describe('profile', () => {
  test('own profile: header, travel box, Posts / Saved / Liked tabs in the URL', async ({
    page,
    context,
  }) => {
    const maya = await createMember('Maya', 'Rivers', {
      location: 'Lisbon, Portugal',
      bio: 'Night trains and long walks.',
    });
    const ana = await createMember('Ana', 'Lima');
    await createPosts(maya, [{ content: 'Sunrise over the Tagus from Miradouro da Graça' }]);
    const [anaPost] = await createPosts(ana, [
      { content: 'Tea fields in Sri Lanka, misty and green' },
    ]);
    await signIn(context, maya);
    // The travel box and the private fields, written the way Settings saves them.
    const saved = await page.request.patch('/api/auth/user', {
      data: {
        travelStyle: 'backpacking',
        favoriteDestinations: ['north-america', 'asia'],
        travelInterests: ['food-and-drink'],
        phoneNumber: '+351 912 345 678',
        website: 'https://maya.example/journal',
      },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    // Maya saves and likes Ana's post through the API the post card uses.
    expect((await page.request.post(`/api/posts/${anaPost}/bookmark`)).status()).toBe(200);
    expect((await page.request.post(`/api/posts/${anaPost}/like`)).status()).toBe(200);

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/profile');
    await expect(page).toHaveTitle('Maya Rivers · Roamly');
    await expect(page.getByRole('heading', { level: 1, name: 'Maya Rivers' })).toBeVisible();
    await expect(page.getByText('Night trains and long walks.')).toBeVisible();
    await expect(page.getByText(/^Joined [A-Z][a-z]+ \d{4}$/)).toBeVisible();
    const website = page.getByRole('link', { name: /maya\.example\/journal/ });
    await expect(website).toHaveAttribute('rel', 'noopener noreferrer ugc');
    await expect(website).toHaveAttribute('target', '_blank');
    const travel = page.getByRole('region', { name: 'Travel Profile' });
    await expect(travel).toContainText('North America');
    await expect(travel).toContainText('Food and Drink');
    await expect(travel).toContainText('+351 912 345 678');
    await expect(page.getByRole('button', { name: 'Change Cover' })).toBeEnabled();
    await expect(page.getByRole('link', { name: 'Edit Profile' })).toHaveAttribute(
      'href',
      '/settings',
    );

    const tabs = page.getByRole('tab');
    await expect(tabs).toHaveText(['Posts', 'Travel Map', 'Saved', 'Liked']);
    await expect(page.getByText('Sunrise over the Tagus from Miradouro da Graça')).toBeVisible();
    await expect(page.getByText('Tea fields in Sri Lanka')).toHaveCount(0);
    mkdirSync(SCREENS, { recursive: true });
    await page.screenshot({ path: `${SCREENS}/profile-own-1280.png`, fullPage: true });
    await expectNoSeriousA11yViolations(page, 'own profile');

    await page.getByRole('tab', { name: 'Saved' }).click();
    await expect(page).toHaveURL(/\/profile\?tab=saved$/);
    await expect(page.getByText('Tea fields in Sri Lanka, misty and green')).toBeVisible();
    // Arrow keys move between the tabs.
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Liked' })).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/\/profile\?tab=liked$/);
    await expect(page.getByText('Liked posts are private and visible only to you')).toBeVisible();
    await expect(page.getByText('Tea fields in Sri Lanka, misty and green')).toBeVisible();

    // A reload opens the same tab.
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Liked' })).toHaveAttribute('aria-selected', 'true');

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Maya Rivers' })).toBeVisible();
    await expect(page.getByText('Sunrise over the Tagus from Miradouro da Graça')).toBeVisible();
    // Nothing may stick out sideways on a phone; the message names what does.
    const wide = await page.evaluate(() => {
      const limit = document.documentElement.clientWidth;
      return Array.from(document.querySelectorAll<HTMLElement>('body *'))
        .filter((node) => node.getBoundingClientRect().right > limit + 0.5)
        .slice(-8)
        .map(
          (node) =>
            `${node.tagName.toLowerCase()}.${node.className} (${Math.round(node.getBoundingClientRect().width)}px)`,
        );
    });
    expect(wide, wide.join('\n')).toEqual([]);
    await page.screenshot({ path: `${SCREENS}/profile-own-390.png`, fullPage: true });
    await expectNoSeriousA11yViolations(page, 'own profile on a phone');
  });

  test("another member's profile: only Posts, follow changes the counts, private profiles", async ({
    page,
    context,
  }) => {
    const viewer = await createMember('Viola', 'Stern');
    const ana = await createMember('Ana', 'Costa', { bio: 'Mountains first.' });
    const hidden = await createMember('Hugo', 'Private', {
      privacySettings: {
        profileVisibility: false,
        showLocation: true,
        allowMessages: true,
        showOnlineStatus: true,
      },
    });
    await createPosts(ana, [{ content: 'Ridge walk above Chamonix at first light' }]);
    await createPosts(hidden, [{ content: 'Secret cove only followers should see' }]);
    await signIn(context, viewer);

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/profile/${ana.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Ana Costa' })).toBeVisible();
    await expect(page.getByRole('tab')).toHaveText(['Posts', 'Travel Map']);
    await expect(page.getByText('Ridge walk above Chamonix at first light')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Edit Profile' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Message', exact: true })).toHaveAttribute(
      'href',
      `/messages?user=${ana.id}`,
    );
    // ?tab=saved is not offered on someone else's profile: Posts stays selected.
    await page.goto(`/profile/${ana.id}?tab=saved`);
    await expect(page.getByRole('tab', { name: 'Posts' })).toHaveAttribute('aria-selected', 'true');

    await expect(count(page, 'Followers')).toHaveText('0');
    await page.getByRole('button', { name: 'Follow Ana Costa' }).click();
    await expect(page.getByRole('button', { name: 'Unfollow Ana Costa' })).toBeVisible();
    await expect(count(page, 'Followers')).toHaveText('1');
    await expect(toastWithTitle(page, 'Follow status updated')).toBeVisible();
    // The server agrees, and a reload shows the same.
    await page.reload();
    await expect(count(page, 'Followers')).toHaveText('1');
    await expect(page.getByRole('button', { name: 'Unfollow Ana Costa' })).toBeVisible();
    await page.screenshot({ path: `${SCREENS}/profile-other-1280.png`, fullPage: true });
    await expectNoSeriousA11yViolations(page, "another member's profile");

    await page.goto('/profile');
    await expect(count(page, 'Following')).toHaveText('1');
    await page.goto(`/profile/${ana.id}`);
    await page.getByRole('button', { name: 'Unfollow Ana Costa' }).click();
    await expect(count(page, 'Followers')).toHaveText('0');

    // A private profile: no tabs, no posts, a Follow button.
    await page.goto(`/profile/${hidden.id}`);
    await expect(page.getByRole('heading', { name: 'This profile is private' })).toBeVisible();
    await expect(page.getByRole('tab')).toHaveCount(0);
    await expect(page.getByText('Secret cove only followers should see')).toHaveCount(0);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SCREENS}/profile-private-390.png`, fullPage: true });
    await expectNoSeriousA11yViolations(page, 'private profile');

    // Once followed, the private profile opens.
    await follow(viewer, hidden);
    await page.reload();
    await expect(page.getByText('Secret cove only followers should see')).toBeVisible();

    // Unknown member.
    await page.goto('/profile/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { name: 'User Not Found' })).toBeVisible();
    await expect(
      page.getByText(
        "The user you're looking for doesn't exist or there was an error loading the profile.",
      ),
    ).toBeVisible();
  });

  test('blocking hides the member’s posts; Settings lists and unblocks them', async ({
    page,
    context,
  }) => {
    const viewer = await createMember('Bea', 'Blocker');
    const noisy = await createMember('Nico', 'Noisy');
    await follow(viewer, noisy);
    await createPosts(noisy, [{ content: 'Forty photos of the same sunset in Oia' }]);
    await signIn(context, viewer);

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    await expect(page.getByText('Forty photos of the same sunset in Oia')).toBeVisible();

    await page.goto(`/profile/${noisy.id}`);
    await page.getByRole('button', { name: 'More options for Nico Noisy' }).click();
    await page.getByRole('menuitem', { name: 'Block Nico Noisy' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Block Nico Noisy?' });
    await expect(dialog).toContainText('both follows are removed');
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.screenshot({ path: `${SCREENS}/profile-block-dialog-1280.png` });
    await dialog.getByRole('button', { name: 'Block' }).click();
    await expect(page.getByRole('heading', { name: 'You blocked Nico Noisy' })).toBeVisible();
    await expect(toastWithTitle(page, 'Nico Noisy blocked')).toBeVisible();
    await expect(page.getByText('Forty photos of the same sunset in Oia')).toHaveCount(0);

    // Gone from the home feed and from explore, and the follow ended.
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Discover Your Next Adventure' })).toBeVisible();
    await expect(page.getByText('Forty photos of the same sunset in Oia')).toHaveCount(0);
    await page.goto('/explore');
    await expect(page.getByRole('heading', { name: 'Explore the World' })).toBeVisible();
    await expect(page.getByText('Forty photos of the same sunset in Oia')).toHaveCount(0);
    const me = await (await page.request.get('/api/auth/user')).json();
    expect(me.followingCount).toBe(0);

    // Settings → Privacy lists the block and undoes it.
    await page.goto('/settings?tab=privacy');
    const card = page.getByRole('region', { name: 'Blocked accounts' });
    await expect(card.getByRole('link', { name: 'Nico Noisy' })).toBeVisible();
    await page.screenshot({ path: `${SCREENS}/settings-privacy-1280.png`, fullPage: true });
    await expectNoSeriousA11yViolations(page, 'settings privacy tab with a blocked member');
    await card.getByRole('button', { name: 'Unblock Nico Noisy' }).click();
    await expect(card.getByText("You haven't blocked anyone.", { exact: false })).toBeVisible();
    await page.goto(`/profile/${noisy.id}`);
    await expect(page.getByText('Forty photos of the same sunset in Oia')).toBeVisible();
  });
});
