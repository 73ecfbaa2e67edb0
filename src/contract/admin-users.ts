import { z } from 'zod';
import { ZAuditReason } from './audit.ts';
import { ZOkResponse } from './common.ts';
import { ROLES } from './limits.ts';
import { CASE_STATUSES, REPORT_TARGET_TYPES } from './moderation.ts';
import { POST_REPORT_REASONS } from './posts.ts';
import { defineRoute } from './route.ts';

/** Members per page of the operator's member search unless the client asks otherwise (max 100). */
export const ADMIN_MEMBERS_PAGE_SIZE = 25;
/** The longest suspension for a period, in days; longer is "for good". */
export const MAX_SUSPENSION_DAYS = 3650;

export const ADMIN_MEMBER_STATUSES = ['active', 'limited', 'suspended', 'deleting'] as const;
export type TAdminMemberStatus = (typeof ADMIN_MEMBER_STATUSES)[number];
export const ADMIN_MEMBER_SORTS = ['joined', 'lastActive'] as const;

/** A member as the operator's list shows them. */
export const ZAdminMember = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  profileImageUrl: z.string().nullable(),
  role: z.enum(ROLES),
  status: z.enum(ADMIN_MEMBER_STATUSES),
  postsCount: z.number().int(),
  followersCount: z.number().int(),
  createdAt: z.string(),
  lastActiveAt: z.string(),
});
export type TAdminMember = z.infer<typeof ZAdminMember>;

export const ZAdminMembersQuery = z.object({
  /** Part of the name or of the e-mail address. */
  q: z.string().trim().max(100).optional(),
  role: z.enum(ROLES).optional(),
  status: z.enum(ADMIN_MEMBER_STATUSES).optional(),
  sort: z.enum(ADMIN_MEMBER_SORTS).default('joined'),
  dir: z.enum(['asc', 'desc']).default('desc'),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(ADMIN_MEMBERS_PAGE_SIZE),
});
export type TAdminMembersQuery = z.input<typeof ZAdminMembersQuery>;

export const ZAdminMemberPage = z.object({
  items: z.array(ZAdminMember),
  nextCursor: z.string().nullable(),
});

/** Reports per page of the member page's "reports against them" unless asked otherwise. */
export const ADMIN_MEMBER_REPORTS_PAGE_SIZE = 10;

/** A report against the member: of their post, comment or message, or of the member themself. */
export const ZAdminMemberReport = z.object({
  id: z.string(),
  /** The report's case in the moderation queue (/admin/moderation/{caseId}). */
  caseId: z.string(),
  caseStatus: z.enum(CASE_STATUSES),
  targetType: z.enum(REPORT_TARGET_TYPES),
  targetId: z.string(),
  /** The start of the reported text; null for a report of the member, or deleted content. */
  excerpt: z.string().nullable(),
  reason: z.enum(POST_REPORT_REASONS),
  details: z.string().nullable(),
  reporter: z.object({ id: z.string(), name: z.string() }),
  createdAt: z.string(),
});
export type TAdminMemberReport = z.infer<typeof ZAdminMemberReport>;

export const ZAdminMemberReportsQuery = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(ADMIN_MEMBER_REPORTS_PAGE_SIZE),
});

export const ZAdminMemberReportPage = z.object({
  items: z.array(ZAdminMemberReport),
  nextCursor: z.string().nullable(),
});

export const ZAdminMemberSession = z.object({
  id: z.string(),
  userAgent: z.string().nullable(),
  ipAddress: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
});

/** The member page: profile, counts, dates, state, reports against them and live sessions. */
export const ZAdminMemberDetail = z.object({
  member: ZAdminMember.extend({
    bio: z.string().nullable(),
    location: z.string().nullable(),
    emailVerifiedAt: z.string().nullable(),
    premium: z.boolean(),
    suspendedAt: z.string().nullable(),
    /** Null with `suspendedAt` set: suspended for good. */
    suspendedUntil: z.string().nullable(),
    limitedAt: z.string().nullable(),
    deletionRequestedAt: z.string().nullable(),
  }),
  counts: z.object({
    posts: z.number().int(),
    followers: z.number().int(),
    following: z.number().int(),
    comments: z.number().int(),
    likesGiven: z.number().int(),
    /** Reports of every type against them (GET /api/admin/users/{userId}/reports lists them). */
    reportsAgainst: z.number().int(),
    warnings: z.number().int(),
  }),
  sessions: z.array(ZAdminMemberSession),
  /** Posts and comments per week (Monday, UTC), oldest first, the last 12 weeks. */
  weekly: z.array(
    z.object({ weekStart: z.string(), posts: z.number().int(), comments: z.number().int() }),
  ),
});
export type TAdminMemberDetail = z.infer<typeof ZAdminMemberDetail>;

const ZMemberParams = z.object({ userId: z.uuid('Member not found') });
const ZReasonBody = z.object({ reason: ZAuditReason });

export const adminMembersRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/users',
  tags: ['admin'],
  summary: 'Search members by name or e-mail (keyset paged; filter by role and status)',
  query: ZAdminMembersQuery,
  response: ZAdminMemberPage,
  errors: [400, 401, 403],
});

export const adminMemberRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/users/:userId',
  tags: ['admin'],
  summary: 'A member page for the operator',
  params: ZMemberParams,
  response: ZAdminMemberDetail,
  errors: [400, 401, 403, 404],
});

export const adminMemberReportsRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/users/:userId/reports',
  tags: ['admin'],
  summary:
    'Reports against a member: of their posts, comments and messages and of them, newest first (keyset paged)',
  params: ZMemberParams,
  query: ZAdminMemberReportsQuery,
  response: ZAdminMemberReportPage,
  errors: [400, 401, 403, 404],
});

const action = <B extends z.ZodType>(verb: string, summary: string, body: B) =>
  defineRoute({
    method: 'POST',
    path: `/api/admin/users/:userId/${verb}`,
    tags: ['admin'],
    summary,
    params: ZMemberParams,
    body,
    response: ZOkResponse,
    errors: [400, 401, 403, 404, 409],
  });

export const changeMemberRoleRoute = action(
  'role',
  "Change a member's role (admins only)",
  ZReasonBody.extend({ role: z.enum(ROLES) }),
);
export const warnMemberRoute = action(
  'warn',
  'Warn a member: the reason reaches them as a notice from the Roamly team',
  ZReasonBody,
);
export const limitMemberRoute = action(
  'limit',
  'Limit a member: their posts reach followers only',
  ZReasonBody,
);
export const unlimitMemberRoute = action('unlimit', 'Lift a limit', ZReasonBody);
export const suspendMemberRoute = action(
  'suspend',
  'Suspend a member for a number of days or for good (null): signs them out everywhere',
  ZReasonBody.extend({
    days: z.number().int().min(1).max(MAX_SUSPENSION_DAYS).nullable(),
  }),
);
export const unsuspendMemberRoute = action('unsuspend', 'Lift a suspension', ZReasonBody);
export const deleteMemberRoute = action(
  'delete',
  "Delete a member's account: signs them out, hides them at once, and a job removes their data and files",
  ZReasonBody.extend({
    /** The member's e-mail address, typed again as confirmation. */
    confirmEmail: z.string().trim().toLowerCase().max(320),
  }),
);
