import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, toastWithTitle } from './fixtures.ts';
import { createMember, createPosts, signIn } from './social.ts';

/** The card showing this text (every card is an article labelled by its author). */
function card(page: Page, text: string): Locator {
  return page.getByTestId('post-card').filter({ hasText: text });
}

async function openMenu(target: Locator) {
  await target.getByRole('button', { name: /More options for the post/ }).click();
  return target.page().getByRole('menu');
}

test.describe('posts', () => {
  test('like and unlike a post; the state and count survive a reload', async ({
    page,
    context,
  }) => {
    const me = await createMember('Lena', 'Berg');
    const author = await createMember('Kai', 'Moana');
    const [id] = await createPosts(author, [
      { content: 'Surf at dawn in Raglan', location: 'Raglan' },
    ]);
    await signIn(context, me);

    await page.goto(`/posts/${id}`);
    const post = card(page, 'Surf at dawn in Raglan');
    const like = post.getByRole('button', { name: 'Like', exact: true });
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(post.getByText('1 like', { exact: true })).toBeAttached();

    await page.reload();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(post.getByText('1 like', { exact: true })).toBeAttached();
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await expect(post.getByText('0 likes', { exact: true })).toBeAttached();
    await page.reload();
    await expect(like).toHaveAttribute('aria-pressed', 'false');
  });

  test('comment on a post: the list opens, the input clears, the comment stays', async ({
    page,
    context,
  }) => {
    const me = await createMember('Omar', 'Haddad');
    const author = await createMember('Ines', 'Costa');
    const [id] = await createPosts(author, [{ content: 'Azulejos of Porto' }]);
    await signIn(context, me);

    await page.goto(`/posts/${id}`);
    const post = card(page, 'Azulejos of Porto');
    await expect(post.getByText('No comments yet. Start the conversation.')).toBeVisible();
    const input = post.getByRole('textbox', { name: 'Add a comment' });
    await input.fill('Which neighbourhood is this?');
    await post.getByRole('button', { name: 'Post comment' }).click();
    await expect(toastWithTitle(page, 'Comment added successfully')).toBeVisible();
    await expect(input).toHaveValue('');
    await expect(post.getByTestId('comment')).toHaveText(
      /Omar Haddad.*Which neighbourhood is this\?/,
    );
    await expect(post.getByText('1 comment', { exact: true })).toBeAttached();

    await page.reload();
    await expect(card(page, 'Azulejos of Porto').getByTestId('comment')).toContainText(
      'Which neighbourhood is this?',
    );
  });

  test('bookmark a post and find it under Saved on the profile', async ({ page, context }) => {
    const me = await createMember('Priya', 'Nair');
    const author = await createMember('Tomas', 'Novak');
    const [id] = await createPosts(author, [
      { content: 'Hidden bakery in Prague', tags: ['food'] },
    ]);
    await signIn(context, me);

    await page.goto(`/posts/${id}`);
    const save = card(page, 'Hidden bakery in Prague').getByRole('button', { name: 'Save' });
    await save.click();
    await expect(save).toHaveAttribute('aria-pressed', 'true');

    await page.goto('/profile');
    await page.getByRole('tab', { name: 'Saved' }).click();
    const saved = card(page, 'Hidden bakery in Prague');
    await expect(saved).toBeVisible();
    await expect(saved.getByRole('button', { name: 'Save' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByText("You've reached the end of your feed")).toBeVisible();
  });

  test('create a post from the header, edit it, then delete it', async ({ page, context }) => {
    const me = await createMember('Noa', 'Levi');
    await signIn(context, me);
    await page.setViewportSize({ width: 1280, height: 900 });

    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Create' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Post' });
    await expect(dialog).toBeVisible();
    const share = dialog.getByRole('button', { name: 'Share Post' });
    await expect(share).toBeDisabled();
    await dialog
      .getByRole('textbox', { name: /What's your story/ })
      .fill('Sunset sail off Santorini');
    await dialog
      .getByRole('group', { name: 'Quick destinations' })
      .getByRole('button', { name: 'Rome' })
      .click();
    await expect(dialog.getByRole('textbox', { name: 'Location' })).toHaveValue('Rome');
    await dialog.getByRole('textbox', { name: 'Location' }).fill('Santorini, Greece');
    await dialog.getByRole('button', { name: '#sunset' }).click();
    await share.click();
    await expect(toastWithTitle(page, 'Post Created')).toBeVisible();
    await expect(dialog).toBeHidden();

    const post = card(page, 'Sunset sail off Santorini');
    await expect(post).toBeVisible();
    await expect(post.getByText('Santorini, Greece')).toBeVisible();
    await expect(post.getByRole('link', { name: '#sunset' })).toHaveAttribute(
      'href',
      '/explore?tag=sunset',
    );

    await (await openMenu(post)).getByRole('menuitem', { name: 'Edit' }).click();
    const editor = post.getByRole('textbox', { name: 'Edit your post' });
    await editor.fill('Sunset sail off Santorini, with dolphins!');
    await post.getByRole('button', { name: 'Save changes' }).click();
    await expect(post.getByText('Sunset sail off Santorini, with dolphins!')).toBeVisible();
    await page.reload();
    const edited = card(page, 'with dolphins!');
    await expect(edited).toBeVisible();

    await (await openMenu(edited)).getByRole('menuitem', { name: 'Delete Post' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete Post' });
    await expect(confirm).toContainText('Are you sure you want to delete this post?');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(toastWithTitle(page, 'Post deleted successfully')).toBeVisible();
    await expect(card(page, 'with dolphins!')).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId('feed-empty')).toBeVisible();
    await expect(card(page, 'with dolphins!')).toHaveCount(0);
  });

  test("report another traveller's post once", async ({ page, context }) => {
    const me = await createMember('Sara', 'Lind');
    const author = await createMember('Viktor', 'Petrov');
    const [id] = await createPosts(author, [{ content: 'Cheap flights, click here!!!' }]);
    await signIn(context, me);

    await page.goto(`/posts/${id}`);
    const post = card(page, 'Cheap flights');
    const menu = await openMenu(post);
    await expect(menu.getByRole('menuitem', { name: 'Delete Post' })).toHaveCount(0);
    await expect(menu.getByRole('menuitem', { name: 'Edit' })).toHaveCount(0);
    await menu.getByRole('menuitem', { name: 'Report Post' }).click();
    const dialog = page.getByRole('dialog', { name: 'Report Post' });
    await dialog.getByRole('radio', { name: 'Spam or scam' }).check();
    await dialog.getByRole('button', { name: 'Report' }).click();
    await expect(toastWithTitle(page, 'Report submitted')).toBeVisible();
    await expect(dialog).toBeHidden();

    await (await openMenu(post)).getByRole('menuitem', { name: 'Report Post' }).click();
    await page
      .getByRole('dialog', { name: 'Report Post' })
      .getByRole('radio', { name: 'Something else' })
      .check();
    await page
      .getByRole('dialog', { name: 'Report Post' })
      .getByRole('button', { name: 'Report' })
      .click();
    await expect(toastWithTitle(page, 'You have already reported this post')).toBeVisible();
  });

  test('a post you cannot see is the 404 page', async ({ page, context }) => {
    const me = await createMember('Ari', 'Stone');
    const author = await createMember('Mia', 'Kohl');
    const [hidden, visible] = await createPosts(author, [
      { content: 'Only for me', privacy: 'private' },
      { content: 'For everyone' },
    ]);
    await signIn(context, me);

    await page.goto(`/posts/${hidden}`);
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByText('Only for me')).toHaveCount(0);
    await page.goto('/posts/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await page.goto(`/posts/${visible}`);
    await expect(card(page, 'For everyone')).toBeVisible();
  });

  test('copy link from the menu copies the permalink', async ({ page, context }) => {
    const me = await createMember('Jun', 'Park');
    const [id] = await createPosts(me, [{ content: 'Jeju tangerines' }]);
    await signIn(context, me);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);

    await page.goto(`/posts/${id}`);
    await (
      await openMenu(card(page, 'Jeju tangerines'))
    )
      .getByRole('menuitem', { name: 'Copy link' })
      .click();
    await expect(toastWithTitle(page, 'Link copied')).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(new URL(`/posts/${id}`, page.url()).toString());
  });

  test('on a phone, cards fit the screen and Create in the bottom bar opens the dialog', async ({
    page,
    context,
  }) => {
    const me = await createMember('Lea', 'Roux');
    const author = await createMember('Hugo', 'Blanc');
    const [id] = await createPosts(author, [
      {
        content: `Best view: https://example.com/${'a-very-long-path-without-spaces'.repeat(4)}`,
        location: 'Chamonix-Mont-Blanc, Haute-Savoie, Auvergne-Rhône-Alpes, France',
        tags: ['mountain', 'adventure', 'photography', 'nature'],
      },
    ]);
    await signIn(context, me);
    await page.setViewportSize({ width: 390, height: 844 });
    const fitsTheScreen = () =>
      page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

    await page.goto(`/posts/${id}`);
    const post = card(page, 'Best view');
    await post.getByRole('textbox', { name: 'Add a comment' }).fill('x'.repeat(120));
    await post.getByRole('button', { name: 'Post comment' }).click();
    await expect(post.getByTestId('comment')).toHaveCount(1);
    expect(await fitsTheScreen()).toBe(true);
    const box = await post.getByRole('button', { name: 'Post comment' }).boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(390);

    await page.goto('/');
    expect(await fitsTheScreen()).toBe(true);
    const create = page
      .getByRole('navigation', { name: 'Quick links' })
      .getByRole('button', { name: 'Create' });
    await create.click();
    const dialog = page.getByRole('dialog', { name: 'Create Post' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: /What's your story/ })).toBeFocused();
    await expectNoSeriousA11yViolations(page, 'create-post dialog');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(create).toBeFocused();
  });

  test('cards with photos, insights and comments have no serious accessibility issues', async ({
    page,
    context,
  }) => {
    const me = await createMember('Zoe', 'Adler');
    const author = await createMember('Raj', 'Mehta');
    const [id] = await createPosts(author, [
      {
        content: 'Backwaters by houseboat',
        location: 'Alleppey, India',
        tags: ['nature', 'culture'],
        imageUrl: '/photos/missing-photo.jpg',
      },
    ]);
    await signIn(context, me);
    await page.goto(`/posts/${id}`);
    const post = card(page, 'Backwaters by houseboat');
    await expect(post.getByText('Image temporarily unavailable')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'permalink');
  });
});
