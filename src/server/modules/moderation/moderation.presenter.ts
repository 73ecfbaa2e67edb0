import {
  CASE_ACTIONS_BY_TARGET,
  type TCaseAction,
  type TCaseDetail,
  type TCaseSummary,
} from '../../../contract/moderation.ts';
import type {
  CaseHistoryRow,
  CaseReportRow,
  CaseRow,
} from '../../../db/queries/moderation-cases.ts';

const MEMBER_ACTIONS: readonly TCaseAction[] = ['warn', 'limit', 'suspend'];

/**
 * What a moderator can do on the case now: nothing once it is closed (reopen first); content
 * actions while the content exists and would change something; member actions while the
 * author's account exists. The service refuses anything else with the same rule.
 */
export function availableActions(row: CaseRow): TCaseAction[] {
  if (row.status !== 'open') return [];
  return CASE_ACTIONS_BY_TARGET[row.targetType].filter((action) => {
    if (MEMBER_ACTIONS.includes(action)) return row.subjectId !== null;
    if (row.deleted) return false;
    if (action === 'hide') return !row.hidden;
    if (action === 'unhide') return row.hidden;
    if (action === 'sensitive') return !row.sensitive;
    return true;
  });
}

/** Where the member app shows the target; messages have no page of their own. */
function hrefOf(row: CaseRow): string | null {
  if (row.deleted) return null;
  switch (row.targetType) {
    case 'post':
    case 'comment':
      return row.postId ? `/posts/${row.postId}` : null;
    case 'user':
      return `/profile/${row.targetId}`;
    case 'message':
      return null;
  }
}

/** A case for the queue: scores rounded to a tenth (they are for ordering, not arithmetic). */
export function presentCaseSummary(row: CaseRow): TCaseSummary {
  return {
    id: row.id,
    status: row.status,
    score: Math.round(row.score * 10) / 10,
    reportersCount: row.reportersCount,
    topReason: row.topReason,
    openedAt: row.openedAt.toISOString(),
    lastReportedAt: row.lastReportedAt.toISOString(),
    firstActionAt: row.firstActionAt?.toISOString() ?? null,
    closedAt: row.closedAt?.toISOString() ?? null,
    target: {
      type: row.targetType,
      id: row.targetId,
      text: row.text,
      imageUrl: row.imageUrl,
      href: hrefOf(row),
      hidden: row.hidden,
      sensitive: row.sensitive,
      deleted: row.deleted,
    },
    subject:
      row.subjectId && row.subjectName && row.subjectStatus
        ? { id: row.subjectId, name: row.subjectName, status: row.subjectStatus }
        : null,
  };
}

export function presentCaseDetail(
  row: CaseRow,
  reports: CaseReportRow[],
  history: CaseHistoryRow[],
): TCaseDetail {
  return {
    ...presentCaseSummary(row),
    note: row.note,
    reports: reports.map((report) => ({
      id: report.id,
      reason: report.reason,
      details: report.details,
      createdAt: report.createdAt.toISOString(),
      reporter: {
        id: report.reporterId,
        name: report.reporterName,
        accuracy: report.closed > 0 ? report.actioned / report.closed : null,
      },
    })),
    history: history.map((entry) => ({
      id: entry.id,
      action: entry.action,
      actorLabel: entry.actorLabel,
      reason: entry.reason,
      createdAt: entry.createdAt.toISOString(),
    })),
    actions: availableActions(row),
  };
}
