import { coverPicture } from '../../../contract/cover-picture.ts';
import { userDisplayName, userInitials } from '../../../contract/user-names.ts';
import type { PublicProfileTop } from '../../../db/queries/lcp-images.ts';
import { escapeAttribute as escape } from '../page-head/render.ts';
import { attributes, lcpPictureMarkup } from './picture-markup.ts';
import { icon } from './markup-parts.ts';

// A profile's first screen as features/profile/profile-page.tsx and profile-header.tsx draw it,
// with the same Tailwind classes: the cover (the page's largest paint), the avatar on its edge and
// the name. Drawn only for a public profile (lcp-images.ts), from its public fields; the bio,
// counts, actions and tabs come with the app. e2e/first-paint.spec.ts compares the boxes.

const BADGE_CHECK =
  '<path d="M3.85 8.62a4 4 0 0 1 4.78-4.77 4 4 0 0 1 6.74 0 4 4 0 0 1 4.78 4.78 4 4 0 0 1 0 6.74 4 4 0 0 1-4.77 4.78 4 4 0 0 1-6.75 0 4 4 0 0 1-4.78-4.77 4 4 0 0 1 0-6.76Z"></path><path d="m16 9-5.5 5.5L8 12"></path>';

/** profile-header.tsx's AVATAR_CIRCLE. */
const AVATAR_CIRCLE =
  'grid size-24 shrink-0 place-items-center overflow-hidden rounded-full bg-brand font-display text-3xl font-semibold text-on-brand shadow-md ring-4 ring-surface sm:size-32 sm:text-4xl';

/** photo-controls.tsx's CoverFallback: a member without a cover. */
const COVER_FALLBACK =
  '<div class="size-full bg-[radial-gradient(circle_at_78%_38%,rgb(244_185_66/0.55),transparent_28%),linear-gradient(115deg,var(--color-brand-strong)_0%,var(--color-brand)_42%,#4f8a84_68%,#e9936b_100%)]"></div>';

function cover(src: string | null): string {
  const inner = src
    ? lcpPictureMarkup(coverPicture(src), { alt: '', className: 'size-full object-cover' })
    : COVER_FALLBACK;
  return `<div class="relative h-36 overflow-hidden bg-brand sm:h-52 lg:h-64">${inner}</div>`;
}

/** The profile's top, as the children of the signed-in frame's <main>. */
export function profileMarkup(profile: PublicProfileTop): string {
  // Names only: the initials never fall back to the e-mail, which is not public.
  const named = { firstName: profile.firstName, lastName: profile.lastName };
  const name = userDisplayName(named) || 'Traveller';
  const picture = profile.profileImageUrl
    ? `<img${attributes({ src: profile.profileImageUrl, alt: '', class: 'size-full object-cover' })}>`
    : escape(userInitials(named));
  const premium = profile.isPremium
    ? `<span class="inline-flex items-center gap-1 rounded-full bg-accent-soft px-2 py-0.5 text-xs font-semibold text-accent">${icon('size-3.5', BADGE_CHECK)}Premium</span>`
    : '';
  const header = `<section class="overflow-hidden rounded-3xl border border-line bg-surface shadow-sm">${cover(profile.coverImageUrl)}<div class="grid gap-5 px-5 pb-6 sm:grid-cols-[minmax(0,1fr)_auto] sm:px-8"><div class="min-w-0"><div class="-mt-12 sm:-mt-16"><span class="relative inline-block"><span class="${AVATAR_CIRCLE}">${picture}</span></span></div><div class="mt-3 flex flex-wrap items-center gap-2"><h1 class="font-display text-2xl font-semibold break-words text-ink sm:text-3xl">${escape(name)}</h1>${premium}</div></div></div></section>`;
  return `<div class="mx-auto grid max-w-6xl grid-cols-1 gap-6">${header}</div>`;
}
