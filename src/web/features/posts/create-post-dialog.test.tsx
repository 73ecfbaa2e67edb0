import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getToasts } from '../../app/toasts/toast-store.ts';
import { renderApp } from '../../test/app-harness.tsx';
import { CreatePostButton, CreatePostHost } from './create-post-button.tsx';
import { QUICK_TAGS } from './create-post-dialog.tsx';
import { FeedList } from './feed-list.tsx';
import { closeCreatePost } from './create-post-store.ts';
import { deferred, ownPost, routeFetch, VIEWER } from './test-posts.ts';

afterEach(() => {
  closeCreatePost();
  vi.unstubAllGlobals();
});

async function openDialog() {
  renderApp(
    <>
      <CreatePostButton />
      <CreatePostHost />
    </>,
    { user: VIEWER },
  );
  const button = screen.getByRole('button', { name: 'Create Post' });
  await userEvent.click(button);
  const dialog = await screen.findByRole('dialog', { name: 'Create Post' }, { timeout: 5000 });
  return { button, dialog: within(dialog), element: dialog };
}

describe('Create Post dialog', () => {
  it('opens with the content field focused and Share disabled while blank', async () => {
    const { dialog } = await openDialog();
    const content = dialog.getByRole('textbox', { name: /What's your story, Maya\?/ });
    expect(content).toHaveFocus();
    const share = dialog.getByRole('button', { name: 'Share Post' });
    expect(share).toBeDisabled();
    await userEvent.type(content, '   ');
    expect(share).toBeDisabled();
    await userEvent.type(content, 'Lisbon');
    expect(share).toBeEnabled();
  });

  it("offers the spec's quick tags and destinations", async () => {
    const { dialog } = await openDialog();
    const tags = within(dialog.getByRole('group', { name: 'Quick tags' }));
    expect(tags.getAllByRole('button').map((button) => button.textContent)).toEqual(
      QUICK_TAGS.map((tag) => `#${tag}`),
    );
    expect(QUICK_TAGS).toEqual([
      'beach',
      'mountain',
      'city',
      'food',
      'hotel',
      'sunset',
      'adventure',
      'culture',
      'nature',
      'photography',
    ]);
    const places = within(dialog.getByRole('group', { name: 'Quick destinations' }));
    await userEvent.click(places.getByRole('button', { name: 'Tokyo' }));
    expect(dialog.getByRole('textbox', { name: 'Location' })).toHaveValue('Tokyo');
    expect(places.getByRole('button', { name: 'Tokyo' })).toHaveAttribute('aria-pressed', 'true');
  });

  it("sends the dialog's body, shows 'Posting...', then 'Post Created' and closes", async () => {
    const reply = deferred<{ status: number; body: unknown }>();
    const fetch = routeFetch(() => reply.promise);
    const { dialog, button } = await openDialog();
    await userEvent.type(
      dialog.getByRole('textbox', { name: /story/ }),
      '  Night tram in Lisbon  ',
    );
    await userEvent.type(dialog.getByRole('textbox', { name: 'Location' }), 'Lisbon, Portugal');
    await userEvent.click(dialog.getByRole('button', { name: '#city' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Tags' }), '#Trams, Night{Enter}');
    await userEvent.click(dialog.getByRole('radio', { name: /Friends/ }));
    await userEvent.click(dialog.getByRole('switch', { name: 'Allow comments' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Share Post' }));

    expect(dialog.getByRole('button', { name: 'Posting...' })).toBeDisabled();
    // The location's suggestions may have asked first: read the POST.
    const posted = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(posted![1]?.body))).toEqual({
      content: 'Night tram in Lisbon',
      location: 'Lisbon, Portugal',
      tags: ['city', 'trams', 'night'],
      travelInsights: [],
      privacy: 'friends',
      allowComments: false,
    });
    reply.resolve({ status: 201, body: ownPost() });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(getToasts()[0]?.title).toBe('Post Created');
    expect(button).toHaveFocus();
  });

  it("keeps the dialog open and says 'Failed to create post' with the server's reason", async () => {
    routeFetch(() => ({ status: 400, body: { message: 'Please add some content to your post' } }));
    const { dialog } = await openDialog();
    await userEvent.type(dialog.getByRole('textbox', { name: /story/ }), 'Hello');
    await userEvent.click(dialog.getByRole('button', { name: 'Share Post' }));
    await waitFor(() => expect(getToasts()[0]?.title).toBe('Failed to create post'));
    expect(getToasts()[0]?.description).toBe('Please add some content to your post');
    expect(screen.getByRole('dialog', { name: 'Create Post' })).toBeInTheDocument();
    expect(dialog.getByRole('textbox', { name: /story/ })).toHaveValue('Hello');
  });

  it('reads the feeds again after a post is created, so it shows at once', async () => {
    const created = ownPost({ content: 'Fresh from Oaxaca' });
    let posted = false;
    routeFetch(({ method }) => {
      if (method === 'POST') {
        posted = true;
        return { status: 201, body: created };
      }
      return { status: 200, body: { items: posted ? [created] : [], nextCursor: null } };
    });
    renderApp(
      <>
        <CreatePostButton />
        <CreatePostHost />
        <FeedList type="home" />
      </>,
      { user: VIEWER },
    );
    expect(await screen.findByTestId('feed-empty')).toBeVisible();
    await userEvent.click(screen.getAllByRole('button', { name: /Create Post/ })[0]!);
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Create Post' }, { timeout: 5000 }),
    );
    await userEvent.type(dialog.getByRole('textbox', { name: /story/ }), 'Fresh from Oaxaca');
    await userEvent.click(dialog.getByRole('button', { name: 'Share Post' }));
    expect(await screen.findByText('Fresh from Oaxaca')).toBeVisible();
    expect(screen.queryByTestId('feed-empty')).not.toBeInTheDocument();
  });

  it('closes with Escape and with Cancel, handing focus back to the opener', async () => {
    const { button, element } = await openDialog();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(element).not.toBeInTheDocument());
    expect(button).toHaveFocus();
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Create Post' }, { timeout: 5000 });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('keeps Tab inside the dialog', async () => {
    const { dialog } = await openDialog();
    const close = dialog.getByRole('button', { name: 'Close' });
    close.focus();
    await userEvent.tab({ shift: true });
    expect(dialog.getByRole('button', { name: 'Share Post' })).toBeDisabled();
    // The last enabled control is Cancel while Share is disabled: Shift+Tab from the first wraps there.
    expect(dialog.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.tab();
    expect(close).toHaveFocus();
  });
});
