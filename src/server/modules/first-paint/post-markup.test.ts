// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { CARD_MEDIA_SIZES, imageUrlPicture, mediaPicture } from '../../../contract/pictures.ts';
import type { TPost, TPostAuthor } from '../../../contract/posts.ts';
import { postMarkup } from './post-markup.ts';

// The permalink's drawn top: user text is escaped wherever it lands (text and attributes), and
// the photo carries the very candidates the app's <picture> offers.

const AUTHOR: TPostAuthor = {
  id: '5d0c8a5e-0000-4000-8000-0000000000aa',
  firstName: 'Ana',
  lastName: 'Lima',
  profileImageUrl: null,
  isPremium: false,
};

function post(overrides: Partial<TPost> = {}): TPost {
  return {
    id: '7a1e0000-0000-4000-8000-000000000001',
    userId: AUTHOR.id,
    user: AUTHOR,
    content: 'Sunrise over the rice terraces',
    location: null,
    tags: [],
    travelInsights: [],
    imageUrl: '/uploads/demo/photos/harbour.webp',
    videoUrl: null,
    aiCaptions: [],
    aiThumbnails: [],
    media: [],
    privacy: 'public',
    allowComments: true,
    sensitive: false,
    hidden: false,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    likesCount: 0,
    commentsCount: 0,
    isLiked: false,
    isBookmarked: false,
    ...overrides,
  };
}

const HOSTILE = `<script>alert("x")</script>' onload="steal()`;

describe('postMarkup', () => {
  it('escapes the author name and the location, in text and in the alt text', () => {
    const hostile = post({
      user: { ...AUTHOR, firstName: HOSTILE, lastName: '"Lima"' },
      location: `Faro <b>"&'`,
    });
    const picture = imageUrlPicture(hostile.imageUrl!, CARD_MEDIA_SIZES);
    const html = postMarkup(hostile, picture)!;
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<b>');
    expect(html).not.toMatch(/onload="steal/);
    expect(html).toContain(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&#39; onload=&quot;steal()',
    );
    expect(html).toContain('alt="Photo from Faro &lt;b&gt;&quot;&amp;&#39;"');
    // Parsed as a browser would: the text comes back as it was typed, and nothing ran.
    const doc = new DOMParser().parseFromString(html, 'text/html');
    expect(doc.querySelector('h3')?.textContent).toBe(`${HOSTILE} "Lima"`);
    expect(doc.querySelector('img[data-first-paint-lcp]')?.getAttribute('alt')).toBe(
      `Photo from Faro <b>"&'`,
    );
    expect(doc.querySelectorAll('script, b')).toHaveLength(0);
  });

  it("draws the photo with post-media-view's candidates and the media's own size", () => {
    const media = {
      id: 'm1',
      url: '/uploads/u1/photo.jpg',
      type: 'image' as const,
      status: 'ready' as const,
      width: 1200,
      height: 800,
      variants: [
        { url: '/uploads/u1/photo-640.webp', width: 640, height: 427, format: 'webp' as const },
        { url: '/uploads/u1/photo-1280.jpg', width: 1280, height: 853, format: 'jpeg' as const },
      ],
      posterUrl: null,
      durationSeconds: null,
      placeholder: null,
    };
    const shown = post({ imageUrl: null, media: [media] });
    const doc = new DOMParser().parseFromString(
      postMarkup(shown, mediaPicture(media, CARD_MEDIA_SIZES))!,
      'text/html',
    );
    const source = doc.querySelector('picture > source');
    expect(source?.getAttribute('type')).toBe('image/webp');
    expect(source?.getAttribute('srcset')).toBe('/uploads/u1/photo-640.webp 640w');
    expect(source?.getAttribute('sizes')).toBe(CARD_MEDIA_SIZES);
    const img = doc.querySelector('picture > img')!;
    expect(img.getAttribute('src')).toBe('/uploads/u1/photo-1280.jpg');
    expect(img.getAttribute('srcset')).toBe('/uploads/u1/photo-1280.jpg 1280w');
    expect(img.getAttribute('width')).toBe('1200');
    expect(img.getAttribute('height')).toBe('800');
    expect(img.getAttribute('fetchpriority')).toBe('high');
    expect(img.getAttribute('alt')).toBe('Photo shared by Ana Lima');
  });

  it('leaves a carousel to the app (its frame is its own)', () => {
    const item = {
      id: 'm',
      url: '/uploads/demo/photos/a.webp',
      type: 'image' as const,
      status: 'ready' as const,
      width: 960,
      height: 640,
      variants: [],
      posterUrl: null,
      durationSeconds: null,
      placeholder: null,
    };
    const carousel = post({ imageUrl: null, media: [item, { ...item, id: 'n' }] });
    expect(postMarkup(carousel, mediaPicture(item, CARD_MEDIA_SIZES))).toBeNull();
  });
});
