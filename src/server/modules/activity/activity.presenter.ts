import { isTeamNotice, type TActivityGroup } from '../../../contract/activity.ts';
import type { ActivityGroupRow } from '../../../db/queries/activity.ts';
import { presentPostAuthor } from '../posts/posts.presenter.ts';

/** How much of a post or comment a line of the list quotes. */
export const ACTIVITY_EXCERPT_LENGTH = 80;

/** The first words of a text, cut at a word boundary when it is longer than `max`. */
export function excerpt(text: string, max = ACTIVITY_EXCERPT_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

export function presentActivityGroup(row: ActivityGroupRow): TActivityGroup {
  return {
    id: row.groupKey,
    type: row.type,
    // A team notice comes from the Roamly team, not from the operator as a person.
    actors: isTeamNotice(row.type) ? [] : row.actors.map(presentPostAuthor),
    actorsCount: row.actorsCount,
    post:
      row.postId && row.postContent !== null
        ? { id: row.postId, excerpt: excerpt(row.postContent), imageUrl: row.postImageUrl }
        : null,
    commentExcerpt:
      row.type === 'comment' && row.commentContent !== null ? excerpt(row.commentContent) : null,
    latestAt: row.latestAt.toISOString(),
    unread: row.unread,
    message: isTeamNotice(row.type) ? row.message : null,
  };
}
