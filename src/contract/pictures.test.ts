import { describe, expect, it } from 'vitest';
import type { TPostMedia } from './media.ts';
import { picturePreload } from './picture-preload.ts';
import { CARD_MEDIA_SIZES, mediaPicture } from './pictures.ts';
import { EXPLORE_TILE_SIZES, tilePicture } from './tile-picture.ts';

const uploaded: Pick<TPostMedia, 'url' | 'variants'> = {
  url: '/uploads/media/a/display.jpg',
  variants: [
    { url: '/uploads/media/a/960.webp', width: 960, format: 'webp' },
    { url: '/uploads/media/a/320.webp', width: 320, format: 'webp' },
    { url: '/uploads/media/a/320.jpg', width: 320, format: 'jpeg' },
    { url: '/uploads/media/a/960.jpg', width: 960, format: 'jpeg' },
  ],
};

describe('the preload of a picture names what its <img> picks', () => {
  it("a demo-world photo: the first source's AVIF candidates, typed so others skip it", () => {
    const picture = tilePicture({ media: [], imageUrl: '/uploads/demo/photos/taj-mahal.webp' });
    expect(picture!.sources.map((source) => source.type)).toEqual(['image/avif', 'image/webp']);
    expect(picturePreload(picture!)).toEqual({
      imagesrcset:
        '/photos/taj-mahal-320.avif 320w, /photos/taj-mahal-640.avif 640w, /photos/taj-mahal-960.avif 960w',
      imagesizes: EXPLORE_TILE_SIZES,
      type: 'image/avif',
    });
  });

  it("an upload: its WebP renditions, the <img>'s JPEG srcset behind them", () => {
    const picture = mediaPicture(uploaded, CARD_MEDIA_SIZES);
    expect(picture).toEqual({
      src: '/uploads/media/a/960.jpg',
      sources: [
        {
          type: 'image/webp',
          srcSet: '/uploads/media/a/320.webp 320w, /uploads/media/a/960.webp 960w',
          sizes: CARD_MEDIA_SIZES,
        },
      ],
      srcSet: '/uploads/media/a/320.jpg 320w, /uploads/media/a/960.jpg 960w',
      sizes: CARD_MEDIA_SIZES,
    });
    expect(picturePreload(picture).imagesrcset).toBe(picture.sources[0]!.srcSet);
  });

  it('a JPEG-only upload: the srcset itself; a bare address: its href', () => {
    const jpegs = { ...uploaded, variants: uploaded.variants.filter((v) => v.format === 'jpeg') };
    expect(picturePreload(mediaPicture(jpegs, CARD_MEDIA_SIZES))).toEqual({
      href: '/uploads/media/a/960.jpg',
      imagesrcset: '/uploads/media/a/320.jpg 320w, /uploads/media/a/960.jpg 960w',
      imagesizes: CARD_MEDIA_SIZES,
    });
    expect(picturePreload({ src: '/photos/x-640.webp', sources: [] })).toEqual({
      href: '/photos/x-640.webp',
    });
  });

  it('a tile without a picture to show has none to hint', () => {
    const failed: TPostMedia = {
      id: 'm',
      url: '/uploads/media/b/display.jpg',
      type: 'image',
      status: 'processing',
      width: null,
      height: null,
      variants: [],
      posterUrl: null,
      durationSeconds: null,
      placeholder: null,
    };
    expect(tilePicture({ media: [failed], imageUrl: null })).toBeNull();
    expect(tilePicture({ media: [], imageUrl: null })).toBeNull();
  });
});
