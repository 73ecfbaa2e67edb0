import { describe, expect, it } from 'vitest';
import { ZPostMedia, type TPostMedia } from '../../../contract/media.ts';
import type { StoredPostMedia } from '../../../db/schema/index.ts';
import { presentPostMedia } from './media.presenter.ts';

const stored: StoredPostMedia = {
  id: 'm1',
  url: '/uploads/media/m1-display.jpg',
  type: 'image',
  status: 'ready',
  width: 1600,
  height: 1200,
  variants: [{ url: '/uploads/media/m1-display.jpg', width: 1600, format: 'jpeg' }],
  posterUrl: null,
  durationSeconds: null,
};

describe('presentPostMedia', () => {
  it('turns an item stored before placeholders existed (no key) into placeholder: null', () => {
    expect('placeholder' in stored).toBe(false);
    const presented = presentPostMedia(stored);
    expect(presented).toEqual({ ...stored, placeholder: null });
    expect(ZPostMedia.safeParse(presented).success).toBe(true);
    // The raw stored item is what the contract refuses.
    expect(ZPostMedia.safeParse(stored).success).toBe(false);
  });

  it('keeps a stored placeholder, and only the fields of the contract', () => {
    const placeholder = 'data:image/webp;base64,UklGRg==';
    const withExtra = { ...stored, placeholder, exif: { latitude: 1 } } as StoredPostMedia;
    const presented: TPostMedia = presentPostMedia(withExtra);
    expect(presented.placeholder).toBe(placeholder);
    expect(presented).not.toHaveProperty('exif');
  });
});
