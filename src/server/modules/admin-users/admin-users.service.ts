import type { z } from 'zod';
import type { TAdminMemberDetail, ZAdminMembersQuery } from '../../../contract/admin-users.ts';
import {
  findAdminMemberDetail,
  listReportsAgainst,
  listWeeklyActivity,
} from '../../../db/queries/admin-member-detail.ts';
import { searchAdminMembers } from '../../../db/queries/admin-users.ts';
import { listUserSessions } from '../../../db/queries/sessions.ts';
import type { MemberContext } from '../../context.ts';
import { notFound } from '../../http-error.ts';
import { authorize } from '../../policies/authorize.ts';
import { decodeAuditCursor, encodeAuditCursor } from '../audit/audit-cursor.ts';
import { presentAdminMember, presentAdminMemberDetail } from './admin-users.presenter.ts';
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

/** Reports listed on the member page; the count covers all of them. */
const REPORTS_SHOWN = 20;
/** Weeks of posts and comments the member page charts. */
const WEEKS_CHARTED = 12;

/** The member page (admins and moderators). */
export async function getMemberDetail(
  ctx: MemberContext,
  { userId }: { userId: string },
): Promise<TAdminMemberDetail> {
  authorize(ctx.viewer, 'admin.members.read', null);
  const [row, reports, sessions, weekly] = await Promise.all([
    findAdminMemberDetail(ctx.db, { id: userId }),
    listReportsAgainst(ctx.db, { userId, limit: REPORTS_SHOWN }),
    listUserSessions(ctx.db, { userId }),
    listWeeklyActivity(ctx.db, { userId, weeks: WEEKS_CHARTED }),
  ]);
  if (!row) throw notFound('Member not found');
  return presentAdminMemberDetail(row, reports, sessions, weekly);
}
