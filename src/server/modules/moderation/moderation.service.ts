import type { z } from 'zod';
import type {
  TCaseAction,
  TModerationQueue,
  TReportTargetType,
  ZModerationQueueQuery,
} from '../../../contract/moderation.ts';
import {
  findCase,
  listCaseHistory,
  listCaseReports,
  listClosedCases,
  listOpenCases,
  queueFigures,
  type CaseRow,
} from '../../../db/queries/moderation-cases.ts';
import {
  closeCase,
  deleteContent,
  insertOutcomeActivities,
  lockCase,
  markFirstAction,
  markPostSensitive,
  refreshCaseRank,
  reopenCase as reopenCaseRow,
  setContentHidden,
} from '../../../db/queries/moderation.ts';
import { countUnreadMessages } from '../../../db/queries/conversations.ts';
import { deleteOrphanMessageImage } from '../../../db/queries/media.ts';
import type { MemberContext, ServiceContext } from '../../context.ts';
import { badRequest, conflict, notFound } from '../../http-error.ts';
import { authorize } from '../../policies/authorize.ts';
import { limitMember, suspendMember, warnMember } from '../admin-users/member-actions.service.ts';
import { detachPostMedia, removeMediaFiles } from '../media/media.service.ts';
import { recordAudit } from '../audit/audit.ts';
import { decodeAuditCursor, encodeAuditCursor } from '../audit/audit-cursor.ts';
import { decodeRankCursor, encodeRankCursor } from './rank-cursor.ts';
import { availableActions, presentCaseDetail, presentCaseSummary } from './moderation.presenter.ts';
import { keysetPage } from '../../http/keyset-page.ts';

/** The queue: open cases by priority score, or closed ones newest first; keyset paged. */
export async function getModerationQueue(
  ctx: MemberContext,
  query: z.output<typeof ZModerationQueueQuery>,
): Promise<TModerationQueue> {
  authorize(ctx.viewer, 'moderation.act', null);
  const { page, nextCursor } =
    query.status === 'open'
      ? keysetPage(
          await listOpenCases(ctx.db, {
            after: query.cursor ? decodeRankCursor(query.cursor) : undefined,
            limit: query.limit,
          }),
          query.limit,
          (last: CaseRow) => encodeRankCursor({ rank: last.rankKey, id: last.id }),
        )
      : keysetPage(
          await listClosedCases(ctx.db, {
            status: query.status,
            after: query.cursor ? decodeAuditCursor(query.cursor) : undefined,
            limit: query.limit,
          }),
          query.limit,
          (last: CaseRow) => encodeAuditCursor({ key: last.cursorKey, id: last.id }),
        );
  const figures = await queueFigures(ctx.db);
  return { items: page.map(presentCaseSummary), nextCursor, ...figures };
}

/** One case with its target (hidden content included), reports, reporters and history. */
export async function getModerationCase(ctx: MemberContext, input: { caseId: string }) {
  authorize(ctx.viewer, 'moderation.act', null);
  const row = await findCase(ctx.db, input.caseId);
  if (!row) throw notFound('Case not found');
  const [reports, history] = await Promise.all([
    listCaseReports(ctx.db, row.id),
    listCaseHistory(ctx.db, row.id),
  ]);
  return presentCaseDetail(row, reports, history);
}

/** The case, locked for this transaction, as it is now; 404 when it does not exist. */
async function loadCaseForAction(tx: ServiceContext, caseId: string): Promise<CaseRow> {
  if (!(await lockCase(tx.db, caseId))) throw notFound('Case not found');
  const row = await findCase(tx.db, caseId);
  if (!row) throw notFound('Case not found');
  return row;
}

const CONTENT_WORD: Record<TReportTargetType, string> = {
  post: 'post',
  comment: 'comment',
  user: 'member',
  message: 'message',
};

/** Open views of a hidden or deleted post or comment drop it (moderation.realtime.ts). */
function emitContentRemoved(
  tx: ServiceContext,
  row: Pick<CaseRow, 'targetType' | 'targetId' | 'postId' | 'subjectId'>,
) {
  if (!row.postId || !row.subjectId) return;
  tx.emit({
    type: 'content.removed',
    postId: row.postId,
    commentId: row.targetType === 'comment' ? row.targetId : null,
    authorId: row.subjectId,
  });
}

/** Both members' open threads drop a deleted message; the recipient's badge follows. */
async function emitMessageRemoved(
  tx: ServiceContext,
  messageId: string,
  message: { conversationId: string; senderId: string; recipientId: string },
) {
  const recipientUnread = await countUnreadMessages(tx.db, { userId: message.recipientId });
  tx.emit({ type: 'message.removed', messageId, ...message, recipientUnread });
}

/**
 * One action on a case that leaves it open: a change to the content or to its author's account
 * (through the member actions of user management, which audit the account), the case's first
 * action time, and a case audit row, all in one transaction.
 */
export async function actOnCase(
  ctx: MemberContext,
  input: { caseId: string; action: TCaseAction; reason: string; days?: number | null },
): Promise<{ ok: true }> {
  authorize(ctx.viewer, 'moderation.act', null);
  const files = await ctx.tx(async (tx) => {
    const row = await loadCaseForAction(tx, input.caseId);
    if (row.status !== 'open') throw conflict('Reopen this case before acting on it');
    let removed: Parameters<typeof removeMediaFiles>[1] = { rows: [] };
    if (!availableActions(row).includes(input.action)) {
      throw conflict(`You cannot ${input.action} this ${CONTENT_WORD[row.targetType]} now`);
    }
    const member: MemberContext = { ...tx, viewer: ctx.viewer };
    const before = { hidden: row.hidden, sensitive: row.sensitive, deleted: row.deleted };
    let after: Record<string, unknown> = before;
    switch (input.action) {
      case 'hide':
      case 'unhide':
        await setContentHidden(tx.db, {
          targetType: row.targetType as 'post' | 'comment',
          targetId: row.targetId,
          hidden: input.action === 'hide',
        });
        after = { ...before, hidden: input.action === 'hide' };
        if (input.action === 'hide') emitContentRemoved(tx, row);
        break;
      case 'sensitive':
        await markPostSensitive(tx.db, row.targetId);
        after = { ...before, sensitive: true };
        // The server's cached pages of the post (its head, its photo drawn in the first paint)
        // must not show it uncovered any longer.
        if (row.targetType === 'post' && row.subjectId) {
          tx.emit({ type: 'post.edited', postId: row.targetId, userId: row.subjectId });
        }
        break;
      case 'delete': {
        // A post's uploads go as when its author deletes it: rows now, files after the commit.
        const media =
          row.targetType === 'post' ? await detachPostMedia(tx.db, { postId: row.targetId }) : [];
        const gone = await deleteContent(tx.db, {
          targetType: row.targetType as 'post' | 'comment' | 'message',
          targetId: row.targetId,
        });
        // A message's picture goes with it unless another message still shows it.
        const picture = gone?.imageUrl
          ? await deleteOrphanMessageImage(tx.db, { url: gone.imageUrl })
          : [];
        removed = { rows: [...media, ...picture], aiThumbnails: gone?.aiThumbnails ?? [] };
        // The audit keeps what was removed, so the case still shows what was reported.
        after = { ...before, deleted: true, text: gone?.text ?? null };
        if (row.targetType === 'post' && row.subjectId) {
          tx.emit({ type: 'post.deleted', postId: row.targetId, userId: row.subjectId });
        }
        if (gone?.message) await emitMessageRemoved(tx, row.targetId, gone.message);
        else if (gone) emitContentRemoved(tx, { ...row, postId: gone.postId ?? row.postId });
        break;
      }
      case 'warn':
      case 'limit':
      case 'suspend': {
        const userId = row.subjectId!;
        if (input.action === 'warn') await warnMember(member, { userId, reason: input.reason });
        if (input.action === 'limit') await limitMember(member, { userId, reason: input.reason });
        if (input.action === 'suspend') {
          if (input.days === undefined) throw badRequest('Choose a number of days, or for good');
          await suspendMember(member, { userId, reason: input.reason, days: input.days });
        }
        after = { member: userId, action: input.action, days: input.days ?? undefined };
        break;
      }
    }
    await markFirstAction(tx.db, row.id);
    await recordAudit(tx, {
      action: `case.${input.action}`,
      objectType: 'moderation_case',
      objectId: row.id,
      reason: input.reason,
      before,
      after,
    });
    return removed;
  });
  await removeMediaFiles(ctx, files);
  return { ok: true };
}

/** The activity text a reporter reads: the outcome in plain words, no operator named. */
export function outcomeMessage(targetType: TReportTargetType, status: 'resolved' | 'dismissed') {
  const what = CONTENT_WORD[targetType];
  return status === 'resolved'
    ? `Thanks for reporting a ${what}. We reviewed it and took action.`
    : `Thanks for reporting a ${what}. We reviewed it and found it doesn't go against our Community Guidelines.`;
}

/**
 * Resolves (the reports were right: they count as actioned) or dismisses (they count as
 * dismissed) a case with a note; every reporter gets an activity item with the outcome.
 */
export async function closeModerationCase(
  ctx: MemberContext,
  input: { caseId: string; status: 'resolved' | 'dismissed'; note: string },
): Promise<{ ok: true }> {
  authorize(ctx.viewer, 'moderation.act', null);
  await ctx.tx(async (tx) => {
    const row = await loadCaseForAction(tx, input.caseId);
    if (row.status !== 'open') throw conflict(`This case is already ${row.status}`);
    const reporters = await closeCase(tx.db, {
      caseId: row.id,
      status: input.status,
      note: input.note,
      closedBy: ctx.viewer.id,
    });
    const recipients = [...new Set(reporters)];
    await insertOutcomeActivities(tx.db, {
      recipientIds: recipients,
      actorId: ctx.viewer.id,
      message: outcomeMessage(row.targetType, input.status),
    });
    for (const recipientId of recipients) {
      tx.emit({
        type: 'activity.created',
        recipientId,
        actorId: ctx.viewer.id,
        activityType: 'report_outcome',
        postId: null,
      });
    }
    await recordAudit(tx, {
      action: input.status === 'resolved' ? 'case.resolve' : 'case.dismiss',
      objectType: 'moderation_case',
      objectId: row.id,
      reason: input.note,
      before: { status: 'open' },
      after: { status: input.status, reporters: recipients.length },
    });
  });
  return { ok: true };
}

/**
 * Reopens a closed case: its reports count as open again and the case goes back in the queue
 * (409 when the target has a newer open case: work that one).
 */
export async function reopenModerationCase(
  ctx: MemberContext,
  input: { caseId: string; reason: string },
): Promise<{ ok: true }> {
  authorize(ctx.viewer, 'moderation.act', null);
  await ctx.tx(async (tx) => {
    const row = await loadCaseForAction(tx, input.caseId);
    if (row.status === 'open') throw conflict('This case is already open');
    try {
      await tx.tx(async (inner) => reopenCaseRow(inner.db, row.id));
    } catch (error) {
      if ((error as { code?: string }).code === '23505') {
        throw conflict('This content has a newer open case; work that one instead');
      }
      throw error;
    }
    await refreshCaseRank(tx.db, row.id);
    await recordAudit(tx, {
      action: 'case.reopen',
      objectType: 'moderation_case',
      objectId: row.id,
      reason: input.reason,
      before: { status: row.status },
      after: { status: 'open' },
    });
  });
  return { ok: true };
}
