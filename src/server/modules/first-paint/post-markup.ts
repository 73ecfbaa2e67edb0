import type { Picture } from '../../../contract/pictures.ts';
import type { TPost } from '../../../contract/posts.ts';
import { userDisplayName, userInitials } from '../../../contract/user-names.ts';
import { escapeAttribute as escape } from '../page-head/render.ts';
import { attributes, lcpPictureMarkup } from './picture-markup.ts';
import { icon } from './markup-parts.ts';

// A post permalink's first screen as features/posts/post-page.tsx, post-card.tsx, post-header.tsx
// and post-media.tsx draw it, with the same Tailwind classes, down to and including the photo:
// the back row, the author row and the photo shown whole. Drawn only for a post everyone may see
// (lcp-images.ts reads it as NOBODY) and only from what a card shows everyone; the time, the
// menu and the text below come with the app. e2e/first-paint.spec.ts compares the boxes.

const ICONS = {
  arrowLeft: '<path d="m12 19-7-7 7-7"></path><path d="M19 12H5"></path>',
  globe:
    '<circle cx="12" cy="12" r="10"></circle><path d="M12 2a14.5 14.5 0 0 0 0 20 14.5 14.5 0 0 0 0-20"></path><path d="M2 12h20"></path>',
  mapPin:
    '<path d="M20 10c0 4.993-5.539 10.193-7.399 11.799a1 1 0 0 1-1.202 0C9.539 20.193 4 14.993 4 10a8 8 0 0 1 16 0"></path><circle cx="12" cy="10" r="3"></circle>',
  ellipsis:
    '<circle cx="12" cy="12" r="1"></circle><circle cx="19" cy="12" r="1"></circle><circle cx="5" cy="12" r="1"></circle>',
  crown:
    '<path d="M11.562 3.266a.5.5 0 0 1 .876 0L15.39 8.87a1 1 0 0 0 1.516.294L21.183 5.5a.5.5 0 0 1 .798.519l-2.834 10.246a1 1 0 0 1-.956.734H5.81a1 1 0 0 1-.957-.734L2.02 6.02a.5.5 0 0 1 .798-.519l4.276 3.664a1 1 0 0 0 1.516-.294z"></path><path d="M5 21h14"></path>',
};

/** post-media.tsx's WHOLE_IMAGE: the permalink shows the photo whole. */
const WHOLE_IMAGE = 'block h-auto max-h-[80vh] w-full bg-surface-muted object-contain';

/** ui/avatar.tsx at its `md` size. */
function avatar(src: string | null, initials: string): string {
  const inner = src
    ? `<img${attributes({ src, alt: '', class: 'size-full object-cover' })}>`
    : escape(initials);
  return `<span class="inline-grid shrink-0 place-items-center overflow-hidden rounded-full bg-brand font-semibold text-on-brand size-10 text-sm">${inner}</span>`;
}

/** The photo of a post with one, shown whole (its size known from the media when it has one). */
function photo(post: TPost, picture: Picture, alt: string): string {
  const media = post.media[0];
  return lcpPictureMarkup(picture, {
    alt,
    className: WHOLE_IMAGE,
    width: media?.width,
    height: media?.height,
  });
}

/**
 * The permalink's top down to its photo `picture` (lcp-images.ts's postPicture: none for a
 * sensitive post, a video, a photo not ready), as the children of the signed-in frame's <main>;
 * null for a carousel (the page then paints the plain frame).
 */
export function postMarkup(post: TPost, picture: Picture): string | null {
  // A carousel (several media) draws its own frame around the photo.
  if (post.media.length > 1) return null;
  const name = userDisplayName(post.user) || 'Traveller';
  const label = post.location ? `from ${post.location}` : `shared by ${name}`;
  const media = photo(post, picture, `Photo ${label}`);
  const crown = post.user.isPremium ? icon('size-4 shrink-0 text-sun', ICONS.crown) : '';
  const location = post.location
    ? `<p class="mt-1 flex min-w-0 items-center gap-1 text-xs text-ink">${icon('size-3.5 shrink-0 text-accent', ICONS.mapPin)}<span class="truncate">${escape(post.location)}</span></p>`
    : '';
  const header = `<header class="flex items-start gap-3 px-4 pt-4 sm:px-5"><span class="shrink-0">${avatar(post.user.profileImageUrl, userInitials(post.user))}</span><div class="min-w-0 flex-1 pt-0.5"><div class="flex min-w-0 items-center gap-1.5 text-[0.95rem] leading-tight"><h3 class="flex min-w-0 items-center gap-1"><span class="truncate font-semibold text-ink">${escape(name)}</span>${crown}</h3><span class="text-ink-muted">·</span><span class="shrink-0 text-ink-muted">${icon('size-3.5', ICONS.globe)}</span></div>${location}</div><div class="-mt-1 -mr-2"><span class="grid size-10 place-items-center rounded-full text-ink-muted">${icon('size-5', ICONS.ellipsis)}</span></div></header>`;
  const back = `<div class="flex items-center gap-3"><span class="grid size-10 place-items-center rounded-full text-ink">${icon('size-5', ICONS.arrowLeft)}</span><h1 class="font-display text-2xl font-semibold text-ink">Post</h1></div>`;
  return `<div class="mx-auto grid max-w-2xl gap-4">${back}<article class="border border-line bg-surface rounded-2xl shadow-sm overflow-hidden">${header}<div class="mt-3">${media}</div></article></div>`;
}
