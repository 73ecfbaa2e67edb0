import { z } from 'zod';
import { ZAuditReason } from './audit.ts';
import { ZOkResponse } from './common.ts';
import { POST_REPORT_REASONS, type TPostReportReason } from './posts.ts';
import { defineRoute } from './route.ts';

/** What a member can report (issue 22 §4): a post, a comment, another member or a message. */
export const REPORT_TARGET_TYPES = ['post', 'comment', 'user', 'message'] as const;
export type TReportTargetType = (typeof REPORT_TARGET_TYPES)[number];

/** A case groups every report of one target while it is open; closing it ends it. */
export const CASE_STATUSES = ['open', 'resolved', 'dismissed'] as const;
export type TCaseStatus = (typeof CASE_STATUSES)[number];

/** What a closed report counted as in its reporter's accuracy. */
export const REPORT_OUTCOMES = ['actioned', 'dismissed'] as const;
export type TReportOutcome = (typeof REPORT_OUTCOMES)[number];

/**
 * How grave each reason is (1–5), the severity term of the priority score
 * (docs/architecture.md, "Moderation queue").
 */
export const REASON_SEVERITY: Record<TPostReportReason, number> = {
  violence: 5,
  hate: 5,
  nudity: 4,
  harassment: 4,
  misinformation: 2,
  copyright: 2,
  spam: 1,
  other: 1,
};

/** Actions a moderator takes on a case without closing it. */
export const CASE_ACTIONS = [
  'hide',
  'unhide',
  'delete',
  'sensitive',
  'warn',
  'limit',
  'suspend',
] as const;
export type TCaseAction = (typeof CASE_ACTIONS)[number];

/** Which actions apply to which target (members are acted on through their account). */
export const CASE_ACTIONS_BY_TARGET: Record<TReportTargetType, readonly TCaseAction[]> = {
  post: ['hide', 'unhide', 'delete', 'sensitive', 'warn', 'limit', 'suspend'],
  comment: ['hide', 'unhide', 'delete', 'warn', 'limit', 'suspend'],
  message: ['delete', 'warn', 'limit', 'suspend'],
  user: ['warn', 'limit', 'suspend'],
};

export const MODERATION_PAGE_SIZE = 20;
export const MAX_QUEUE_SUSPENSION_DAYS = 3650;

/** The reported thing as the moderator sees it, hidden or not; null fields once deleted. */
export const ZCaseTarget = z.object({
  type: z.enum(REPORT_TARGET_TYPES),
  id: z.string(),
  /** The text (post, comment, message) or the member's bio; null when the content is gone. */
  text: z.string().nullable(),
  imageUrl: z.string().nullable(),
  /** Where the member app shows it (a post page, a profile), when it has a page. */
  href: z.string().nullable(),
  hidden: z.boolean(),
  sensitive: z.boolean(),
  deleted: z.boolean(),
});
export type TCaseTarget = z.infer<typeof ZCaseTarget>;

const ZPerson = z.object({ id: z.string(), name: z.string() });

export const ZCaseSummary = z.object({
  id: z.string(),
  status: z.enum(CASE_STATUSES),
  /** The priority score now (higher first); see docs/architecture.md. */
  score: z.number(),
  reportersCount: z.number().int(),
  /** The gravest reason among the case's reports. */
  topReason: z.enum(POST_REPORT_REASONS),
  openedAt: z.string(),
  lastReportedAt: z.string(),
  firstActionAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  target: ZCaseTarget,
  /** Who wrote the content (or the reported member); null once their account is gone. */
  subject: ZPerson.extend({
    status: z.enum(['active', 'limited', 'suspended', 'deleting']),
  }).nullable(),
});
export type TCaseSummary = z.infer<typeof ZCaseSummary>;

export const ZModerationQueue = z.object({
  items: z.array(ZCaseSummary),
  nextCursor: z.string().nullable(),
  openCount: z.number().int(),
  /** Median seconds from a case's opening to its first action, over the last 30 days. */
  medianFirstActionSeconds: z.number().nullable(),
});
export type TModerationQueue = z.infer<typeof ZModerationQueue>;

export const ZCaseReport = z.object({
  id: z.string(),
  reason: z.enum(POST_REPORT_REASONS),
  details: z.string().nullable(),
  createdAt: z.string(),
  reporter: ZPerson.extend({
    /** Share of the reporter's earlier closed reports that were actioned; null without any. */
    accuracy: z.number().nullable(),
  }),
});

export const ZCaseHistoryEntry = z.object({
  id: z.string(),
  action: z.string(),
  actorLabel: z.string(),
  reason: z.string().nullable(),
  createdAt: z.string(),
});

export const ZCaseDetail = ZCaseSummary.extend({
  note: z.string().nullable(),
  reports: z.array(ZCaseReport),
  history: z.array(ZCaseHistoryEntry),
  actions: z.array(z.enum(CASE_ACTIONS)),
});
export type TCaseDetail = z.infer<typeof ZCaseDetail>;

export const ZModerationQueueQuery = z.object({
  status: z.enum(CASE_STATUSES).default('open'),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(MODERATION_PAGE_SIZE),
});
export type TModerationQueueQuery = z.input<typeof ZModerationQueueQuery>;

const ZCaseParams = z.object({ caseId: z.uuid('Case not found') });

export const ZCaseActionBody = z
  .object({
    action: z.enum(CASE_ACTIONS, 'must be one of the listed actions'),
    reason: ZAuditReason,
    /** For `suspend`: days, or null for good. */
    days: z.number().int().min(1).max(MAX_QUEUE_SUSPENSION_DAYS).nullable().optional(),
  })
  .strict();
export type TCaseActionBody = z.input<typeof ZCaseActionBody>;

export const ZCaseCloseBody = z.object({ note: ZAuditReason }).strict();

export const moderationQueueRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/moderation/cases',
  tags: ['admin'],
  summary: 'The moderation queue: open cases by priority score, closed ones newest first',
  query: ZModerationQueueQuery,
  response: ZModerationQueue,
  errors: [400, 401, 403],
});

export const moderationCaseRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/moderation/cases/:caseId',
  tags: ['admin'],
  summary: 'A case: the reported content, its reports and reporters, and its history',
  params: ZCaseParams,
  response: ZCaseDetail,
  errors: [400, 401, 403, 404],
});

export const moderationCaseActionRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/moderation/cases/:caseId/actions',
  tags: ['admin'],
  summary: 'Act on a case without closing it (hide, delete, mark sensitive, warn, limit, suspend)',
  params: ZCaseParams,
  body: ZCaseActionBody,
  response: ZOkResponse,
  errors: [400, 401, 403, 404, 409],
});

const close = (verb: 'resolve' | 'dismiss' | 'reopen', summary: string) =>
  defineRoute({
    method: 'POST',
    path: `/api/admin/moderation/cases/:caseId/${verb}`,
    tags: ['admin'],
    summary,
    params: ZCaseParams,
    body: ZCaseCloseBody,
    response: ZOkResponse,
    errors: [400, 401, 403, 404, 409],
  });

export const resolveCaseRoute = close(
  'resolve',
  'Resolve a case with a note: its reports count as actioned and each reporter hears the outcome',
);
export const dismissCaseRoute = close(
  'dismiss',
  'Dismiss a case with a note: its reports count as dismissed and each reporter hears it',
);
export const reopenCaseRoute = close('reopen', 'Reopen a closed case');
