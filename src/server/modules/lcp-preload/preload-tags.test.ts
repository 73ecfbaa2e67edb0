import { describe, expect, it } from 'vitest';
import { preloadTags, withPreloads } from './preload-tags.ts';

describe('image hints in the HTML', () => {
  const tags = preloadTags([{ src: '/photos/a"b-640.webp', sources: [] }]);

  it('are escaped, with the high fetch priority', () => {
    expect(tags).toBe(
      '<link rel="preload" as="image" fetchpriority="high" href="/photos/a&quot;b-640.webp">',
    );
  });

  it('follow the viewport meta (vw sizes are read against the phone, not a 980 px page)', () => {
    const html =
      '<html><head><meta charset="UTF-8" /><link rel="preload" as="fetch" href="/api/auth/user"><meta name="viewport" content="width=device-width, initial-scale=1" /><title>x</title></head></html>';
    const out = withPreloads(html, tags);
    expect(out.indexOf(tags)).toBeGreaterThan(out.indexOf('name="viewport"'));
    expect(out.indexOf(tags)).toBeLessThan(out.indexOf('<title>'));
    expect(withPreloads('<head><meta charset="UTF-8"></head>', tags)).toBe(
      `<head><meta charset="UTF-8">${tags}</head>`,
    );
    expect(withPreloads(html, '')).toBe(html);
  });
});
