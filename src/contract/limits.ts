/**
 * Business constants of the specification (1-platform-core §9 and friends), shared by the server
 * (which enforces them) and the client (which mirrors them for the user's convenience).
 */

export const FEED_PAGE_SIZE = 10;
export const LANDING_SLIDE_INTERVAL_MS = 6_000;
export const USER_QUERY_STALE_MS = 300_000;
export const TOAST_DURATION_MS = 5_000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;
export const ANNOUNCEMENT_CLEAR_MS = 1_000;
export const TRACKING_DEBOUNCE_MS = 300;
export const UNREAD_BADGE_CAP = 99;

export const BIO_MAX_LENGTH = 500;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 256;

/** Session cookie lifetime; every authenticated request slides it forward. */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** However active, a session ends this long after sign-in (issue 5). */
export const SESSION_ABSOLUTE_TTL_MS = 90 * 24 * 60 * 60 * 1000;
export const SESSION_COOKIE = 'roamly_session';
/** Non-secret companion of the session cookie that the web app can read (see session plugin). */
export const SESSION_HINT_COOKIE = 'roamly_signed_in';

export const SIGNIN_RATE_LIMIT = { max: 25, windowMs: 5 * 60 * 1000 } as const;
export const SIGNUP_RATE_LIMIT = { max: 5, windowMs: 30 * 60 * 1000 } as const;
export const TEST_LOGIN_RATE_LIMIT = { max: 10, windowMs: 5 * 60 * 1000 } as const;
export const TRACKING_RATE_LIMIT = { max: 600, windowMs: 60 * 1000 } as const;
export const FORGOT_PASSWORD_RATE_LIMIT = { max: 5, windowMs: 15 * 60 * 1000 } as const;
export const RESEND_VERIFICATION_RATE_LIMIT = { max: 5, windowMs: 15 * 60 * 1000 } as const;
export const RESET_PASSWORD_RATE_LIMIT = { max: 10, windowMs: 15 * 60 * 1000 } as const;
export const VERIFY_EMAIL_RATE_LIMIT = { max: 20, windowMs: 15 * 60 * 1000 } as const;
/** Wrong current passwords are guesses too. */
export const CHANGE_PASSWORD_RATE_LIMIT = { max: 10, windowMs: 15 * 60 * 1000 } as const;

/** A reset link works for an hour; a verification link longer (it is not a credential). */
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
export const VERIFY_TOKEN_TTL_MS = 3 * 24 * 60 * 60 * 1000;

export const FONT_SIZES = ['small', 'medium', 'large', 'extra-large'] as const;

export const TRAVEL_STYLES = [
  'adventure',
  'luxury',
  'budget',
  'cultural',
  'relaxation',
  'business',
  'backpacking',
  'family',
  'other',
] as const;

export const FAVORITE_REGIONS = [
  'europe',
  'asia',
  'north-america',
  'south-america',
  'africa',
  'oceania',
  'middle-east',
  'caribbean',
  'other',
] as const;

/** 13 options (spec §9). */
export const LANGUAGES = [
  'english',
  'spanish',
  'french',
  'german',
  'italian',
  'portuguese',
  'mandarin',
  'japanese',
  'korean',
  'arabic',
  'hindi',
  'russian',
  'other',
] as const;

/** 13 options (spec §9). */
export const TRAVEL_INTERESTS = [
  'beaches',
  'mountains',
  'hiking',
  'food-and-drink',
  'history',
  'art-and-museums',
  'photography',
  'nightlife',
  'wildlife',
  'water-sports',
  'festivals',
  'wellness',
  'other',
] as const;

/** 17 countries plus other (spec §9). */
export const LOCATIONS = [
  'United States',
  'United Kingdom',
  'Canada',
  'Australia',
  'New Zealand',
  'Ireland',
  'France',
  'Germany',
  'Spain',
  'Italy',
  'Netherlands',
  'Portugal',
  'Japan',
  'India',
  'Brazil',
  'Mexico',
  'South Africa',
  'Other',
] as const;

/** Server-enforced roles (issue 5): moderators act on content, admins run the operator area. */
export const ROLES = ['member', 'moderator', 'admin'] as const;
export type TRole = (typeof ROLES)[number];

/**
 * Tracked routes (spec §9): the feature a path belongs to, or null when untracked. The rules are
 * checked in the spec's order, so /profile/tours-fan is a profile visit.
 */
export function trackedFeatureForPath(pathname: string): string | null {
  const path = pathname.toLowerCase();
  if (path === '/profile' || path.startsWith('/profile/')) return 'profile';
  if (path === '/messages' || path.startsWith('/messages/')) return 'messaging';
  if (path === '/recommendations' || path.startsWith('/recommendations/')) return 'recommendations';
  if (path === '/' || path === '/home') return 'posting';
  if (path.includes('tours') || path.includes('viator')) return 'viator_tours';
  return null;
}
