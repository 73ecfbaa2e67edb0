import { createContext, useContext } from 'react';
import { CARD_MEDIA_SIZES } from '../../../contract/pictures.ts';

/**
 * The `sizes` of a post card's photos: how wide the card is drawn. A page whose feed column is
 * narrower than the default's (home's middle column) says so, so the browser picks the rendition
 * it shows instead of a larger one.
 */
const MediaSizes = createContext<string>(CARD_MEDIA_SIZES);

export const MediaSizesProvider = MediaSizes.Provider;

/** The `sizes` of the post photos drawn here. */
export function useMediaSizes(): string {
  return useContext(MediaSizes);
}
