import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getToasts } from '../../app/toasts/toast-store.ts';
import { renderApp } from '../../test/app-harness.tsx';
import { FeedList } from './feed-list.tsx';
import { PostCard } from './post-card.tsx';
import { DELETE_CONFIRMATION } from './delete-post-dialog.tsx';
import { comment, deferred, ownPost, post, routeFetch, VIEWER } from './test-posts.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function lastToast() {
  return getToasts()[0];
}

async function openMenu(by = /More options for the post/) {
  await userEvent.click(screen.getByRole('button', { name: by }));
  return within(await screen.findByRole('menu'));
}

describe('PostCard', () => {
  it('shows the author, time, location, content, tags and insights with links', () => {
    const item = post({
      travelInsights: ['Go before 6am to beat the crowds'],
      user: {
        id: 'u-1',
        firstName: 'Ana',
        lastName: 'Lima',
        profileImageUrl: null,
        isPremium: true,
      },
    });
    renderApp(<PostCard post={item} />, { user: VIEWER });
    const card = within(screen.getByTestId('post-card'));
    expect(card.getByRole('link', { name: 'Ana Lima' })).toHaveAttribute('href', '/profile/u-1');
    expect(card.getByRole('link', { name: '2 hours ago' })).toHaveAttribute(
      'href',
      `/posts/${item.id}`,
    );
    expect(card.getByText('Ubud, Bali')).toBeVisible();
    expect(card.getByText(item.content)).toBeVisible();
    expect(card.getByRole('link', { name: '#sunrise' })).toHaveAttribute(
      'href',
      '/explore?tag=sunrise',
    );
    expect(card.getByRole('region', { name: 'Travel insights' })).toHaveTextContent(
      'Go before 6am to beat the crowds',
    );
    expect(card.getByRole('img', { name: 'Premium member' })).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Like' })).toHaveAttribute('aria-pressed', 'false');
    expect(card.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-pressed', 'false');
    expect(card.getByRole('button', { name: 'Comments' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(card.getByText('4 likes')).toBeInTheDocument();
  });

  it('likes at once, keeps the server count, and rolls back with the toast when it fails', async () => {
    const first = deferred<{ status: number; body: unknown }>();
    let call = 0;
    routeFetch(({ url }) => {
      if (url.pathname.endsWith('/like')) {
        call += 1;
        return call === 1 ? first.promise : { status: 500, body: { message: 'boom' } };
      }
      return { status: 200, body: { items: [item], nextCursor: null } };
    });
    const item = post({ likesCount: 4 });
    renderApp(<FeedList type="home" />, { user: VIEWER });
    const like = await screen.findByRole('button', { name: 'Like' });

    await userEvent.click(like);
    expect(like).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('5 likes')).toBeInTheDocument();
    first.resolve({ status: 200, body: { isLiked: true, likesCount: 9 } });
    await waitFor(() => expect(screen.getByText('9 likes')).toBeInTheDocument());

    await userEvent.click(like);
    await waitFor(() => expect(lastToast()?.title).toBe('Failed to update like status'));
    expect(like).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('9 likes')).toBeInTheDocument();
  });

  it('rolls a failed bookmark back with its toast', async () => {
    const item = post();
    routeFetch(({ url }) =>
      url.pathname.endsWith('/bookmark')
        ? { status: 503, body: { message: 'down' } }
        : { status: 200, body: { items: [item], nextCursor: null } },
    );
    renderApp(<FeedList type="explore" />, { user: VIEWER });
    const save = await screen.findByRole('button', { name: 'Save' });
    await userEvent.click(save);
    await waitFor(() => expect(lastToast()?.title).toBe('Failed to update bookmark status'));
    expect(save).toHaveAttribute('aria-pressed', 'false');
  });

  it('posting a comment opens the list, clears the input and counts it', async () => {
    const item = post({ commentsCount: 1 });
    const existing = comment(item.id, { content: 'Stunning light!' });
    const created = comment(item.id, {
      content: 'Which month was this?',
      user: { ...VIEWER, profileImageUrl: null, isPremium: false },
      canDelete: true,
    });
    let posted = false;
    const fetch = routeFetch(({ method, url }) => {
      if (url.pathname.endsWith('/comments') && method === 'POST') {
        posted = true;
        return { status: 201, body: created };
      }
      if (url.pathname.endsWith('/comments'))
        return {
          status: 200,
          body: { items: posted ? [existing, created] : [existing], nextCursor: null },
        };
      return { status: 200, body: { items: [item], nextCursor: null } };
    });
    renderApp(<FeedList type="home" />, { user: VIEWER });
    const input = await screen.findByRole('textbox', { name: 'Add a comment' });
    expect(screen.queryByTestId('comments-list')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Post comment' })).toBeDisabled();

    await userEvent.type(input, '  Which month was this?  ');
    await userEvent.click(screen.getByRole('button', { name: 'Post comment' }));

    expect(await screen.findByText('Which month was this?')).toBeVisible();
    expect(screen.getByText('Stunning light!')).toBeVisible();
    expect(input).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Comments' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByText('2 comments')).toBeInTheDocument();
    expect(lastToast()?.title).toBe('Comment added successfully');
    const request = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(request?.[1]?.body))).toEqual({ content: 'Which month was this?' });
  });

  it("keeps the text and says 'Failed to add comment' when posting fails", async () => {
    const item = post();
    routeFetch(({ method }) =>
      method === 'POST'
        ? { status: 403, body: { message: 'Comments are turned off for this post' } }
        : { status: 200, body: { items: [], nextCursor: null } },
    );
    renderApp(<PostCard post={item} />, { user: VIEWER });
    const input = screen.getByRole('textbox', { name: 'Add a comment' });
    await userEvent.type(input, 'Hello');
    await userEvent.click(screen.getByRole('button', { name: 'Post comment' }));
    await waitFor(() => expect(lastToast()?.title).toBe('Failed to add comment'));
    expect(lastToast()?.description).toBe('Comments are turned off for this post');
    expect(input).toHaveValue('Hello');
  });

  it('deletes a comment the viewer may delete', async () => {
    const item = ownPost({ commentsCount: 1 });
    const own = comment(item.id, { content: 'Rude remark', canDelete: true });
    routeFetch(({ method }) =>
      method === 'DELETE'
        ? { status: 200, body: { ok: true } }
        : { status: 200, body: { items: [own], nextCursor: null } },
    );
    renderApp(<PostCard post={item} permalink />, { user: VIEWER });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Delete comment by Kenji Sato' }),
    );
    await waitFor(() => expect(screen.queryByText('Rude remark')).not.toBeInTheDocument());
    expect(lastToast()?.title).toBe('Comment deleted');
  });

  it("offers Report on other members' comments, not on the viewer's own", async () => {
    const item = post({ commentsCount: 2 });
    const theirs = comment(item.id, { content: 'Rude remark' });
    const mine = comment(item.id, {
      content: 'My own note',
      user: {
        ...theirs.user,
        id: VIEWER.id,
        firstName: VIEWER.firstName,
        lastName: VIEWER.lastName,
      },
      canDelete: true,
    });
    const fetch = routeFetch(({ method }) =>
      method === 'POST'
        ? { status: 201, body: { ok: true } }
        : { status: 200, body: { items: [theirs, mine], nextCursor: null } },
    );
    renderApp(<PostCard post={item} permalink />, { user: VIEWER });
    const report = await screen.findByRole('button', { name: 'Report comment by Kenji Sato' });
    expect(screen.getAllByRole('button', { name: /^Report comment by/ })).toHaveLength(1);
    await userEvent.click(report);
    const dialog = await screen.findByRole('dialog', { name: 'Report Comment' });
    await userEvent.click(within(dialog).getByLabelText('Harassment or bullying'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Report' }));
    await waitFor(() => expect(lastToast()?.title).toBe('Report submitted'));
    expect(
      fetch.mock.calls.some(
        ([url]) => String(url) === `/api/posts/${item.id}/comments/${theirs.id}/report`,
      ),
    ).toBe(true);
  });

  it('offers the author Edit, Delete Post and Copy link; others Report Post and Copy link', async () => {
    const { unmount } = renderApp(<PostCard post={ownPost()} />, { user: VIEWER });
    let menu = await openMenu();
    expect(menu.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Edit',
      'Delete Post',
      'Copy link',
    ]);
    unmount();
    renderApp(<PostCard post={post()} />, { user: VIEWER });
    menu = await openMenu();
    expect(menu.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Report Post',
      'Copy link',
    ]);
  });

  it('asks the spec question before deleting, then removes the post from the feed', async () => {
    const mine = ownPost({ content: 'My Lisbon trams' });
    const fetch = routeFetch(({ method }) =>
      method === 'DELETE'
        ? { status: 200, body: { ok: true } }
        : { status: 200, body: { items: [mine, post()], nextCursor: null } },
    );
    renderApp(<FeedList type="home" />, { user: VIEWER });
    await screen.findByText('My Lisbon trams');
    const menu = await openMenu(/by Maya Rivers/);
    await userEvent.click(menu.getByRole('menuitem', { name: 'Delete Post' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Post' });
    expect(dialog).toHaveAccessibleDescription(DELETE_CONFIRMATION);
    expect(DELETE_CONFIRMATION).toBe('Are you sure you want to delete this post?');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);

    await userEvent.click(
      (await openMenu(/by Maya Rivers/)).getByRole('menuitem', { name: 'Delete Post' }),
    );
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(screen.queryByText('My Lisbon trams')).not.toBeInTheDocument());
    expect(screen.getAllByTestId('post-card')).toHaveLength(1);
    expect(lastToast()?.title).toBe('Post deleted successfully');
  });

  it("says 'Failed to delete post' and keeps the post when the server refuses", async () => {
    const mine = ownPost({ content: 'Still here' });
    routeFetch(() => ({ status: 500, body: { message: 'nope' } }));
    renderApp(<PostCard post={mine} />, { user: VIEWER });
    await userEvent.click((await openMenu()).getByRole('menuitem', { name: 'Delete Post' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(lastToast()?.title).toBe('Failed to delete post'));
    expect(screen.getByText('Still here')).toBeVisible();
  });

  it('edits the content inline with save and cancel', async () => {
    const mine = ownPost({ content: 'Old words' });
    const fetch = routeFetch(({ method, body }) =>
      method === 'PATCH'
        ? { status: 200, body: { ...mine, content: (body as { content: string }).content } }
        : { status: 200, body: { items: [mine], nextCursor: null } },
    );
    renderApp(<FeedList type="home" />, { user: VIEWER });
    await screen.findByText('Old words');
    await userEvent.click((await openMenu()).getByRole('menuitem', { name: 'Edit' }));
    const field = await screen.findByRole('textbox', { name: 'Edit your post' });
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled();
    await userEvent.clear(field);
    await userEvent.type(field, 'New words');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('New words')).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'Edit your post' })).not.toBeInTheDocument();
    const patch = fetch.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({ content: 'New words' });
  });

  it('reports with a reason, and says when the post was already reported', async () => {
    let calls = 0;
    const fetch = routeFetch(() => {
      calls += 1;
      return calls === 1
        ? { status: 201, body: { ok: true } }
        : { status: 409, body: { message: 'You have already reported this post' } };
    });
    renderApp(<PostCard post={post()} />, { user: VIEWER });
    await userEvent.click((await openMenu()).getByRole('menuitem', { name: 'Report Post' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report Post' });
    const submit = within(dialog).getByRole('button', { name: 'Report' });
    expect(submit).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Spam or scam' }));
    await userEvent.click(submit);
    await waitFor(() => expect(lastToast()?.title).toBe('Report submitted'));
    expect(JSON.parse(String(fetch.mock.calls[0]![1]?.body))).toEqual({ reason: 'spam' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click((await openMenu()).getByRole('menuitem', { name: 'Report Post' }));
    const again = await screen.findByRole('dialog', { name: 'Report Post' });
    await userEvent.click(within(again).getByRole('radio', { name: 'Hate speech' }));
    await userEvent.click(within(again).getByRole('button', { name: 'Report' }));
    await waitFor(() => expect(lastToast()?.title).toBe('You have already reported this post'));
  });

  it('copies the permalink from the menu', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    const item = post();
    renderApp(<PostCard post={item} />, { user: VIEWER });
    await userEvent.click((await openMenu()).getByRole('menuitem', { name: 'Copy link' }));
    await waitFor(() =>
      expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/posts/${item.id}`),
    );
    expect(lastToast()?.title).toBe('Link copied');
  });

  it("shows 'Image temporarily unavailable' when the photo fails", () => {
    renderApp(<PostCard post={post({ imageUrl: '/uploads/missing.jpg' })} />, { user: VIEWER });
    const image = screen.getByRole('img', { name: 'Photo from Ubud, Bali' });
    fireEvent.error(image);
    expect(screen.getByRole('img', { name: 'Image temporarily unavailable' })).toBeVisible();
    expect(screen.getByText('Image temporarily unavailable')).toBeInTheDocument();
  });

  it('plays videos inline with native controls, loading only metadata', () => {
    renderApp(<PostCard post={post({ videoUrl: '/uploads/clip.mp4' })} />, { user: VIEWER });
    const video = screen.getByLabelText('Video from Ubud, Bali');
    expect(video.tagName).toBe('VIDEO');
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveAttribute('preload', 'metadata');
    expect(video).toHaveAttribute('playsinline');
  });

  it('shows up to 3 AI thumbnails with a placeholder icon for a failed one', () => {
    renderApp(<PostCard post={post({ aiThumbnails: ['a.jpg', 'b.jpg', 'c.jpg', 'd.jpg'] })} />, {
      user: VIEWER,
    });
    const thumbs = within(screen.getByRole('list', { name: 'AI thumbnails' }));
    const images = thumbs.getAllByRole('img');
    expect(images.map((image) => image.getAttribute('src'))).toEqual([
      '/uploads/a.jpg',
      '/uploads/b.jpg',
      '/uploads/c.jpg',
    ]);
    fireEvent.error(images[1]!);
    expect(thumbs.getByTestId('thumbnail-placeholder')).toHaveAccessibleName(
      'Thumbnail 2 unavailable',
    );
  });

  it('lets anyone copy an AI caption and only the author use it', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    const { unmount } = renderApp(<PostCard post={post({ aiCaptions: ['Golden hour'] })} />, {
      user: VIEWER,
    });
    expect(screen.queryByRole('button', { name: /Use Caption/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Copy caption 1' }));
    expect(writeText).toHaveBeenCalledWith('Golden hour');
    await waitFor(() => expect(lastToast()?.title).toBe('Caption copied'));
    unmount();

    const mine = ownPost({ aiCaptions: ['Golden hour over Ubud'] });
    const fetch = routeFetch(() => ({
      status: 200,
      body: { ...mine, content: 'Golden hour over Ubud' },
    }));
    renderApp(<PostCard post={mine} />, { user: VIEWER });
    await userEvent.click(screen.getByRole('button', { name: 'Use Caption 1' }));
    await waitFor(() => expect(lastToast()?.title).toBe('Caption Updated'));
    expect(JSON.parse(String(fetch.mock.calls[0]![1]?.body))).toEqual({
      content: 'Golden hour over Ubud',
    });
  });
});
