import { act, fireEvent, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TPostMedia } from '../../../contract/media.ts';
import { AccessibilityProvider } from '../../app/accessibility/accessibility-provider.tsx';
import { DEFAULT_ACCESSIBILITY_SETTINGS } from '../../app/accessibility/settings.ts';
import { renderApp } from '../../test/app-harness.tsx';
import { FeedList } from './feed-list.tsx';
import { MEDIA_POLL_INTERVAL_MS, MEDIA_POLL_MAX_ATTEMPTS } from './media-processing.ts';
import { PostCard } from './post-card.tsx';
import { PostMediaView } from './post-media-view.tsx';
import { fallbackSrc, srcSetOf } from '../../../contract/pictures.ts';
import { feedRatio, playableVideoUrl } from './media-sources.ts';
import { post, routeFetch, VIEWER } from './test-posts.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

let mediaCounter = 0;

/** A processed photo as the server describes it (display and thumbnail sizes, WebP and JPEG). */
function photo(overrides: Partial<TPostMedia> = {}): TPostMedia {
  mediaCounter += 1;
  const base = `/uploads/media/p${mediaCounter}`;
  return {
    id: `m${mediaCounter}`,
    url: `${base}-1600.jpg`,
    type: 'image',
    status: 'ready',
    width: 1600,
    height: 1200,
    // Deliberately out of order: the client sorts by width.
    variants: [
      { url: `${base}-1600.webp`, width: 1600, format: 'webp' },
      { url: `${base}-480.jpg`, width: 480, format: 'jpeg' },
      { url: `${base}-480.webp`, width: 480, format: 'webp' },
      { url: `${base}-1080.jpg`, width: 1080, format: 'jpeg' },
      { url: `${base}-1080.webp`, width: 1080, format: 'webp' },
      { url: `${base}-1600.jpg`, width: 1600, format: 'jpeg' },
    ],
    posterUrl: null,
    durationSeconds: null,
    placeholder: null,
    ...overrides,
  };
}

function video(overrides: Partial<TPostMedia> = {}): TPostMedia {
  mediaCounter += 1;
  return {
    id: `v${mediaCounter}`,
    url: `/uploads/media/clip${mediaCounter}.mp4`,
    type: 'video',
    status: 'ready',
    width: 1920,
    height: 1080,
    variants: [],
    posterUrl: `/uploads/media/clip${mediaCounter}-poster.jpg`,
    durationSeconds: 12.5,
    placeholder: null,
    ...overrides,
  };
}

function processing(overrides: Partial<TPostMedia> = {}): TPostMedia {
  return photo({ status: 'processing', variants: [], ...overrides });
}

describe('media helpers', () => {
  it('builds srcset per format narrowest first, without repeated widths', () => {
    const item = photo();
    expect(srcSetOf(item.variants, 'webp')).toBe(
      `${item.url.replace('-1600.jpg', '')}-480.webp 480w, ${item.url.replace('-1600.jpg', '')}-1080.webp 1080w, ${item.url.replace('-1600.jpg', '')}-1600.webp 1600w`,
    );
    expect(
      srcSetOf(
        [
          { url: '/a.jpg', width: 480, format: 'jpeg' },
          { url: '/b.jpg', width: 480, format: 'jpeg' },
        ],
        'jpeg',
      ),
    ).toBe('/a.jpg 480w');
  });

  it('picks a JPEG of at least 960 px as the plain src, else the largest, else the original', () => {
    expect(fallbackSrc(photo({ url: '/uploads/x.jpg' }))).toMatch(/-1080\.jpg$/);
    expect(
      fallbackSrc({
        url: '/uploads/x.jpg',
        variants: [{ url: '/s.jpg', width: 320, format: 'jpeg' }],
      }),
    ).toBe('/s.jpg');
    expect(fallbackSrc({ url: '/uploads/x.jpg', variants: [] })).toBe('/uploads/x.jpg');
  });

  it('frames feed media between 4:5 and 1.91:1, 4:3 when the size is unknown', () => {
    expect(feedRatio({ width: 1600, height: 1200 })).toBeCloseTo(4 / 3);
    expect(feedRatio({ width: 1000, height: 3000 })).toBeCloseTo(0.8);
    expect(feedRatio({ width: 4000, height: 1000 })).toBeCloseTo(1.91);
    expect(feedRatio({ width: null, height: null })).toBeCloseTo(4 / 3);
  });

  it('sends videos on cloud storage hosts through the proxy and plays the rest directly', () => {
    const cloud = 'https://storage.googleapis.com/bucket/trip video.mp4?x=1&y=2';
    expect(playableVideoUrl(cloud)).toBe(`/api/video-proxy?url=${encodeURIComponent(cloud)}`);
    expect(playableVideoUrl('https://res.cloudinary.com/demo/video/upload/a.mp4')).toMatch(
      /^\/api\/video-proxy\?url=https%3A%2F%2Fres\.cloudinary\.com/,
    );
    expect(playableVideoUrl('/uploads/media/clip.mp4')).toBe('/uploads/media/clip.mp4');
    // Only https on the exact allowed host: look-alikes and plain http are not proxied.
    expect(playableVideoUrl('https://storage.googleapis.com.evil.test/a.mp4')).toBe(
      'https://storage.googleapis.com.evil.test/a.mp4',
    );
    expect(playableVideoUrl('http://storage.googleapis.com/a.mp4')).toBe(
      'http://storage.googleapis.com/a.mp4',
    );
  });
});

describe('post card media', () => {
  it('renders a processed photo as <picture> with WebP and JPEG srcsets and its intrinsic size', () => {
    const item = photo();
    renderApp(<PostCard post={post({ media: [item], imageUrl: item.url })} />, { user: VIEWER });
    const image = screen.getByRole('img', { name: 'Photo from Ubud, Bali' });
    const picture = image.parentElement!;
    expect(picture.tagName).toBe('PICTURE');
    const source = picture.querySelector('source')!;
    expect(source).toHaveAttribute('type', 'image/webp');
    expect(source.getAttribute('srcset')).toMatch(
      /-480\.webp 480w, .*-1080\.webp 1080w, .*-1600\.webp 1600w$/,
    );
    expect(source.getAttribute('sizes')).toContain('100vw');
    expect(image.getAttribute('srcset')).toMatch(
      /-480\.jpg 480w, .*-1080\.jpg 1080w, .*-1600\.jpg 1600w$/,
    );
    expect(image).toHaveAttribute('sizes', source.getAttribute('sizes'));
    expect(image).toHaveAttribute('width', '1600');
    expect(image).toHaveAttribute('height', '1200');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('decoding', 'async');
    // The frame keeps the photo's shape before it loads (no layout shift).
    expect((picture.parentElement as HTMLElement).style.aspectRatio).toMatch(/^1\.333/);
  });

  it("offers a demo-world photo's committed AVIF and WebP renditions, not only its stored file", () => {
    const url = '/uploads/demo/photos/osaka-abeno-harukas.webp';
    const item = photo({
      url,
      width: 960,
      height: 640,
      variants: [{ url, width: 960, format: 'webp' }],
    });
    renderApp(<PostCard post={post({ media: [item], imageUrl: url })} />, { user: VIEWER });
    const picture = screen.getByRole('img', { name: 'Photo from Ubud, Bali' }).parentElement!;
    const sources = [...picture.querySelectorAll('source')];
    expect(sources.map((source) => source.getAttribute('type'))).toEqual([
      'image/avif',
      'image/webp',
    ]);
    expect(sources[0]!.getAttribute('srcset')).toBe(
      '/photos/osaka-abeno-harukas-320.avif 320w, /photos/osaka-abeno-harukas-640.avif 640w, /photos/osaka-abeno-harukas-960.avif 960w',
    );
  });

  it('loads the first card of a feed at once and the others lazily', async () => {
    const first = post({ media: [photo()] });
    const second = post({ media: [photo()] });
    routeFetch(() => ({ status: 200, body: { items: [first, second], nextCursor: null } }));
    renderApp(<FeedList type="home" />, { user: VIEWER });
    const images = await screen.findAllByRole('img', { name: 'Photo from Ubud, Bali' });
    expect(images.map((image) => image.getAttribute('loading'))).toEqual(['eager', 'lazy']);
    expect(images[0]).toHaveAttribute('fetchpriority', 'high');
  });

  it("shows 'Image temporarily unavailable' for failed processing and for a photo that fails to load", () => {
    const { unmount } = renderApp(
      <PostCard post={post({ media: [photo({ status: 'failed' })] })} />,
      {
        user: VIEWER,
      },
    );
    expect(screen.getByRole('img', { name: 'Image temporarily unavailable' })).toBeVisible();
    unmount();

    renderApp(<PostCard post={post({ media: [photo()] })} />, { user: VIEWER });
    fireEvent.error(screen.getByRole('img', { name: 'Photo from Ubud, Bali' }));
    expect(screen.getByRole('img', { name: 'Image temporarily unavailable' })).toBeVisible();
  });

  it('keeps posts without media rows (imageUrl only) as they were', () => {
    renderApp(<PostCard post={post({ imageUrl: '/photos/seed/lisbon.jpg' })} />, { user: VIEWER });
    const image = screen.getByRole('img', { name: 'Photo from Ubud, Bali' });
    expect(image).toHaveAttribute('src', '/photos/seed/lisbon.jpg');
    expect(image.parentElement?.tagName).not.toBe('PICTURE');
  });

  it('plays a video with its poster, only metadata up front, cloud-hosted ones through the proxy', () => {
    const clip = video();
    const { unmount } = renderApp(<PostCard post={post({ media: [clip], videoUrl: clip.url })} />, {
      user: VIEWER,
    });
    const player = screen.getByLabelText('Video from Ubud, Bali');
    expect(player.tagName).toBe('VIDEO');
    expect(player).toHaveAttribute('src', clip.url);
    expect(player).toHaveAttribute('poster', clip.posterUrl);
    expect(player).toHaveAttribute('preload', 'metadata');
    expect(player).toHaveAttribute('controls');
    expect(player).toHaveAttribute('width', '1920');
    unmount();

    const cloud = 'https://storage.googleapis.com/roamly/trip.mp4';
    renderApp(<PostCard post={post({ videoUrl: cloud })} />, { user: VIEWER });
    expect(screen.getByLabelText('Video from Ubud, Bali')).toHaveAttribute(
      'src',
      `/api/video-proxy?url=${encodeURIComponent(cloud)}`,
    );
  });

  it("blurs a video's placeholder through the player until its poster frame has loaded", () => {
    // The poster is watched through an Image sharing the player's cache; the test loads it.
    const pictures: Array<{ src: string; onload: (() => void) | null }> = [];
    vi.stubGlobal(
      'Image',
      class {
        src = '';
        onload: (() => void) | null = null;
        constructor() {
          pictures.push(this);
        }
      },
    );
    const placeholder = 'data:image/webp;base64,UklGRkIAAABXRUJQVlA4IDYAAAA=';
    const clip = video({ placeholder });
    renderApp(<PostCard post={post({ media: [clip], videoUrl: clip.url })} />, { user: VIEWER });
    const player = screen.getByLabelText('Video from Ubud, Bali');
    const blur = screen.getByTestId('media-placeholder');
    expect(blur.style.backgroundImage).toBe(`url("${placeholder}")`);
    // The player lets the blur show through, above it in the same box.
    expect(player.className).toContain('bg-transparent');
    expect(blur.parentElement).toBe(player.parentElement);

    const poster = pictures.find((picture) => picture.src === clip.posterUrl);
    expect(poster).toBeDefined();
    act(() => poster!.onload?.());
    expect(screen.queryByTestId('media-placeholder')).toBeNull();
    expect(player.className).toContain('bg-black');
    // The same player element throughout (never remounted).
    expect(screen.getByLabelText('Video from Ubud, Bali')).toBe(player);
  });

  it('shows a video without a placeholder as before: a black player, nothing around it', () => {
    const clip = video();
    renderApp(<PostCard post={post({ media: [clip], videoUrl: clip.url })} />, { user: VIEWER });
    const player = screen.getByLabelText('Video from Ubud, Bali');
    expect(player.className).toContain('bg-black');
    expect(screen.queryByTestId('media-placeholder')).toBeNull();
  });

  it('shows several media in a carousel with arrows, dots and the arrow keys', async () => {
    const items = [photo(), video(), photo()];
    renderApp(<PostCard post={post({ media: items })} />, { user: VIEWER });
    const carousel = screen.getByRole('region', { name: 'Media from Ubud, Bali' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = within(carousel).getAllByRole('group', { name: /of 3$/ });
    expect(slides).toHaveLength(3);
    expect(slides.map((slide) => slide.hasAttribute('inert'))).toEqual([false, true, true]);
    expect(within(carousel).queryByRole('button', { name: 'Previous item' })).toBeNull();
    const dots = within(carousel).getAllByRole('button', { name: /^Show (photo|video) \d of 3$/ });
    expect(dots[0]).toHaveAttribute('aria-current', 'true');

    await userEvent.click(within(carousel).getByRole('button', { name: 'Next item' }));
    expect(dots[1]).toHaveAttribute('aria-current', 'true');
    expect(slides[1]).not.toHaveAttribute('inert');
    expect(within(slides[1]!).getByLabelText('Video 2 of 3 from Ubud, Bali').tagName).toBe('VIDEO');

    const track = within(carousel).getByRole('group', { name: /Slides/ });
    fireEvent.keyDown(track, { key: 'ArrowRight' });
    expect(dots[2]).toHaveAttribute('aria-current', 'true');
    expect(within(carousel).queryByRole('button', { name: 'Next item' })).toBeNull();
    fireEvent.keyDown(track, { key: 'Home' });
    expect(dots[0]).toHaveAttribute('aria-current', 'true');

    await userEvent.click(dots[2]!);
    expect(slides[2]).not.toHaveAttribute('inert');
    expect(
      within(slides[2]!).getByRole('img', { name: 'Photo 3 of 3 from Ubud, Bali' }),
    ).toBeVisible();
  });
});

describe('media first (issue 20 §3)', () => {
  it('clamps every frame to 4:5 … 1.91:1 and keeps shapes between as they are', () => {
    expect(feedRatio({ width: 1080, height: 1350 })).toBeCloseTo(0.8);
    expect(feedRatio({ width: 1080, height: 1920 })).toBeCloseTo(0.8);
    expect(feedRatio({ width: 1080, height: 1080 })).toBe(1);
    expect(feedRatio({ width: 1910, height: 1000 })).toBeCloseTo(1.91);
    expect(feedRatio({ width: 3000, height: 1000 })).toBeCloseTo(1.91);
    expect(feedRatio({ width: 0, height: 1000 })).toBeCloseTo(4 / 3);
    expect(feedRatio(undefined)).toBeCloseTo(4 / 3);
  });

  it('puts the photo at the top of the card, above the text and the actions', () => {
    renderApp(<PostCard post={post({ media: [photo({ width: 1080, height: 1920 })] })} />, {
      user: VIEWER,
    });
    const card = screen.getByTestId('post-card');
    expect(card.tagName).toBe('ARTICLE');
    const image = screen.getByRole('img', { name: 'Photo from Ubud, Bali' });
    const text = within(card).getByText(/Sunrise over the rice terraces/);
    const like = within(card).getByRole('button', { name: 'Like' });
    const follows = (a: Node, b: Node) =>
      Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    expect(follows(image, text)).toBe(true);
    expect(follows(text, like)).toBe(true);
    // A tall phone photo takes Instagram's tallest frame, 4:5, not its own 9:16.
    expect(screen.getByTestId('media-frame').style.aspectRatio).toMatch(/^0\.8\b/);
  });

  it('shows a shimmer in the frame of media without a placeholder until the photo has loaded', () => {
    renderApp(<PostCard post={post({ media: [photo()] })} />, { user: VIEWER });
    const frame = screen.getByTestId('media-frame');
    const image = screen.getByRole('img', { name: 'Photo from Ubud, Bali' });
    expect(frame.querySelector('.media-shimmer')).not.toBeNull();
    expect(screen.queryByTestId('media-placeholder')).toBeNull();
    expect(image.className).toContain('opacity-0');
    fireEvent.load(image);
    expect(frame.querySelector('.media-shimmer')).toBeNull();
    expect(frame).toHaveAttribute('data-loaded', 'true');
    expect(image.className).toContain('opacity-100');
  });

  it('blurs up the placeholder in the frame until the photo has loaded and faded in over it', () => {
    const placeholder = 'data:image/webp;base64,UklGRkIAAABXRUJQVlA4IDYAAAA=';
    renderApp(<PostCard post={post({ media: [photo({ placeholder })] })} />, { user: VIEWER });
    const frame = screen.getByTestId('media-frame');
    const image = screen.getByRole('img', { name: 'Photo from Ubud, Bali' });
    // Before the photo: the placeholder fills the frame, blurred, and the shimmer is not needed.
    const blur = within(frame).getByTestId('media-placeholder');
    expect(blur.style.backgroundImage).toBe(`url("${placeholder}")`);
    expect(blur.className).toMatch(/\bblur-xl\b/);
    expect(blur.className).toMatch(/\binset-0\b/);
    expect(blur).toHaveAttribute('aria-hidden', 'true');
    // Beneath the photo, which fades in over it.
    expect(blur.compareDocumentPosition(image) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(frame.querySelector('.media-shimmer')).toBeNull();
    expect(image.className).toContain('opacity-0');

    fireEvent.load(image);
    expect(frame).toHaveAttribute('data-loaded', 'true');
    expect(image.className).toContain('opacity-100');
    // Still there while the photo fades in; gone once the fade has ended.
    expect(within(frame).getByTestId('media-placeholder')).toBe(blur);
    const faded = Object.assign(new Event('transitionend', { bubbles: true }), {
      propertyName: 'opacity',
    });
    fireEvent(image, faded);
    expect(within(frame).queryByTestId('media-placeholder')).toBeNull();
    expect(frame.querySelector('.media-shimmer')).toBeNull();
  });

  it('removes the placeholder as soon as a photo that does not fade has loaded', () => {
    const placeholder = 'data:image/webp;base64,UklGRkIAAABXRUJQVlA4IDYAAAA=';
    const first = post({ media: [photo({ placeholder })] });
    // The first card of a feed shows its photo at once (no fade), so nothing waits for one.
    renderApp(<PostMediaView post={first} label="from Ubud, Bali" eager />, { user: VIEWER });
    const image = screen.getByRole('img', { name: 'Photo from Ubud, Bali' });
    expect(image.className).not.toContain('opacity-0');
    expect(screen.getByTestId('media-placeholder')).toBeInTheDocument();
    fireEvent.load(image);
    expect(screen.queryByTestId('media-placeholder')).toBeNull();
  });

  it('does not fade photos in when motion is reduced: the placeholder goes on load', () => {
    const placeholder = 'data:image/webp;base64,UklGRkIAAABXRUJQVlA4IDYAAAA=';
    const settings = { ...DEFAULT_ACCESSIBILITY_SETTINGS, reduceMotion: true };
    renderApp(
      <AccessibilityProvider initial={settings}>
        <PostCard post={post({ media: [photo({ placeholder })] })} />
      </AccessibilityProvider>,
      { user: VIEWER },
    );
    const image = screen.getByRole('img', { name: 'Photo from Ubud, Bali' });
    expect(image.className).not.toMatch(/opacity|transition/);
    expect(screen.getByTestId('media-placeholder')).toBeInTheDocument();
    fireEvent.load(image);
    expect(screen.queryByTestId('media-placeholder')).toBeNull();
  });

  it('names the slides of a photo carousel "Photo 2 of 4" and moves with the keys and dots', async () => {
    const items = [photo(), photo(), photo(), photo()];
    renderApp(<PostCard post={post({ media: items })} />, { user: VIEWER });
    const carousel = screen.getByRole('region', { name: 'Photos from Ubud, Bali' });
    const slides = within(carousel).getAllByRole('group', { name: /^Photo \d of 4$/ });
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual([
      'Photo 1 of 4',
      'Photo 2 of 4',
      'Photo 3 of 4',
      'Photo 4 of 4',
    ]);
    const dots = within(carousel).getAllByRole('button', { name: /^Show photo \d of 4$/ });
    expect(dots).toHaveLength(4);
    expect(dots[0]).toHaveAttribute('aria-current', 'true');

    const track = within(carousel).getByRole('group', { name: /Slides/ });
    fireEvent.keyDown(track, { key: 'ArrowRight' });
    expect(dots[1]).toHaveAttribute('aria-current', 'true');
    expect(dots[0]).not.toHaveAttribute('aria-current');
    expect(slides[1]).not.toHaveAttribute('inert');
    expect(slides[0]).toHaveAttribute('inert');
    fireEvent.keyDown(track, { key: 'End' });
    expect(dots[3]).toHaveAttribute('aria-current', 'true');
    expect(within(carousel).queryByRole('button', { name: 'Next photo' })).toBeNull();
    fireEvent.keyDown(track, { key: 'ArrowRight' });
    expect(dots[3]).toHaveAttribute('aria-current', 'true');
    fireEvent.keyDown(track, { key: 'ArrowLeft' });
    expect(dots[2]).toHaveAttribute('aria-current', 'true');

    await userEvent.click(within(carousel).getByRole('button', { name: 'Previous photo' }));
    expect(dots[1]).toHaveAttribute('aria-current', 'true');
    await userEvent.click(dots[0]!);
    expect(dots[0]).toHaveAttribute('aria-current', 'true');
    expect(within(carousel).queryByRole('button', { name: 'Previous photo' })).toBeNull();
    expect(within(carousel).getByText('1/4')).toBeInTheDocument();
  });
});

describe('processing media', () => {
  it('shows a placeholder, re-reads the post every 1.5 s and shows the photo in the feed once a variant exists', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const item = post({ media: [processing({ width: 1200, height: 1500 })] });
    const ready = { ...item, media: [photo({ id: item.media[0]!.id, width: 1200, height: 1500 })] };
    let reads = 0;
    const fetch = routeFetch(({ url }) => {
      if (url.pathname === `/api/posts/${item.id}`) {
        reads += 1;
        return { status: 200, body: reads < 2 ? item : { ...ready, likesCount: 99 } };
      }
      return { status: 200, body: { items: [item], nextCursor: null } };
    });
    renderApp(<FeedList type="home" />, { user: VIEWER });
    await act(() => vi.advanceTimersByTimeAsync(10));
    const placeholder = screen.getByRole('img', { name: 'Processing photo…' });
    expect(placeholder).toHaveAttribute('aria-busy', 'true');
    // The placeholder already takes the photo's shape (4:5).
    expect(placeholder.style.aspectRatio).toMatch(/^0\.8\b/);
    expect(screen.getByText('Processing photo…')).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(MEDIA_POLL_INTERVAL_MS));
    expect(reads).toBe(1);
    expect(screen.getByRole('img', { name: 'Processing photo…' })).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(MEDIA_POLL_INTERVAL_MS));
    expect(reads).toBe(2);
    // The answer is drawn after its query's batched notification (a timer of its own): the
    // card, mounted by the feed's deferred first render, polls from then.
    await act(() => vi.advanceTimersByTimeAsync(10));
    const image = screen.getByRole('img', { name: 'Photo from Ubud, Bali' });
    expect(image.getAttribute('srcset')).toMatch(/1600w$/);
    expect(screen.queryByText('Processing photo…')).not.toBeInTheDocument();
    // Only the media changes: the count the client had stays (likes have their own flow).
    expect(screen.getByText('4 likes')).toBeInTheDocument();

    // Nothing processing any more: no further reads.
    await act(() => vi.advanceTimersByTimeAsync(MEDIA_POLL_INTERVAL_MS * 5));
    expect(reads).toBe(2);
    expect(fetch.mock.calls.filter(([input]) => String(input).includes('/feed'))).toHaveLength(1);
  });

  it('gives up after the limit and stops when the post is gone', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const stuck = post({ media: [processing()] });
    let reads = 0;
    routeFetch(() => {
      reads += 1;
      return { status: 200, body: stuck };
    });
    const { unmount } = renderApp(<PostCard post={stuck} />, { user: VIEWER });
    await act(() =>
      vi.advanceTimersByTimeAsync(MEDIA_POLL_INTERVAL_MS * (MEDIA_POLL_MAX_ATTEMPTS + 10)),
    );
    expect(reads).toBe(MEDIA_POLL_MAX_ATTEMPTS);
    unmount();

    const gone = post({ media: [processing()] });
    let goneReads = 0;
    routeFetch(() => {
      goneReads += 1;
      return { status: 404, body: { message: 'Post not found' } };
    });
    renderApp(<PostCard post={gone} />, { user: VIEWER });
    await act(() => vi.advanceTimersByTimeAsync(MEDIA_POLL_INTERVAL_MS * 5));
    expect(goneReads).toBe(1);
  });

  it('stops polling when the card unmounts', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const item = post({ media: [processing()] });
    let reads = 0;
    routeFetch(() => {
      reads += 1;
      return { status: 200, body: item };
    });
    const { unmount } = renderApp(<PostCard post={item} />, { user: VIEWER });
    await act(() => vi.advanceTimersByTimeAsync(MEDIA_POLL_INTERVAL_MS));
    expect(reads).toBe(1);
    unmount();
    await act(() => vi.advanceTimersByTimeAsync(MEDIA_POLL_INTERVAL_MS * 5));
    expect(reads).toBe(1);
  });
});
