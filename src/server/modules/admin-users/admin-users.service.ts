import type { z } from 'zod';
import type {
  TAdminMemberDetail,
  ZAdminMemberReportsQuery,
  ZAdminMembersQuery,
} from '../../../contract/admin-users.ts';
import {
  findAdminMemberDetail,
  listReportsAgainst,
  listWeeklyActivity,
  memberExists,
} from '../../../db/queries/admin-member-detail.ts';
import { searchAdminMembers } from '../../../db/queries/admin-users.ts';
import { listUserSessions } from '../../../db/queries/sessions.ts';
import type { MemberContext } from '../../context.ts';
import { notFound } from '../../http-error.ts';
import { authorize } from '../../policies/authorize.ts';
import { decodeAuditCursor, encodeAuditCursor } from '../audit/audit-cursor.ts';
import {
  presentAdminMember,
  presentAdminMemberDetail,
  presentAdminMemberReport,
} from './admin-users.presenter.ts';
import { keysetPage } from '../../http/keyset-page.ts';

type MembersQuery = z.output<typeof ZAdminMembersQuery>;

/** The operator's member search (admins and moderators). */
export async function searchMembers(ctx: MemberContext, query: MembersQuery) {
  authorize(ctx.viewer, 'admin.members.read', null);
  // The cursor holds the sort key and id of the last row: same format as the audit log's.
  const after = query.cursor ? decodeAuditCursor(query.cursor) : undefined;
  const rows = await searchAdminMembers(ctx.db, {
    q: query.q || undefined,
    role: query.role,
    status: query.status,
    sort: query.sort,
    dir: query.dir,
    after,
    limit: query.limit,
  });
  const { page, nextCursor } = keysetPage(rows, query.limit, (last) =>
    encodeAuditCursor({ key: last.cursorKey, id: last.id }),
  );
  return { items: page.map(presentAdminMember), nextCursor };
}

/** Weeks of posts and comments the member page charts. */
const WEEKS_CHARTED = 12;

/** The member page (admins and moderators). */
export async function getMemberDetail(
  ctx: MemberContext,
  { userId }: { userId: string },
): Promise<TAdminMemberDetail> {
  authorize(ctx.viewer, 'admin.members.read', null);
  const [row, sessions, weekly] = await Promise.all([
    findAdminMemberDetail(ctx.db, { id: userId }),
    listUserSessions(ctx.db, { userId }),
    listWeeklyActivity(ctx.db, { userId, weeks: WEEKS_CHARTED }),
  ]);
  if (!row) throw notFound('Member not found');
  return presentAdminMemberDetail(row, sessions, weekly);
}

/**
 * Reports of every type against a member (their posts, comments, messages, and them), newest
 * first, each with its case; keyset paged (admins and moderators).
 */
export async function getMemberReports(
  ctx: MemberContext,
  input: { userId: string } & z.output<typeof ZAdminMemberReportsQuery>,
) {
  authorize(ctx.viewer, 'admin.members.read', null);
  const after = input.cursor ? decodeAuditCursor(input.cursor) : undefined;
  const [exists, rows] = await Promise.all([
    memberExists(ctx.db, { id: input.userId }),
    listReportsAgainst(ctx.db, { userId: input.userId, after, limit: input.limit }),
  ]);
  if (!exists) throw notFound('Member not found');
  const { page, nextCursor } = keysetPage(rows, input.limit, (last) =>
    encodeAuditCursor({ key: last.cursorKey, id: last.id }),
  );
  return { items: page.map(presentAdminMemberReport), nextCursor };
}
