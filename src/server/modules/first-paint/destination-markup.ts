import { placeBackdrop } from '../../../contract/place-look.ts';
import type { TPlaceImage } from '../../../contract/places.ts';
import type { TSeoDestination } from '../../../contract/seo.ts';
import { escapeAttribute as escape } from '../page-head/render.ts';
import { icon, LOGO } from './markup-parts.ts';

// A destination tours page's first screen as features/destination-pages/destination-page.tsx and
// destination-hero.tsx draw it once its content and photo have answered (the app's first render
// waits for both, main.tsx), written with the same Tailwind classes so that render lands on the
// same boxes: the hero with the place's photo (or its designed fallback), title and subtitle, the
// search bar as it looks, and the intro's skeleton below. The visitor's frame copies
// app/public-layout.tsx; a member's is shell-markup.ts's. e2e/first-paint.spec.ts compares the
// boxes; change both together. Everything here is the same for every viewer.

/** What the hero shows: the page's own data, read without a vendor call (destination-head.ts). */
export type DrawnDestination = {
  /** The catalogue's name of the place ('Paris'). */
  name: string;
  /** 'France · 120 excursions', as the page writes it; null when it has none. */
  subtitle: string | null;
  /** The photo `/api/places/image` answers without a provider, or null (the designed fallback). */
  photo: Pick<TPlaceImage, 'url' | 'attribution'> | null;
  /** The place as its designed fallback draws it. */
  place: TPlaceImage['place'];
};

/** The page types' nouns (destination-page.tsx's TYPE_NOUN). */
const TYPE_NOUN: Record<string, [string, string]> = {
  excursions: ['excursion', 'excursions'],
  tours: ['tour', 'tours'],
  all: ['tour & activity', 'tours & activities'],
};

/** The hero's subtitle as destination-page.tsx writes it: country, then the count of tours. */
export function destinationSubtitle(destination: TSeoDestination, type: string): string | null {
  const [one, many] = TYPE_NOUN[type] ?? TYPE_NOUN.excursions!;
  const count = destination.tourCount;
  const parts = [
    destination.countryName,
    count > 0 ? `${count.toLocaleString('en-US')} ${count === 1 ? one : many}` : null,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : null;
}

const SEARCH = '<path d="m21 21-4.34-4.34"></path><circle cx="11" cy="11" r="8"></circle>';
const SLIDERS =
  '<path d="M10 5H3"></path><path d="M12 19H3"></path><path d="M14 3v4"></path><path d="M16 17v4"></path><path d="M21 12h-9"></path><path d="M21 19h-5"></path><path d="M21 5h-7"></path><path d="M8 10v4"></path><path d="M8 12H3"></path>';

/** ui/place-fallback.tsx's category icons of the catalogue's types (MapPin for anything else). */
export const FALLBACK_ICONS: Record<string, string> = {
  city: '<path d="M10 12h4"></path><path d="M10 8h4"></path><path d="M14 21v-3a2 2 0 0 0-4 0v3"></path><path d="M6 10H4a2 2 0 0 0-2 2v7a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V9a2 2 0 0 0-2-2h-2"></path><path d="M6 21V5a2 2 0 0 1 2-2h8a2 2 0 0 1 2 2v16"></path>',
  region: '<path d="m8 3 4 8 5-5 5 15H2L8 3z"></path>',
  country:
    '<path d="M21.54 15H17a2 2 0 0 0-2 2v4.54"></path><path d="M7 3.34V5a3 3 0 0 0 3 3a2 2 0 0 1 2 2c0 1.1.9 2 2 2a2 2 0 0 0 2-2c0-1.1.9-2 2-2h3.17"></path><path d="M11 21.95V18a2 2 0 0 0-2-2a2 2 0 0 1-2-2v-1a2 2 0 0 0-2-2H2.05"></path><circle cx="12" cy="12" r="10"></circle>',
  place:
    '<path d="M20 10c0 4.993-5.539 10.193-7.399 11.799a1 1 0 0 1-1.202 0C9.539 20.193 4 14.993 4 10a8 8 0 0 1 16 0"></path><circle cx="12" cy="10" r="3"></circle>',
};

/** PlaceFallback size="hero": the place's colour and pattern with its category's icon. */
function placeFallback(place: DrawnDestination['place']): string {
  const look = placeBackdrop(place);
  const style = `background-color:${look.backgroundColor};background-image:${look.backgroundImage};background-size:${look.backgroundSize}`;
  const body = FALLBACK_ICONS[place.category ?? ''] ?? FALLBACK_ICONS.place!;
  const glyph = icon(
    'absolute top-4 right-4 size-24 opacity-15 sm:top-1/2 sm:right-[6%] sm:size-64 sm:-translate-y-1/2',
    body,
    1,
  );
  return `<div aria-hidden="true" style="${escape(style)}" class="relative isolate size-full overflow-hidden text-white">${glyph}</div>`;
}

const BUTTON =
  'inline-flex items-center justify-center gap-2 rounded-full font-semibold whitespace-nowrap select-none';

/** DestinationHero once its photo has answered (an answer always shapes the wide layout). */
function hero(page: DrawnDestination): string {
  // The page's largest paint: boot.js starts the app once the browser reports it painted.
  const backdrop = page.photo?.url
    ? `<img src="${escape(page.photo.url)}" alt="" fetchpriority="high" data-first-paint-lcp class="size-full object-cover">`
    : placeFallback(page.place);
  const subtitle = page.subtitle
    ? `<p class="mt-2 text-base text-on-brand/90 sm:text-lg">${escape(page.subtitle)}</p>`
    : '';
  const credit = page.photo?.attribution
    ? `<p class="absolute top-3 right-4 max-w-[60%] truncate text-right text-[0.7rem] text-on-brand/85"><span class="underline-offset-2">${escape(page.photo.attribution.name)}</span></p>`
    : '';
  const search = `<div class="flex w-full max-w-2xl items-center gap-2 rounded-full bg-surface p-1.5 text-ink shadow-xl lg:max-w-xl">${icon('ml-3 size-5 shrink-0 text-ink-muted', SEARCH)}<span class="flex h-11 min-w-0 flex-1 items-center text-base text-ink-muted">Search tours</span><span class="${BUTTON} bg-brand text-on-brand h-11 px-5 text-sm shrink-0"><span class="hidden sm:inline">Search</span>${icon('size-4 sm:hidden', SEARCH)}</span><span class="${BUTTON} border border-line bg-surface text-ink size-10 relative shrink-0">${icon('size-4', SLIDERS)}</span></div>`;
  return `<header class="relative isolate overflow-hidden rounded-3xl bg-brand-strong text-on-brand"><div class="absolute inset-0 -z-10 lg:left-[40%]">${backdrop}</div><div class="hero-overlay absolute inset-0 -z-10 bg-gradient-to-t from-black/75 via-black/40 to-black/15 lg:bg-linear-to-r lg:from-brand-strong lg:from-40% lg:via-brand-strong/45 lg:via-55% lg:to-black/10 lg:to-100%"></div><div class="flex min-h-[19rem] flex-col justify-end gap-5 px-5 pt-16 pb-6 sm:min-h-[23rem] sm:px-10 sm:pb-9"><div class="lg:max-w-[50%]"><p class="font-display text-3xl font-semibold tracking-tight text-balance drop-shadow-sm sm:text-5xl">Things to Do in ${escape(page.name)}</p>${subtitle}</div>${search}</div>${credit}</header>`;
}

/** destination-page.tsx's IntroSkeleton: the intro's lines while they load. */
const INTRO_SKELETON = `<div class="grid max-w-3xl gap-3"><div class="grid animate-pulse gap-2.5">${[
  'w-full',
  'w-full',
  'w-11/12',
  'w-2/3',
]
  .map((width) => `<span class="h-4.5 rounded-md bg-surface-muted ${width}"></span>`)
  .join('')}<span class="mt-3 h-4 w-24 rounded-md bg-surface-muted"></span></div></div>`;

/** The page's own part of its first screen: what goes inside the frame's main. */
export function destinationContentMarkup(page: DrawnDestination): string {
  return `<div class="grid grid-cols-[minmax(0,1fr)] gap-8">${hero(page)}${INTRO_SKELETON}</div>`;
}

/**
 * PublicLayout's frame for a visitor (destination-pages/public-page.tsx's padding inside), without
 * its footer: drawn at the bottom of a short page, it would be pushed down by the app's content.
 */
export function visitorFrame(screen: string, content: string): string {
  return `<div data-first-paint="${screen}" inert aria-hidden="true" class="flex min-h-dvh flex-col bg-canvas"><header class="border-b border-line bg-surface/90 backdrop-blur"><div class="mx-auto flex max-w-6xl items-center justify-between px-6 py-3"><span>${LOGO}</span><span class="${BUTTON} bg-brand text-on-brand h-9 px-4 text-sm">Sign in</span></div></header><main class="flex-1"><div class="mx-auto max-w-7xl px-4 pt-6 pb-16 sm:px-6">${content}</div></main></div>`;
}
