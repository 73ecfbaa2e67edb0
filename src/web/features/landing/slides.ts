import { HERO_WIDTHS, photoSrc, photoSrcSet } from '../about/photo-sources.ts';

/**
 * The five rotating photos of the landing page (spec 1 §1), real photographs credited on /about.
 * `name` is what the photo shows; a place is named only where its source states it.
 */
export type LandingSlide = { photoId: string; name: string; caption: string; alt: string };

export const LANDING_SLIDES: readonly LandingSlide[] = [
  {
    // First because it is the page's LCP element: its 1600 px AVIF is about 15 KB.
    photoId: 'lake-midnight-twilight',
    name: 'Midsummer lake',
    caption: 'Still water at one in the morning',
    alt: 'Midsummer lake: calm water and reeds under a pink and violet night sky',
  },
  {
    photoId: 'lake-boats-sunset',
    name: 'Lakeshore at sunset',
    caption: 'Rowing boats pulled up for the night',
    alt: 'Lakeshore at sunset: wooden rowing boats on the shore below hills and glowing clouds',
  },
  {
    photoId: 'picos-de-europa-trail',
    name: 'Picos de Europa, Spain',
    caption: 'A trail through alpine meadows',
    alt: 'Picos de Europa, Spain: a hiking trail across a green meadow below rocky limestone peaks',
  },
  {
    photoId: 'aizkorri-autumn-larches',
    name: 'Aizkorri, Basque Country',
    caption: 'Autumn larches below the ridge',
    alt: 'Aizkorri, Basque Country: orange autumn larches and a meadow below a limestone ridge',
  },
  {
    photoId: 'mountain-ridge-sunset',
    name: 'Summit at sunset',
    caption: 'Layer upon layer of ridges',
    alt: 'Summit at sunset: the sun setting over layered mountain ridges seen from a grassy top',
  },
];

/** Width and height of the slide originals (16:10), so the browser reserves the space. */
export const SLIDE_ASPECT = { width: 2560, height: 1600 } as const;
/** The slides fill the viewport's width. */
export const SLIDE_SIZES = '100vw';

/** srcset of one slide in one format; the browser picks the width. */
export function slideSrcSet(photoId: string, format: 'avif' | 'webp') {
  return photoSrcSet(photoId, HERO_WIDTHS, format);
}

/** Fallback src of a slide (browsers without srcset). */
export function slideSrc(photoId: string) {
  return photoSrc(photoId, 1600);
}
