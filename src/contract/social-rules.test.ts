import { describe, expect, it } from 'vitest';
import {
  checkSocialPost,
  composeCaption,
  countCaption,
  hashtagsIn,
  xWeightedLength,
  type SocialPostDraft,
} from './social-rules.ts';

const photo = (width: number, height: number) => ({ kind: 'image' as const, width, height });
const video = (width: number, height: number) => ({ kind: 'video' as const, width, height });
const draft = (overrides: Partial<SocialPostDraft> = {}): SocialPostDraft => ({
  contentType: 'image',
  caption: 'Sunrise over the Douro in Porto',
  hashtags: ['porto', 'portugal'],
  media: [photo(1080, 1350)],
  ...overrides,
});

describe("X's weighted length (twitter-text v3)", () => {
  it('counts Latin text once per character and CJK twice', () => {
    expect(xWeightedLength('Porto')).toBe(5);
    expect(xWeightedLength('Crème brûlée')).toBe(12);
    expect(xWeightedLength('東京')).toBe(4);
    expect(xWeightedLength('a'.repeat(280))).toBe(280);
    expect(xWeightedLength('京'.repeat(140))).toBe(280);
  });

  it('counts any URL as 23 and an emoji sequence as 2', () => {
    expect(
      xWeightedLength('https://roamly.example/blog/a-very-long-slug-about-porto-and-lisbon'),
    ).toBe(23);
    expect(xWeightedLength('See https://x.co and go')).toBe(4 + 23 + 7);
    expect(xWeightedLength('🌅')).toBe(2);
    // A family joined by zero-width joiners, a skin tone and a flag are one emoji each.
    expect(xWeightedLength('👨‍👩‍👧')).toBe(2);
    expect(xWeightedLength('👍🏽')).toBe(2);
    expect(xWeightedLength('🇵🇹')).toBe(2);
  });

  it('normalises to NFC first, so a decomposed accent counts once', () => {
    expect(xWeightedLength('e\u0301')).toBe(1);
  });

  it('only X counts by weight; the others count UTF-16 units', () => {
    expect(countCaption('twitter', '東京')).toBe(4);
    expect(countCaption('instagram', '東京')).toBe(2);
  });
});

describe('captions and hashtags', () => {
  it('finds hashtags and adds only the ones the caption lacks', () => {
    expect(hashtagsIn('Pastéis in #Belém at #sunrise, not a#tag')).toEqual(['Belém', 'sunrise']);
    expect(composeCaption('Porto at dusk #porto', ['#Porto', 'douro', ' '])).toBe(
      'Porto at dusk #porto\n\n#douro',
    );
    expect(composeCaption('No tags', [])).toBe('No tags');
  });
});

describe('the rules each platform enforces', () => {
  it('accepts a well-formed post everywhere it fits', () => {
    expect(checkSocialPost('instagram', draft())).toEqual([]);
    expect(checkSocialPost('facebook', draft())).toEqual([]);
    expect(checkSocialPost('linkedin', draft({ contentType: 'text', media: [] }))).toEqual([]);
    expect(checkSocialPost('twitter', draft({ contentType: 'text', media: [] }))).toEqual([]);
  });

  it('refuses captions over each limit, counted as the platform counts', () => {
    const at = (n: number) => draft({ caption: 'a'.repeat(n), hashtags: [] });
    expect(checkSocialPost('twitter', at(280))).toEqual([]);
    expect(checkSocialPost('twitter', at(281))).toEqual([
      'X (Twitter) allows 280 characters; this post has 281.',
    ]);
    expect(checkSocialPost('twitter', draft({ caption: '京'.repeat(141), hashtags: [] }))).toEqual([
      'X (Twitter) allows 280 characters; this post has 282.',
    ]);
    expect(checkSocialPost('instagram', at(2_200))).toEqual([]);
    expect(checkSocialPost('instagram', at(2_201))[0]).toMatch(/allows 2,200 characters/);
    expect(checkSocialPost('linkedin', at(3_001))[0]).toMatch(/allows 3,000 characters/);
    expect(checkSocialPost('facebook', at(63_206))).toEqual([]);
    expect(checkSocialPost('facebook', at(63_207))[0]).toMatch(/allows 63,206 characters/);
    // The hashtags appended to the caption count too.
    expect(
      checkSocialPost('twitter', draft({ caption: 'a'.repeat(270), hashtags: ['porto1'] })),
    ).toEqual([]);
    expect(
      checkSocialPost('twitter', draft({ caption: 'a'.repeat(272), hashtags: ['porto12'] }))[0],
    ).toMatch(/this post has 282/);
  });

  it('refuses too many hashtags, counting each tag once', () => {
    const tags = Array.from({ length: 31 }, (_, i) => `tag${i}`);
    expect(checkSocialPost('instagram', draft({ hashtags: tags }))).toEqual([
      'Instagram allows 30 hashtags; this post has 31.',
    ]);
    expect(
      checkSocialPost('instagram', draft({ hashtags: [...tags.slice(0, 30), 'TAG0'] })),
    ).toEqual([]);
  });

  it('needs media where the platform does, and a video for a video post', () => {
    expect(checkSocialPost('instagram', draft({ media: [] }))).toContain(
      'Instagram needs a photo or video.',
    );
    expect(checkSocialPost('tiktok', draft({ contentType: 'video', media: [] }))).toEqual([
      'TikTok needs a photo or video.',
      'A video post on TikTok needs a video.',
    ]);
    expect(
      checkSocialPost('instagram', draft({ contentType: 'text', media: [photo(1080, 1080)] })),
    ).toEqual(['Instagram does not publish text posts.']);
    expect(checkSocialPost('twitter', draft({ contentType: 'story' }))).toEqual([
      'X (Twitter) does not publish story posts.',
    ]);
  });

  it('checks carousels and media counts', () => {
    expect(checkSocialPost('instagram', draft({ contentType: 'carousel' }))).toEqual([
      'A carousel needs at least two photos or videos.',
    ]);
    const five = Array.from({ length: 5 }, () => photo(1200, 1200));
    expect(checkSocialPost('twitter', draft({ contentType: 'carousel', media: five }))).toEqual([
      'X (Twitter) takes at most 4 photos or videos in a post.',
    ]);
  });

  it('keeps feed media between 4:5 and 1.91:1 on Instagram, stories and TikTok videos at 9:16', () => {
    expect(checkSocialPost('instagram', draft({ media: [photo(1080, 1352)] }))).toEqual([]);
    expect(checkSocialPost('instagram', draft({ media: [photo(1080, 1920)] }))).toEqual([
      'Instagram takes feed media between 4:5 and 1.91:1; one is 1080×1920.',
    ]);
    expect(checkSocialPost('instagram', draft({ media: [photo(2000, 1000)] }))).toEqual([
      'Instagram takes feed media between 4:5 and 1.91:1; one is 2000×1000.',
    ]);
    expect(
      checkSocialPost('instagram', draft({ contentType: 'story', media: [photo(1080, 1920)] })),
    ).toEqual([]);
    expect(
      checkSocialPost('instagram', draft({ contentType: 'story', media: [photo(1080, 1080)] })),
    ).toEqual(['Instagram takes vertical media at 9:16; one is 1080×1080.']);
    expect(
      checkSocialPost('tiktok', draft({ contentType: 'video', media: [video(1080, 1920)] })),
    ).toEqual([]);
    expect(
      checkSocialPost('tiktok', draft({ contentType: 'video', media: [video(1920, 1080)] })),
    ).toEqual([]);
  });
});
