import { isTeamNotice, type TActivityGroup } from '../../../contract/activity.ts';
import { userDisplayName } from '../../../contract/user-names.ts';

/** Who did it: "Ana Lima", "Ana Lima and Ben Ode", "Ana Lima and 3 others". */
export function actorsPhrase(
  group: Pick<TActivityGroup, 'actors' | 'actorsCount'> & { type?: TActivityGroup['type'] },
): string {
  if (group.type && isTeamNotice(group.type)) return 'The Roamly team';
  const [first, second] = group.actors;
  const firstName = userDisplayName(first) || 'Someone';
  const count = Math.max(group.actorsCount, group.actors.length, 1);
  if (count === 1) return firstName;
  if (count === 2 && second) return `${firstName} and ${userDisplayName(second) || 'someone'}`;
  const others = count - 1;
  return `${firstName} and ${others} ${others === 1 ? 'other' : 'others'}`;
}

/** What they did, after the names. */
export function actionPhrase(type: TActivityGroup['type']): string {
  switch (type) {
    case 'follow':
      return 'started following you';
    case 'like':
      return 'liked your post';
    case 'comment':
      return 'commented on your post';
    case 'warning':
      return 'sent you a warning';
    case 'report_outcome':
      return 'reviewed your report';
  }
}

/** The whole line as a sentence, e.g. "Ana Lima and 3 others liked your post". */
export function activitySentence(group: TActivityGroup): string {
  return `${actorsPhrase(group)} ${actionPhrase(group.type)}`;
}

/** Where a line leads: the post for likes and comments, the (first) follower's profile otherwise. */
export function activityHref(group: TActivityGroup): string {
  // A warning's text is in the list; the Help Center is where the member can answer it.
  if (isTeamNotice(group.type)) return '/help';
  if (group.post) return `/posts/${group.post.id}`;
  const [first] = group.actors;
  return first ? `/profile/${first.id}` : '/profile';
}
