import { z } from 'zod';
import { ZOkResponse } from './common.ts';
import { ZPostAuthor } from './posts.ts';
import { defineRoute } from './route.ts';

/**
 * `warning`: a notice from the Roamly team (an operator warned the member; issue 22).
 * `report_outcome`: what became of a report the member made (issue 22 §4), also from the team.
 */
export const ACTIVITY_TYPES = ['follow', 'like', 'comment', 'warning', 'report_outcome'] as const;
export type TActivityType = (typeof ACTIVITY_TYPES)[number];

/** Notices from the Roamly team: no operator named, always listed, never grouped. */
export const TEAM_NOTICE_TYPES = ['warning', 'report_outcome'] as const;
export function isTeamNotice(type: TActivityType): boolean {
  return (TEAM_NOTICE_TYPES as readonly string[]).includes(type);
}

/** How many groups the bell lists, and how many faces one group names. */
export const ACTIVITY_LIST_LIMIT = 50;
export const ACTIVITY_ACTORS_SHOWN = 3;

/**
 * One line of the activity list: what happened, grouped per post and type ("Ana and 3 others
 * liked your post"); follows are grouped per day. Only posts the recipient can see appear (their
 * own), and the recipient's Notifications toggles decide which types are listed.
 */
export const ZActivityGroup = z.object({
  id: z.string(),
  type: z.enum(ACTIVITY_TYPES),
  /** The most recent actors first, at most ACTIVITY_ACTORS_SHOWN. */
  actors: z.array(ZPostAuthor),
  actorsCount: z.number().int(),
  post: z
    .object({ id: z.string(), excerpt: z.string(), imageUrl: z.string().nullable() })
    .nullable(),
  /** The latest comment's first words, for comment groups. */
  commentExcerpt: z.string().nullable(),
  latestAt: z.string(),
  unread: z.boolean(),
  /** A team notice's text (warning, report outcome); null for every other type. */
  message: z.string().nullable(),
});
export type TActivityGroup = z.infer<typeof ZActivityGroup>;

export const ZActivityList = z.object({
  items: z.array(ZActivityGroup),
  unreadCount: z.number().int(),
});
export type TActivityList = z.infer<typeof ZActivityList>;

export const ZActivityUnread = z.object({ unreadCount: z.number().int() });

export const listActivityRoute = defineRoute({
  method: 'GET',
  path: '/api/activity',
  tags: ['activity'],
  summary: 'What happened to you: new followers, likes and comments on your posts, grouped',
  response: ZActivityList,
  errors: [401],
});

export const activityUnreadRoute = defineRoute({
  method: 'GET',
  path: '/api/activity/unread-count',
  tags: ['activity'],
  summary: 'How many activity items you have not seen (the bell badge)',
  response: ZActivityUnread,
  errors: [401],
});

export const markActivityReadRoute = defineRoute({
  method: 'POST',
  path: '/api/activity/read',
  tags: ['activity'],
  summary: 'Mark every activity item as seen (the list was opened)',
  response: ZOkResponse,
  errors: [401],
});
