import type { TJourneyStats, TSuggestedUser, TUserProfile } from '../../../contract/people.ts';
import type { TSelfUser, TUpdateProfileValues } from '../../../contract/users.ts';
import { findProfileForViewer } from '../../../db/queries/people.ts';
import type { MemberContext } from '../../context.ts';
import { notFound } from '../../http-error.ts';
import { authorize } from '../../policies/authorize.ts';
import { updateProfile } from '../users/users.service.ts';
import { travelMap } from '../destinations/destinations.service.ts';
import { presentProfile, presentSuggestedUser } from './people.presenter.ts';

/**
 * A profile as the viewer may see it: 404 for an unknown or suspended member and for one who
 * blocked the viewer; restricted (name, photos, counts) when the profile is private to them.
 */
export async function getProfile(
  ctx: MemberContext,
  { userId }: { userId: string },
): Promise<TUserProfile> {
  const row = await findProfileForViewer(ctx.db, { id: userId, viewerId: ctx.viewer.id });
  if (!row) throw notFound('User not found');
  authorize(ctx.viewer, 'profile.view', {
    id: row.id,
    suspended: row.suspendedAt !== null,
    blockedViewer: row.blockedViewer,
  });
  return presentProfile(ctx.viewer, row);
}

/** PATCH /api/users/{id}: the same update as PATCH /api/auth/user, for your own id. */
export function editProfile(
  ctx: MemberContext,
  { userId, changes }: { userId: string; changes: TUpdateProfileValues },
): Promise<TSelfUser> {
  return updateProfile(ctx, { userId, changes });
}

/**
 * People to follow, each with the reason they are suggested: the viewer's list, ranked and read
 * with every rule applied, cached per viewer and dropped by the events that change what the rules
 * read (`suggestion-cache.ts`).
 */
export async function suggestUsers(
  ctx: MemberContext,
  { limit }: { limit: number },
): Promise<TSuggestedUser[]> {
  const viewerId = ctx.viewer.id;
  const rows = await ctx.feed.suggestions.suggestionsOf(viewerId);
  return rows.slice(0, limit).map((row) => presentSuggestedUser(ctx.viewer, row));
}

/** "Countries Visited": the distinct countries named in the member's own post locations. */
export async function journeyStats(
  ctx: MemberContext,
  { userId }: { userId: string },
): Promise<TJourneyStats> {
  authorize(ctx.viewer, 'user.selfView', { id: userId });
  // The same count as the profile's Travel Map: destinations of the posts, else their locations.
  const map = await travelMap(ctx.db, { userId, viewerId: ctx.viewer.id });
  const countries = map.countries.map((country) => country.name);
  return { countriesVisited: countries.length, countries };
}
