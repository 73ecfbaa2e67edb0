// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { PROFILE_COVER_SIZES } from '../../../contract/cover-picture.ts';
import { profileMarkup } from './profile-markup.ts';

// A profile's drawn top: its name escaped, its cover with the app's candidates, initials from
// the names only (never the e-mail, which is not public).

const PROFILE = {
  coverImageUrl: '/uploads/demo/photos/ridge.webp',
  firstName: 'Ana',
  lastName: 'Lima',
  profileImageUrl: null,
  isPremium: false,
};

describe('profileMarkup', () => {
  it('escapes the name', () => {
    const html = profileMarkup({
      ...PROFILE,
      firstName: `<script>alert(1)</script>`,
      lastName: `"O'Neil"`,
    });
    expect(html).not.toContain('<script');
    const doc = new DOMParser().parseFromString(html, 'text/html');
    expect(doc.querySelector('h1')?.textContent).toBe(`<script>alert(1)</script> "O'Neil"`);
    expect(doc.querySelectorAll('script')).toHaveLength(0);
  });

  it("draws the cover with the app's sources, marked as the first paint's photo", () => {
    const doc = new DOMParser().parseFromString(profileMarkup(PROFILE), 'text/html');
    const sources = [...doc.querySelectorAll('picture > source')].map((source) => [
      source.getAttribute('type'),
      source.getAttribute('sizes'),
    ]);
    expect(sources).toEqual([
      ['image/avif', PROFILE_COVER_SIZES],
      ['image/webp', PROFILE_COVER_SIZES],
    ]);
    const img = doc.querySelector('img[data-first-paint-lcp]');
    expect(img?.getAttribute('src')).toBe(PROFILE.coverImageUrl);
    expect(doc.querySelector('h1')?.textContent).toBe('Ana Lima');
    // No picture: the initials, from the names.
    expect(doc.querySelector('.rounded-full')?.textContent).toBe('AL');
  });

  it("a member without a cover: the app's gradient, and no photo to wait for", () => {
    const doc = new DOMParser().parseFromString(
      profileMarkup({ ...PROFILE, coverImageUrl: null, firstName: null, lastName: null }),
      'text/html',
    );
    expect(doc.querySelector('img')).toBeNull();
    expect(doc.querySelector('h1')?.textContent).toBe('Traveller');
  });
});
