/**
 * Home's banner photo, its largest paint: dramatic, dark sky, so white text stays readable on
 * every crop (credited on /about); a sky of nowhere stated, as the banner is about no place.
 * public/boot.js preloads it on a signed-in "/" (a unit test
 * keeps the two in sync).
 */
export const HOME_BANNER_PHOTO = 'storm-clouds-sunset';
/** The banner's width: the page inside the shell's margins, 1248 px from 1280 px on. */
export const BANNER_SIZES = '(min-width: 1280px) 1248px, calc(100vw - 2rem)';
