import type { FirstPaintScreen } from './first-paint-screen.ts';
import { icon, LOGO } from './markup-parts.ts';

// The signed-in frame as the app draws it before its data is there, written with the same
// Tailwind classes as the components it copies (app/shell/top-nav.tsx, bottom-bar.tsx,
// signed-in-shell.tsx, features/home/home-page.tsx's banner), so the app's first render lands on
// the same boxes. e2e/first-paint.spec.ts compares the two; change both together.

const ICONS = {
  bell: '<path d="M10.268 21a2 2 0 0 0 3.464 0"></path><path d="M3.262 15.326A1 1 0 0 0 4 17h16a1 1 0 0 0 .74-1.673C19.41 13.956 18 12.499 18 8A6 6 0 0 0 6 8c0 4.499-1.411 5.956-2.738 7.326"></path>',
  chevronDown: '<path d="m6 9 6 6 6-6"></path>',
  menu: '<path d="M4 5h16"></path><path d="M4 12h16"></path><path d="M4 19h16"></path>',
  search: '<path d="m21 21-4.34-4.34"></path><circle cx="11" cy="11" r="8"></circle>',
  camera:
    '<path d="M13.997 4a2 2 0 0 1 1.76 1.05l.486.9A2 2 0 0 0 18.003 7H20a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V9a2 2 0 0 1 2-2h1.997a2 2 0 0 0 1.759-1.048l.489-.904A2 2 0 0 1 10.004 4z"></path><circle cx="12" cy="13" r="3"></circle>',
  home: '<path d="M15 21v-8a1 1 0 0 0-1-1h-4a1 1 0 0 0-1 1v8"></path><path d="M3 10a2 2 0 0 1 .709-1.528l7-6a2 2 0 0 1 2.582 0l7 6A2 2 0 0 1 21 10v9a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z"></path>',
  compass:
    '<circle cx="12" cy="12" r="10"></circle><path d="m16.24 7.76-1.804 5.411a2 2 0 0 1-1.265 1.265L7.76 16.24l1.804-5.411a2 2 0 0 1 1.265-1.265z"></path>',
  create:
    '<rect width="18" height="18" x="3" y="3" rx="2"></rect><path d="M8 12h8"></path><path d="M12 8v8"></path>',
  message:
    '<path d="M2.992 16.342a2 2 0 0 1 .094 1.167l-1.065 3.29a1 1 0 0 0 1.236 1.168l3.413-.998a2 2 0 0 1 1.099.092 10 10 0 1 0-4.777-4.719"></path>',
  user: '<path d="M19 21v-2a4 4 0 0 0-4-4H9a4 4 0 0 0-4 4v2"></path><circle cx="12" cy="7" r="4"></circle>',
};

/**
 * TopNav with the member's own parts (avatar initials, unread badge, the links of the row shown
 * from md up) still empty: the row keeps its height.
 */
const HEADER = `<header class="sticky top-0 z-40 border-b border-line bg-surface/95 backdrop-blur"><div class="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:gap-5"><span class="shrink-0 rounded-lg">${LOGO}</span><div class="ml-auto flex shrink-0 items-center gap-1.5 pr-12 md:pr-0"><span class="relative grid size-10 place-items-center rounded-full text-ink">${icon('size-5', ICONS.bell)}</span><span class="flex items-center gap-2 rounded-full p-0.5 pr-2"><span class="inline-grid shrink-0 place-items-center overflow-hidden rounded-full bg-brand font-semibold text-on-brand size-8 text-xs"></span>${icon('size-4 text-ink-muted', ICONS.chevronDown)}</span></div></div><div class="relative mx-auto hidden max-w-7xl px-4 pb-2 md:block"><div class="h-8"></div></div><div class="md:hidden"><span class="absolute top-3 right-3 grid size-10 place-items-center rounded-full text-ink">${icon('size-6', ICONS.menu)}</span></div></header>`;

const BOTTOM_ITEMS = [
  { to: '/', label: 'Home', icon: ICONS.home },
  { to: '/explore', label: 'Explore', icon: ICONS.compass },
  { to: '/create', label: 'Create', icon: ICONS.create },
  { to: '/messages', label: 'Messages', icon: ICONS.message },
  { to: '/profile', label: 'Profile', icon: ICONS.user },
];

/** BottomBar, its current item as NavLink marks it (`end`: the exact path only). */
function bottomBar(pathname: string): string {
  const items = BOTTOM_ITEMS.map(({ to, label, icon: body }) => {
    const tone = to === pathname ? 'text-brand' : 'text-ink-muted';
    const look =
      to === '/create'
        ? 'flex w-full flex-col items-center gap-0.5 py-2 text-[11px] font-medium text-ink-muted'
        : `flex flex-col items-center gap-0.5 py-2 text-[11px] font-medium ${tone}`;
    const glyph = icon('size-6', body);
    return `<li><span class="${look}">${to === '/create' ? glyph : `<span class="relative">${glyph}</span>`}${label}</span></li>`;
  }).join('');
  return `<nav class="fixed inset-x-0 bottom-0 z-40 border-t border-line bg-surface/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"><ul class="mx-auto grid max-w-md grid-cols-5">${items}</ul></nav>`;
}

/** Home's banner photo: features/home/banner-photo.ts (a unit test keeps them in sync). */
export const SHELL_BANNER_PHOTO = 'storm-clouds-sunset';
export const SHELL_BANNER_SIZES = '(min-width: 1280px) 1248px, calc(100vw - 2rem)';

function bannerSrcset(ext: 'avif' | 'webp'): string {
  return [960, 1600, 2400]
    .map((width) => `/photos/${SHELL_BANNER_PHOTO}-${width}.${ext} ${width}w`)
    .join(', ');
}

const CHIP =
  'shrink-0 rounded-full px-3.5 py-1.5 text-sm font-medium transition-colors bg-white/15 text-white ring-1 ring-white/25 backdrop-blur';
const BUTTON =
  'inline-flex items-center justify-center gap-2 rounded-full font-semibold whitespace-nowrap select-none h-11 px-5 text-sm';

/**
 * Home's search banner, its largest paint: the photo with the page's fetch priority, the titles,
 * and the search field, buttons and quick destinations as they look (nothing to type into before
 * the app runs). The greeting's line is kept empty: the member's name comes with the app.
 */
const HOME_BANNER = `<section class="relative isolate z-20 rounded-3xl bg-[#2a2230] px-5 py-6 text-white sm:px-10 sm:py-14"><div class="absolute inset-0 -z-10 overflow-hidden rounded-3xl"><picture><source type="image/avif" srcset="${bannerSrcset('avif')}" sizes="${SHELL_BANNER_SIZES}"><img width="2560" height="1701" alt="" fetchpriority="high" data-first-paint-lcp class="absolute inset-0 size-full object-cover object-[center_35%]" sizes="${SHELL_BANNER_SIZES}" srcset="${bannerSrcset('webp')}" src="/photos/${SHELL_BANNER_PHOTO}-1600.webp"></picture><div class="hero-overlay absolute inset-0 bg-gradient-to-r from-black/70 via-black/45 to-black/10"></div></div><p class="text-sm font-medium text-white/90">&nbsp;</p><h2 class="mt-1 font-display text-[1.75rem]/[1.2] font-semibold tracking-tight sm:text-5xl">Discover Your Next Adventure</h2><p class="mt-2 max-w-2xl text-sm text-white/90 sm:mt-3 sm:text-lg">Search destinations, upload photos to find locations, or explore trending spots</p><div class="mt-5 max-w-3xl sm:mt-7"><div class="relative flex gap-2 flex-col sm:flex-row"><div class="relative min-w-0 flex-1">${icon('pointer-events-none absolute top-1/2 -translate-y-1/2 text-ink-muted left-4 size-5', ICONS.search)}<div class="flex items-center w-full rounded-full pr-4 text-ink-muted h-12 pl-12 border-0 bg-white">Where do you want to go?</div></div><div class="grid grid-cols-2 gap-2 sm:flex"><span class="${BUTTON} bg-on-brand text-brand-strong sm:h-12 sm:w-auto">Search</span><span class="${BUTTON} border border-white/40 bg-white/10 text-white backdrop-blur">${icon('size-4', ICONS.camera)}Search by photo</span></div></div></div><div class="-mx-5 mt-4 flex items-center gap-2 overflow-x-auto px-5 [scrollbar-width:none] sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0"><span class="shrink-0 text-sm text-white/85">Popular:</span>${['Paris', 'Tokyo', 'Bali', 'New York', 'London', 'Rome'].map((place) => `<span class="${CHIP}">${place}</span>`).join('')}</div></section>`;

/**
 * The first screen's frame for `screen`, as the children of #root, around `drawn`: the screen's
 * own content when it has some (explore-markup.ts, post-markup.ts, profile-markup.ts,
 * destination-markup.ts).
 */
export function shellMarkup(screen: FirstPaintScreen, pathname: string, drawn = ''): string {
  const content =
    screen === 'home'
      ? `<div class="grid grid-cols-[minmax(0,1fr)] gap-6">${HOME_BANNER}</div>`
      : drawn;
  // inert: nothing in it can be focused or clicked, and assistive technology skips it; the app's
  // first render replaces the whole of it.
  return `<div data-first-paint="${screen}" inert aria-hidden="true" class="min-h-dvh bg-canvas">${HEADER}<main class="mx-auto max-w-7xl px-4 pt-6 pb-24 md:pb-12">${content}</main>${bottomBar(pathname)}</div>`;
}
