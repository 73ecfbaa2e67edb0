import type { TPost } from '../../../contract/posts.ts';
import { coverPicture } from '../../../contract/cover-picture.ts';
import {
  CARD_MEDIA_SIZES,
  imageUrlPicture,
  mediaPicture,
  type Picture,
} from '../../../contract/pictures.ts';
import { tilePicture } from '../../../contract/tile-picture.ts';
import type { Db } from '../../../db/client.ts';
import type { FeedEngine } from '../../../db/feed-engine/feed-engine.ts';
import { exploreFeedShape, runShapedCards } from '../../../db/queries/feeds.ts';
import { findPublicProfileTop } from '../../../db/queries/lcp-images.ts';
import { findVisiblePostCard } from '../../../db/queries/posts.ts';
import { exploreMarkup } from '../first-paint/explore-markup.ts';
import { postMarkup } from '../first-paint/post-markup.ts';
import { profileMarkup } from '../first-paint/profile-markup.ts';
import { presentPost } from '../posts/posts.presenter.ts';

// The largest photos of the members' screens the server draws (explore, a profile, a post), read
// as EVERYONE sees them: a viewer no member can be, who follows and blocks no one, so a post
// that is followers-only, private, hidden, of a private or suspended author never shows here.
// The hint is then the same for every member (cached per path) and tells nothing private. A post
// and a profile also give the screen's top drawn from the same read (modules/first-paint).

/** The nil UUID: no member's id (ids are random v4 UUIDs), so nothing is "theirs" or followed. */
export const NOBODY = '00000000-0000-0000-0000-000000000000';

export type LcpRequest = {
  db: Db;
  feed: FeedEngine;
  params: Record<string, string | undefined>;
  /** The query string, "?" included, or "". */
  search: string;
};

/** What a screen's read found: the photos to hint, and its content drawn for the first paint. */
export type LcpFound = {
  pictures: Picture[];
  /** Markup for the signed-in frame's <main>, user text escaped; '' when nothing is drawn. */
  content: string;
};

export type LcpResolver = (request: LcpRequest) => Promise<LcpFound>;

const NOTHING: LcpFound = { pictures: [], content: '' };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The explore page the app's first request reads (`/api/posts/explore?limit=10`). */
const EXPLORE_FIRST_PAGE = 10;
/** explore-grid.tsx's FIRST_ROW: the tiles loaded at once with high priority. */
export const EXPLORE_FIRST_ROW = 3;

/**
 * Explore's first page of tiles: the first row's pictures hinted (a text tile has none), and the
 * page drawn with all of its tiles, as the app draws them with its first answer.
 */
export const exploreFirstScreen: LcpResolver = async ({ db, feed, search }) => {
  // A tag or search shows other posts; only the plain first page is read (as boot.js reads).
  if (search !== '' && search !== '?') return NOTHING;
  const rows = await runShapedCards(
    db,
    feed.cards,
    exploreFeedShape({ viewerId: NOBODY, limit: EXPLORE_FIRST_PAGE, offset: 0 }),
  );
  const tiles = rows.map((row) => tilePicture(presentPost(row, null)));
  const pictures = tiles
    .slice(0, EXPLORE_FIRST_ROW)
    .filter((picture): picture is Picture => picture !== null);
  return { pictures, content: exploreMarkup(tiles) };
};

/**
 * The photo a post's permalink shows first, as post-media-view.tsx draws it: its first media
 * item when that is a photo that is ready (or has renditions), else its `imageUrl` (not beside a
 * `videoUrl`, which shows first). Nothing for
 * a post marked sensitive, whose media is covered until the viewer asks.
 */
export function postPicture(post: TPost): Picture | null {
  if (post.sensitive) return null;
  const first = post.media[0];
  if (!first) {
    // Without a media list, a video comes before the image (post-media-view.tsx).
    if (post.videoUrl || !post.imageUrl) return null;
    return imageUrlPicture(post.imageUrl, CARD_MEDIA_SIZES);
  }
  if (first.type !== 'image' || first.status === 'failed') return null;
  if (first.status === 'processing' && first.variants.length === 0) return null;
  return mediaPicture(first, CARD_MEDIA_SIZES);
}

/** A post everyone may see: its first photo, and the permalink's top down to it. */
export const postPhoto: LcpResolver = async ({ db, feed, params }) => {
  const id = params.id ?? '';
  if (!UUID.test(id)) return NOTHING;
  const row = await findVisiblePostCard(db, feed.cards, { viewerId: NOBODY, postId: id });
  const post = row ? presentPost(row, null) : null;
  const picture = post ? postPicture(post) : null;
  if (!post || !picture) return NOTHING;
  return { pictures: [picture], content: postMarkup(post, picture) ?? '' };
};

/**
 * A public profile: its cover, the page's largest paint, and the profile's top (a private or
 * suspended member's gets nothing).
 */
export const profileCover: LcpResolver = async ({ db, params }) => {
  const id = params.userId ?? '';
  if (!UUID.test(id)) return NOTHING;
  const profile = await findPublicProfileTop(db, { userId: id });
  if (!profile) return NOTHING;
  const pictures = profile.coverImageUrl ? [coverPicture(profile.coverImageUrl)] : [];
  return { pictures, content: profileMarkup(profile) };
};
