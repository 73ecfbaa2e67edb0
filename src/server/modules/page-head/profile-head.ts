import { findProfileHead } from '../../../db/queries/page-head.ts';
import type { HeadResolver } from './page-head.types.ts';
import { clipText, SITE_NAME } from './render.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const displayName = (row: { firstName: string | null; lastName: string | null }) =>
  [row.firstName, row.lastName].filter(Boolean).join(' ').trim() || 'A Roamly traveller';

/**
 * A member's public profile as everyone may see it (ProfilePage about a Person). Only what their
 * privacy settings show: no location when they hide it; a private profile gets its name only,
 * no photo, bio or structured data, and is kept out of search results.
 */
export const profileHead: HeadResolver = async ({ db, params, origin }) => {
  const userId = params.userId;
  if (!userId || !UUID.test(userId)) return null;
  const row = await findProfileHead(db, { userId });
  if (!row) return null;
  const name = displayName(row);
  const canonicalPath = `/profile/${row.id}`;
  if (!row.isPublic) {
    return {
      title: `${name} · ${SITE_NAME}`,
      description: `${name} is on ${SITE_NAME}, the travel social network.`,
      canonicalPath,
      ogType: 'profile',
      image: null,
      jsonLd: [],
      noindex: true,
    };
  }
  const summary = row.bio?.trim()
    ? row.bio
    : `Follow ${name}'s travels${row.location ? ` from ${row.location}` : ''} on ${SITE_NAME}.`;
  const person: Record<string, unknown> = {
    '@type': 'Person',
    name,
    url: `${origin}${canonicalPath}`,
    ...(row.bio?.trim() ? { description: clipText(row.bio, 300) } : {}),
    ...(row.location?.trim() ? { homeLocation: { '@type': 'Place', name: row.location } } : {}),
    ...(row.profileImageUrl ? { image: new URL(row.profileImageUrl, `${origin}/`).href } : {}),
  };
  return {
    title: `${name} · ${SITE_NAME}`,
    description: summary,
    canonicalPath,
    ogType: 'profile',
    image: row.profileImageUrl ? { url: row.profileImageUrl, alt: name } : null,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'ProfilePage',
        name: `${name} · ${SITE_NAME}`,
        dateModified: row.updatedAt.toISOString(),
        mainEntity: person,
      },
    ],
  };
};
