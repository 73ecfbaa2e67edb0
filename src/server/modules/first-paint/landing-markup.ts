import { icon } from './markup-parts.ts';

// The landing page's first screen as features/landing/landing-page.tsx and hero-slideshow.tsx
// draw it for a visitor, with the same Tailwind classes (all in the entry's styles.css, which
// the page loads anyway): the header and the hero with its first slide, the page's largest paint.
// Slide controls and the rest of the page come with the app. e2e/first-paint.spec.ts compares
// the boxes; first-paint.test.ts keeps the slide in sync with features/landing/slides.ts.
/** features/landing/slides.ts's first slide. */
export const LANDING_FIRST_SLIDE = {
  photoId: 'lake-midnight-twilight',
  name: 'Midsummer lake',
  caption: 'Still water at one in the morning',
};

function srcset(ext: 'avif' | 'webp'): string {
  return [960, 1600, 2400]
    .map((width) => `/photos/${LANDING_FIRST_SLIDE.photoId}-${width}.${ext} ${width}w`)
    .join(', ');
}

const LOGO = `<span class="inline-flex items-center gap-2"><svg viewBox="0 0 64 64" aria-hidden="true" class="size-8 shrink-0"><rect width="64" height="64" rx="16" fill="#ffffff"></rect><path d="M32 12c-8.3 0-15 6.5-15 14.6C17 38 32 52 32 52s15-14 15-25.4C47 18.5 40.3 12 32 12Z" fill="#fb7a5c"></path><circle cx="32" cy="27" r="6" fill="#0f5b63"></circle></svg><span class="font-display text-2xl font-bold tracking-tight text-white">Roamly</span></span>`;

const BUTTON =
  'inline-flex items-center justify-center gap-2 rounded-full font-semibold whitespace-nowrap select-none';

const HEADER = `<header class="absolute inset-x-0 top-0 z-20 text-white"><div class="mx-auto flex max-w-6xl items-center justify-between px-6 py-5"><span>${LOGO}</span><div class="flex items-center gap-2"><span class="hidden rounded-full px-4 py-2 text-sm font-semibold text-white sm:inline-block">Features</span><span class="${BUTTON} bg-on-brand text-brand-strong h-9 px-4 text-sm">Sign in</span></div></div></header>`;

const DOTS = [0, 1, 2, 3, 4]
  .map(
    (index) =>
      `<span class="grid size-7 place-items-center rounded-full"><span class="block h-2 rounded-full bg-white ${index === 0 ? 'w-6 opacity-100' : 'w-2 opacity-60'}"></span></span>`,
  )
  .join('');

const HERO = `<section class="relative isolate flex min-h-[92svh] flex-col overflow-hidden text-white"><div class="absolute inset-0 overflow-hidden bg-[#1d3a40]"><picture><source type="image/avif" srcset="${srcset('avif')}" sizes="100vw"><img width="2560" height="1600" alt="" fetchpriority="high" data-first-paint-lcp class="absolute inset-0 size-full object-cover opacity-100" sizes="100vw" srcset="${srcset('webp')}" src="/photos/${LANDING_FIRST_SLIDE.photoId}-1600.webp"></picture><div class="hero-overlay absolute inset-0 bg-gradient-to-b from-black/55 via-black/35 to-black/70"></div></div><div class="absolute inset-x-0 bottom-0 z-20"><div class="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-6 pb-6"><p class="flex items-center gap-2 text-sm text-white">${icon('size-4 text-accent-bright', '<path d="M20 10c0 4.993-5.539 10.193-7.399 11.799a1 1 0 0 1-1.202 0C9.539 20.193 4 14.993 4 10a8 8 0 0 1 16 0"></path><circle cx="12" cy="10" r="3"></circle>')}<span class="font-semibold">${LANDING_FIRST_SLIDE.name}</span><span class="hidden text-white/85 sm:inline">— ${LANDING_FIRST_SLIDE.caption}</span></p><div class="flex items-center gap-2"><div class="flex items-center gap-1">${DOTS}</div><span class="grid size-8 place-items-center rounded-full bg-white/15 text-white">${icon('size-4', '<rect x="14" y="3" width="5" height="18" rx="1"></rect><rect x="5" y="3" width="5" height="18" rx="1"></rect>')}</span></div></div></div><div class="relative z-10 mx-auto flex w-full max-w-6xl flex-1 flex-col justify-center px-6 pt-28 pb-32"><p class="mb-4 inline-flex w-fit items-center gap-2 rounded-full bg-white/15 px-4 py-1.5 text-sm font-medium backdrop-blur-sm"><span class="size-2 rounded-full bg-accent-bright"></span>The travel social network</p><p class="max-w-3xl font-display text-5xl leading-[1.05] font-semibold tracking-tight text-balance drop-shadow-sm sm:text-6xl lg:text-7xl">Share the world, one journey at a time.</p><p class="mt-6 max-w-xl text-lg leading-relaxed text-white/90 sm:text-xl">Post your travel moments, follow fellow explorers and discover where to go next — all in one place built for travellers.</p><div class="mt-10 flex flex-wrap gap-3"><span class="${BUTTON} bg-on-brand text-brand-strong h-13 px-7 text-base">Start your journey${icon('size-5', '<path d="M5 12h14"></path><path d="m12 5 7 7-7 7"></path>')}</span><span class="${BUTTON} h-13 px-7 text-base border border-white/70 text-white">Sign in</span></div></div></section>`;

/** The landing page's first screen, as the children of #root. */
export const LANDING_MARKUP = `<div data-first-paint="landing" inert aria-hidden="true" class="relative min-h-dvh bg-canvas">${HEADER}<main>${HERO}</main></div>`;
