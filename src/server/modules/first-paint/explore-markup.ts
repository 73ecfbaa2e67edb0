import type { Picture } from '../../../contract/pictures.ts';
import { pictureMarkup } from './picture-markup.ts';
import { icon } from './markup-parts.ts';

// Explore's first screen as features/explore/explore-page.tsx draws it on its first answer, with
// the same Tailwind classes (explore-search.tsx, destination-search.tsx's 'card' variant,
// category-grid.tsx, explore-grid.tsx), so the app's first render lands on the same boxes: the
// title, the search field and its buttons, the category pills (a card of tiles from lg), and the
// photo grid with the very <picture> the app's tiles draw (contract/tile-picture.ts). The side
// cards come with the app (it draws them after the feed, too): their grid cells stay empty here.
// e2e/first-paint.spec.ts compares the boxes at 390 and 1280 px; change both together.

const SEARCH_ICON = '<path d="m21 21-4.34-4.34"></path><circle cx="11" cy="11" r="8"></circle>';
const RADIO_ICON =
  '<path d="M16.247 7.761a6 6 0 0 1 0 8.478"></path><path d="M19.075 4.933a10 10 0 0 1 0 14.134"></path><path d="M4.925 19.067a10 10 0 0 1 0-14.134"></path><path d="M7.753 16.239a6 6 0 0 1 0-8.478"></path><circle cx="12" cy="12" r="2"></circle>';

/** features/explore/sample-data.ts's EXPLORE_CATEGORIES with category-grid.tsx's icons. */
export const EXPLORE_MARKUP_CATEGORIES = [
  { label: 'Adventure', icon: '<path d="m8 3 4 8 5-5 5 15H2L8 3z"></path>' },
  {
    label: 'Beach',
    icon: '<path d="M2 12q2.5 2 5 0t5 0 5 0 5 0"></path><path d="M2 19q2.5 2 5 0t5 0 5 0 5 0"></path><path d="M2 5q2.5 2 5 0t5 0 5 0 5 0"></path>',
  },
  {
    label: 'City',
    icon: '<path d="M10 12h4"></path><path d="M10 8h4"></path><path d="M14 21v-3a2 2 0 0 0-4 0v3"></path><path d="M6 10H4a2 2 0 0 0-2 2v7a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V9a2 2 0 0 0-2-2h-2"></path><path d="M6 21V5a2 2 0 0 1 2-2h8a2 2 0 0 1 2 2v16"></path>',
  },
  {
    label: 'Culture',
    icon: '<path d="M10 18v-7"></path><path d="M11.119 2.205a2 2 0 0 1 1.762 0l7.84 3.846A.5.5 0 0 1 20.5 7h-17a.5.5 0 0 1-.22-.949z"></path><path d="M14 18v-7"></path><path d="M18 18v-7"></path><path d="M3 22h18"></path><path d="M6 18v-7"></path>',
  },
  {
    label: 'Food',
    icon: '<path d="m16 2-2.3 2.3a3 3 0 0 0 0 4.2l1.8 1.8a3 3 0 0 0 4.2 0L22 8"></path><path d="M15 15 3.3 3.3a4.2 4.2 0 0 0 0 6l7.3 7.3c.7.7 2 .7 2.8 0L15 15Zm0 0 7 7"></path><path d="m2.1 21.8 6.4-6.3"></path><path d="m19 5-7 7"></path>',
  },
  {
    label: 'Nature',
    icon: '<path d="M10 10v.2A3 3 0 0 1 8.9 16H5a3 3 0 0 1-1-5.8V10a3 3 0 0 1 6 0Z"></path><path d="M7 16v6"></path><path d="M13 19v3"></path><path d="M12 19h8.3a1 1 0 0 0 .7-1.7L18 14h.3a1 1 0 0 0 .7-1.7L16 9h.2a1 1 0 0 0 .8-1.7L13 3l-1.4 1.5"></path>',
  },
] as const;

/** ui/button.tsx's base and 'sm' size. */
const BUTTON =
  'inline-flex items-center justify-center gap-2 rounded-full font-semibold whitespace-nowrap transition-colors disabled:cursor-not-allowed disabled:opacity-55 select-none h-9 px-4 text-sm';

/** ExploreSearch: the card (no chrome on phones), the field as it looks empty, its two buttons. */
const SEARCH = `<section class="border border-line bg-surface rounded-2xl shadow-sm relative z-20 max-lg:border-0 max-lg:bg-transparent max-lg:shadow-none lg:p-4"><div class="relative flex gap-2 flex-col"><div class="relative min-w-0 flex-1">${icon('pointer-events-none absolute top-1/2 -translate-y-1/2 text-ink-muted left-3.5 size-4', SEARCH_ICON)}<div class="flex items-center w-full rounded-full pr-4 text-ink-muted h-10 pl-10 text-sm border border-line bg-surface-muted"><span class="truncate">Search destinations, experiences...</span></div></div><div class="grid grid-cols-2 gap-2"><span class="${BUTTON} bg-brand text-on-brand h-10">Search</span><span class="${BUTTON} bg-accent text-on-accent h-10">${icon('size-4', RADIO_ICON)}Go Live</span></div></div></section>`;

/** CategoryGrid, no category chosen: a row of pills on phones, a card of tiles from lg. */
const CATEGORIES = `<section class="lg:rounded-2xl lg:border lg:border-line lg:bg-surface lg:p-5 lg:shadow-sm"><p class="sr-only lg:not-sr-only lg:mb-4 lg:text-base lg:font-semibold lg:text-ink">Categories</p><ul class="-mx-4 flex gap-2 overflow-x-auto px-4 [scrollbar-width:none] lg:mx-0 lg:grid lg:grid-cols-3 lg:overflow-visible lg:px-0">${EXPLORE_MARKUP_CATEGORIES.map(
  ({ label, icon: body }) =>
    `<li class="shrink-0"><span class="flex items-center gap-1.5 rounded-full border px-3.5 py-2 text-sm font-semibold transition-colors lg:w-full lg:flex-col lg:rounded-2xl lg:px-2 lg:py-3 lg:text-xs border-line bg-surface text-ink">${icon('size-4 lg:size-5', body)}${label}</span></li>`,
).join('')}</ul></section>`;

/** explore-grid.tsx's FIRST_ROW: these load at once, with the page's fetch priority. */
const FIRST_ROW = 3;

/** A tile's <picture> as ui/photo.tsx renders it, every value escaped (a post's own URL). */
function tilePhoto(picture: Picture, firstRow: boolean): string {
  // public/boot.js starts the app once any of the first row has painted: the largest paint is
  // whichever of those equal squares the browser draws first.
  const load = firstRow ? { loading: 'eager', fetchpriority: 'high' } : { loading: 'lazy' };
  const img = {
    ...load,
    decoding: 'async',
    alt: '',
    class: 'absolute inset-0 size-full object-cover',
  };
  return pictureMarkup(picture, img, { lcp: firstRow });
}

/**
 * The photo grid: each tile's picture (null for a post without one, whose text tile is left an
 * empty square of the tile's colour: the app's own first render shows its skeleton's grey
 * squares there, and the server draws none of the post's words).
 */
function grid(tiles: readonly (Picture | null)[]): string {
  if (tiles.length === 0) return '';
  const items = tiles
    .map(
      (picture, index) =>
        `<li><span class="group relative block aspect-square overflow-hidden bg-surface-muted sm:rounded-md">${picture ? tilePhoto(picture, index < FIRST_ROW) : ''}</span></li>`,
    )
    .join('');
  // FeedList's list around the grid (its sentinel and "Load more" come with the app).
  return `<div class="grid grid-cols-1 gap-5"><ul class="grid grid-cols-3 gap-1 sm:gap-1.5">${items}</ul></div>`;
}

/**
 * Explore's first screen inside <main>, the first page of tiles as everyone sees it
 * (lcp-preload's read). No tiles (an empty world) draws the page without its grid.
 */
export function exploreMarkup(tiles: readonly (Picture | null)[]): string {
  return `<div class="grid grid-cols-[minmax(0,1fr)] gap-4 lg:gap-6 lg:grid-cols-[18.5rem_minmax(0,1fr)] lg:grid-rows-[auto_auto_auto_auto_auto_1fr] xl:grid-cols-[18.5rem_minmax(0,1fr)_17.5rem]"><div class="lg:col-start-2 lg:row-start-1"><p class="font-display text-[1.75rem]/[1.2] font-semibold tracking-tight text-ink sm:text-4xl">Explore the World</p><p class="mt-1 text-ink-muted">Stories, photos and tips from travellers everywhere.</p></div><div class="lg:col-start-1 lg:row-span-2 lg:row-start-1">${SEARCH}</div><div class="lg:col-start-1 lg:row-start-3">${CATEGORIES}</div><section class="min-w-0 lg:col-start-2 lg:row-span-5 lg:row-start-2">${grid(tiles)}</section><div class="grid content-start gap-6 lg:col-start-1 lg:row-start-4 xl:row-span-3"></div><div class="grid content-start gap-6 lg:col-start-1 lg:row-start-5 xl:col-start-3 xl:row-span-6 xl:row-start-1"></div></div>`;
}
