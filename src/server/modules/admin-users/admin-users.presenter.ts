import type {
  TAdminMember,
  TAdminMemberDetail,
  TAdminMemberReport,
} from '../../../contract/admin-users.ts';
import type {
  AdminMemberDetailRow,
  AdminMemberReportRow,
  WeeklyActivityRow,
} from '../../../db/queries/admin-member-detail.ts';
import type { AdminMemberRow } from '../../../db/queries/admin-users.ts';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** "Ada Lovelace", or the e-mail address for a member without a name. */
export function memberName(row: {
  firstName: string | null;
  lastName: string | null;
  email: string;
}) {
  return [row.firstName, row.lastName].filter(Boolean).join(' ').trim() || row.email;
}

export function presentAdminMember(row: AdminMemberRow): TAdminMember {
  return {
    id: row.id,
    name: memberName(row),
    email: row.email,
    profileImageUrl: row.profileImageUrl,
    role: row.role,
    status: row.status,
    postsCount: row.postsCount,
    followersCount: row.followersCount,
    createdAt: row.createdAt.toISOString(),
    lastActiveAt: row.lastActiveAt.toISOString(),
  };
}

const statusOf = (row: AdminMemberDetailRow) =>
  row.deletionRequestedAt
    ? 'deleting'
    : row.suspendedAt
      ? 'suspended'
      : row.limitedAt
        ? 'limited'
        : 'active';

export function presentAdminMemberDetail(
  row: AdminMemberDetailRow,
  sessions: {
    id: string;
    userAgent: string | null;
    ipAddress: string | null;
    createdAt: Date;
    lastSeenAt: Date;
  }[],
  weekly: WeeklyActivityRow[],
): TAdminMemberDetail {
  return {
    member: {
      id: row.id,
      name: memberName(row),
      email: row.email,
      profileImageUrl: row.profileImageUrl,
      role: row.role,
      status: statusOf(row),
      postsCount: row.postsCount,
      followersCount: row.followersCount,
      createdAt: row.createdAt.toISOString(),
      lastActiveAt: row.lastActiveAt.toISOString(),
      bio: row.bio,
      location: row.location,
      emailVerifiedAt: iso(row.emailVerifiedAt),
      premium: row.premium,
      suspendedAt: iso(row.suspendedAt),
      suspendedUntil: iso(row.suspendedUntil),
      limitedAt: iso(row.limitedAt),
      deletionRequestedAt: iso(row.deletionRequestedAt),
    },
    counts: {
      posts: row.postsCount,
      followers: row.followersCount,
      following: row.followingCount,
      comments: row.commentsCount,
      likesGiven: row.likesGiven,
      reportsAgainst: row.reportsAgainst,
      warnings: row.warnings,
    },
    sessions: sessions.map((session) => ({
      id: session.id,
      userAgent: session.userAgent,
      ipAddress: session.ipAddress,
      createdAt: session.createdAt.toISOString(),
      lastSeenAt: session.lastSeenAt.toISOString(),
    })),
    weekly: weekly.map((week) => ({
      weekStart: week.weekStart.toISOString(),
      posts: week.posts,
      comments: week.comments,
    })),
  };
}

/** A report against the member, with its case in the queue. */
export function presentAdminMemberReport(report: AdminMemberReportRow): TAdminMemberReport {
  return {
    id: report.id,
    caseId: report.caseId,
    caseStatus: report.caseStatus,
    targetType: report.targetType,
    targetId: report.targetId,
    excerpt: report.excerpt,
    reason: report.reason,
    details: report.details,
    reporter: { id: report.reporterId, name: report.reporterName },
    createdAt: report.createdAt.toISOString(),
  };
}
