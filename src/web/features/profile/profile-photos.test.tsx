import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TUserProfile } from '../../../contract/people.ts';
import type { TSelfUser } from '../../../contract/users.ts';
import { getToasts, toast } from '../../app/toasts/toast-store.ts';
import { fakeApi, member, renderApp } from '../../test/app-harness.tsx';
import { ProfilePhotosCard } from '../settings/profile-photos-card.tsx';
import { installFakeXhr, type FakeRequest } from '../uploads/fake-xhr.ts';
import { profileFromSelf, profileKeys } from './queries.ts';
import { checkPhoto, PHOTO_TOO_LARGE_MESSAGE, PHOTO_WRONG_TYPE_MESSAGE } from './photo-upload.ts';
import { ProfilePage } from './profile-page.tsx';

/**
 * The browser's image loader: the server serves a new photo only once its job has made it, so
 * the flow tries to load it first. `servedAfter` failed attempts per URL, then it loads.
 */
class FakeImage {
  static servedAfter = 0;
  static attempts = new Map<string, number>();
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  set src(url: string) {
    const attempt = (FakeImage.attempts.get(url) ?? 0) + 1;
    FakeImage.attempts.set(url, attempt);
    queueMicrotask(() => (attempt > FakeImage.servedAfter ? this.onload?.() : this.onerror?.()));
  }
}

beforeEach(() => {
  // A neutral toast, so no test reads the one an earlier test left.
  toast({ title: 'Test start' });
  FakeImage.servedAfter = 0;
  FakeImage.attempts = new Map();
  vi.stubGlobal('Image', FakeImage);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const ME = member({ id: '11111111-1111-4111-8111-111111111111' });
const COVER_URL = '/uploads/covers/7d1c2b3a4f5e6d7c8b9a0f1e2d3c4b5a.jpg';
const PHOTO_URL = '/uploads/profiles/0a1b2c3d4e5f60718293a4b5c6d7e8f9.jpg';

const lastToast = () => getToasts()[0];

function jpeg(name = 'harbour.jpg', size = 2048, type = 'image/jpeg') {
  const file = new File([new Uint8Array(Math.min(size, 4096))], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

type Reply = { status: number; body?: unknown };

function renderOwnProfile(patch: (body: unknown) => Reply = (body) => patched(body)) {
  const own: TUserProfile = profileFromSelf(ME);
  const fetchMock = fakeApi({
    [`GET /api/users/${ME.id}`]: () => ({ status: 200, body: own }),
    [`GET /api/users/${ME.id}/posts`]: () => ({
      status: 200,
      body: { items: [], nextCursor: null },
    }),
    'PATCH /api/auth/user': (init) => patch(JSON.parse(String(init?.body))),
  });
  const result = renderApp(
    <Routes>
      <Route path="/profile/:userId?" element={<ProfilePage user={ME} />} />
    </Routes>,
    { user: ME, path: '/profile' },
  );
  return { ...result, fetchMock };
}

function patched(body: unknown): Reply {
  return { status: 200, body: { ...ME, ...(body as Partial<TSelfUser>) } };
}

function patchCalls(fetchMock: ReturnType<typeof fakeApi>) {
  return fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'PATCH')
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);
}

/** The image endpoint, held open so the test can look at the progress. */
function imageServer() {
  const held: FakeRequest[] = [];
  const xhr = installFakeXhr((request) => {
    if (request.path === '/api/upload/image') {
      held.push(request);
      return undefined;
    }
    return { status: 404, body: { message: 'Not found' } };
  });
  return { xhr, held };
}

const user = () => userEvent.setup({ applyAccept: false });

describe('photo checks (spec 1 §5)', () => {
  it('accepts JPG, PNG, GIF, WebP and HEIC under 10MB, by type or by name', () => {
    expect(checkPhoto(jpeg())).toBeNull();
    expect(checkPhoto(jpeg('a.png', 100, 'image/png'))).toBeNull();
    expect(checkPhoto(jpeg('a.gif', 100, 'image/gif'))).toBeNull();
    expect(checkPhoto(jpeg('a.webp', 100, 'image/webp'))).toBeNull();
    expect(checkPhoto(jpeg('IMG_1.HEIC', 100, 'image/heic'))).toBeNull();
    expect(checkPhoto(jpeg('no-type.jpeg', 100, ''))).toBeNull();
    expect(checkPhoto(jpeg('just-under.jpg', 10 * 1024 * 1024 - 1))).toBeNull();
  });

  it('refuses 10MB and more, and anything that is not a photo', () => {
    expect(checkPhoto(jpeg('big.jpg', 10 * 1024 * 1024))).toBe(PHOTO_TOO_LARGE_MESSAGE);
    expect(PHOTO_TOO_LARGE_MESSAGE).toBe('Please choose a photo smaller than 10MB.');
    expect(checkPhoto(jpeg('notes.txt', 100, 'text/plain'))).toBe(PHOTO_WRONG_TYPE_MESSAGE);
    expect(PHOTO_WRONG_TYPE_MESSAGE).toBe('Please choose a valid image file (JPG, PNG, GIF).');
    expect(checkPhoto(jpeg('logo.svg', 100, 'image/svg+xml'))).toBe(PHOTO_WRONG_TYPE_MESSAGE);
    expect(checkPhoto(jpeg('clip.mp4', 100, 'video/mp4'))).toBe(PHOTO_WRONG_TYPE_MESSAGE);
    expect(checkPhoto(jpeg('page.html', 100, ''))).toBe(PHOTO_WRONG_TYPE_MESSAGE);
  });
});

describe('Change Cover on the own profile', () => {
  it('uploads with progress, saves the URL and shows the new cover', async () => {
    const { held, xhr } = imageServer();
    const { fetchMock, queryClient } = renderOwnProfile();
    const button = await screen.findByRole('button', { name: 'Change Cover' });
    expect(button).toHaveAccessibleDescription('JPG, PNG or GIF. Max size 10MB.');
    const file = jpeg('sunset.jpg', 4096);
    await user().upload(screen.getByTestId('change-cover-input'), file);

    await waitFor(() => expect(held).toHaveLength(1));
    const request = held[0]!;
    expect(request.field('type')).toBe('cover');
    expect((request.file('image') as File).name).toBe('sunset.jpg');
    expect(request.withCredentials).toBe(true);

    act(() => request.progress(2048, 4096));
    const panel = screen.getByTestId('cover-upload-progress');
    expect(within(panel).getByText('Uploading...')).toBeInTheDocument();
    expect(within(panel).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');
    // The chosen picture shows at once; the button stays focusable but does nothing meanwhile.
    expect(screen.getByTestId('profile-cover-image')).toBeInTheDocument();
    expect(button).toHaveAttribute('aria-disabled', 'true');

    act(() => request.respond(201, { url: COVER_URL, message: 'Cover photo uploaded' }));
    await waitFor(() =>
      expect(lastToast()?.title).toBe('Success! Your cover photo has been updated.'),
    );
    expect(patchCalls(fetchMock)).toEqual([{ coverImageUrl: COVER_URL }]);
    expect(screen.getByTestId('profile-cover-image')).toHaveAttribute('src', COVER_URL);
    expect(screen.queryByTestId('cover-upload-progress')).not.toBeInTheDocument();
    expect(button).not.toHaveAttribute('aria-disabled');
    expect(queryClient.getQueryData<TUserProfile>(profileKeys.profile(ME.id))?.coverImageUrl).toBe(
      COVER_URL,
    );
    expect(xhr.paths()).toEqual(['/api/upload/image']);
  });

  it('keeps showing the chosen picture until the server serves the new cover', async () => {
    // The first two loads of the new URL fail (its job is still making it), the third works.
    FakeImage.servedAfter = 2;
    installFakeXhr(() => ({ status: 201, body: { url: COVER_URL, message: 'ok' } }));
    const { fetchMock, queryClient } = renderOwnProfile();
    await screen.findByRole('button', { name: 'Change Cover' });
    await user().upload(screen.getByTestId('change-cover-input'), jpeg());
    await waitFor(() => expect(patchCalls(fetchMock)).toEqual([{ coverImageUrl: COVER_URL }]));
    // Saved, but not served yet: the preview and the progress stay, nothing points at the URL.
    expect(screen.getByTestId('cover-upload-progress')).toBeInTheDocument();
    expect(screen.getByTestId('profile-cover-image')).not.toHaveAttribute('src', COVER_URL);
    expect(queryClient.getQueryData<TSelfUser>(['/api/auth/user'])?.coverImageUrl).toBeNull();

    await waitFor(
      () => expect(screen.getByTestId('profile-cover-image')).toHaveAttribute('src', COVER_URL),
      { timeout: 4000 },
    );
    expect(FakeImage.attempts.get(COVER_URL)).toBe(3);
    expect(lastToast()?.title).toBe('Success! Your cover photo has been updated.');
    expect(queryClient.getQueryData<TSelfUser>(['/api/auth/user'])?.coverImageUrl).toBe(COVER_URL);
  });

  it('checks size and type before sending anything', async () => {
    const { xhr } = imageServer();
    const { fetchMock } = renderOwnProfile();
    await screen.findByRole('button', { name: 'Change Cover' });
    const input = screen.getByTestId('change-cover-input');

    await user().upload(input, jpeg('huge.jpg', 12 * 1024 * 1024));
    expect(lastToast()?.description).toBe('Please choose a photo smaller than 10MB.');
    expect(lastToast()?.variant).toBe('destructive');

    await user().upload(input, jpeg('notes.txt', 100, 'text/plain'));
    expect(lastToast()?.description).toBe('Please choose a valid image file (JPG, PNG, GIF).');

    expect(xhr.requests).toHaveLength(0);
    expect(patchCalls(fetchMock)).toEqual([]);
    expect(screen.getByTestId('profile-cover-fallback')).toBeInTheDocument();
  });

  it("says 'Upload Failed' / 'Failed to upload cover photo. Please try again.' and keeps the old cover", async () => {
    installFakeXhr(() => ({ status: 413, body: { message: 'Photos must be under 10 MB' } }));
    const { fetchMock } = renderOwnProfile();
    await screen.findByRole('button', { name: 'Change Cover' });
    await user().upload(screen.getByTestId('change-cover-input'), jpeg());
    await waitFor(() => expect(lastToast()?.title).toBe('Upload Failed'));
    expect(lastToast()?.description).toBe('Failed to upload cover photo. Please try again.');
    expect(patchCalls(fetchMock)).toEqual([]);
    expect(screen.getByTestId('profile-cover-fallback')).toBeInTheDocument();
    expect(screen.queryByTestId('cover-upload-progress')).not.toBeInTheDocument();
  });

  it("says 'Update Failed' when the profile cannot be saved", async () => {
    installFakeXhr(() => ({ status: 201, body: { url: COVER_URL, message: 'ok' } }));
    renderOwnProfile(() => ({ status: 500, body: { message: 'boom' } }));
    await screen.findByRole('button', { name: 'Change Cover' });
    await user().upload(screen.getByTestId('change-cover-input'), jpeg());
    await waitFor(() => expect(lastToast()?.title).toBe('Update Failed'));
    expect(lastToast()?.description).toBe(
      'There was an error updating your profile. Please try again.',
    );
    expect(screen.getByTestId('profile-cover-fallback')).toBeInTheDocument();
  });

  it('cancels an upload without a toast', async () => {
    const { held } = imageServer();
    const before = getToasts().length;
    const { fetchMock } = renderOwnProfile();
    await screen.findByRole('button', { name: 'Change Cover' });
    await user().upload(screen.getByTestId('change-cover-input'), jpeg());
    await waitFor(() => expect(held).toHaveLength(1));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel cover upload' }));
    expect(held[0]!.aborted).toBe(true);
    await waitFor(() =>
      expect(screen.queryByTestId('cover-upload-progress')).not.toBeInTheDocument(),
    );
    expect(getToasts().length).toBe(before);
    expect(patchCalls(fetchMock)).toEqual([]);
  });
});

describe('profile photo', () => {
  it('uploads as type profile, shows the ring, and updates the avatar everywhere', async () => {
    const { held } = imageServer();
    const { fetchMock, queryClient } = renderOwnProfile();
    // A post by the member cached elsewhere carries the old picture.
    queryClient.setQueryData(['/api/posts/feed', {}], {
      pages: [
        {
          items: [{ id: 'p1', user: { id: ME.id, firstName: 'Maya', profileImageUrl: null } }],
          nextCursor: null,
        },
      ],
      pageParams: [null],
    });
    const button = await screen.findByRole('button', { name: 'Change profile photo' });
    await user().upload(
      screen.getByTestId('change-profile-photo-input'),
      jpeg('me.png', 900, 'image/png'),
    );
    await waitFor(() => expect(held).toHaveLength(1));
    expect(held[0]!.field('type')).toBe('profile');
    act(() => held[0]!.progress(450, 900));
    expect(screen.getByRole('progressbar', { name: 'Uploading profile photo' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    expect(screen.getByText('Uploading...')).toBeInTheDocument();
    act(() => held[0]!.respond(201, { url: PHOTO_URL, message: 'ok' }));

    await waitFor(() =>
      expect(lastToast()?.title).toBe('Success! Your profile photo has been updated.'),
    );
    expect(patchCalls(fetchMock)).toEqual([{ profileImageUrl: PHOTO_URL }]);
    expect(screen.getByTestId('profile-avatar-image')).toHaveAttribute('src', PHOTO_URL);
    const feed = queryClient.getQueryData<{
      pages: { items: { user: { profileImageUrl: string | null } }[] }[];
    }>(['/api/posts/feed', {}]);
    expect(feed?.pages[0]?.items[0]?.user.profileImageUrl).toBe(PHOTO_URL);
    expect(button).not.toHaveAttribute('aria-disabled');
  });

  it("says 'Upload Failed' when the photo cannot be uploaded", async () => {
    installFakeXhr(() => 'network-error');
    renderOwnProfile();
    await screen.findByRole('button', { name: 'Change profile photo' });
    await user().upload(screen.getByTestId('change-profile-photo-input'), jpeg());
    await waitFor(() => expect(lastToast()?.title).toBe('Upload Failed'));
  });
});

describe('Settings → Profile photos', () => {
  function renderCard(patch: (body: unknown) => Reply = patched, self: TSelfUser = ME) {
    const fetchMock = fakeApi({
      'PATCH /api/auth/user': (init) => patch(JSON.parse(String(init?.body))),
    });
    const result = renderApp(<ProfilePhotosCard user={self} />, { user: self });
    return { ...result, fetchMock };
  }

  it('shows the 10MB hint and changes the cover with the Uploading... bar', async () => {
    const { held } = imageServer();
    const { fetchMock } = renderCard();
    const card = screen.getByRole('region', { name: 'Profile photos' });
    expect(card).toHaveTextContent('JPG, PNG or GIF. Max size 10MB.');
    expect(card).not.toHaveTextContent('2MB');
    await user().upload(within(card).getByTestId('change-cover-input'), jpeg('bay.jpg', 1000));
    await waitFor(() => expect(held).toHaveLength(1));
    expect(held[0]!.field('type')).toBe('cover');
    act(() => held[0]!.progress(250, 1000));
    const bar = within(card).getByRole('progressbar', { name: /Uploading\.\.\. bay\.jpg/ });
    expect(bar).toHaveAttribute('aria-valuenow', '25');
    act(() => held[0]!.respond(201, { url: COVER_URL, message: 'ok' }));
    await waitFor(() =>
      expect(lastToast()?.title).toBe('Success! Your cover photo has been updated.'),
    );
    expect(patchCalls(fetchMock)).toEqual([{ coverImageUrl: COVER_URL }]);
  });

  it('checks the photo too, and removes a picture with PATCH null', async () => {
    const xhr = installFakeXhr(() => undefined);
    const { fetchMock } = renderCard(patched, { ...ME, profileImageUrl: PHOTO_URL });
    await user().upload(screen.getByTestId('change-photo-input'), jpeg('x.jpg', 20 * 1024 * 1024));
    expect(lastToast()?.description).toBe('Please choose a photo smaller than 10MB.');
    expect(xhr.requests).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Remove cover' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove photo' }));
    await waitFor(() => expect(lastToast()?.title).toBe('Profile photo removed'));
    expect(patchCalls(fetchMock)).toEqual([{ profileImageUrl: null }]);
  });
});
