import { ALREADY_REPORTED } from '../../../contract/reports.ts';
import type { TReportTargetType } from '../../../contract/moderation.ts';
import type { TPostReportReason } from '../../../contract/posts.ts';
import {
  insertReport,
  openCaseFor,
  refreshCaseRank,
  reporterWeight,
} from '../../../db/queries/moderation.ts';
import {
  findReportableComment,
  findReportableMember,
  findReportableMessage,
} from '../../../db/queries/reports.ts';
import type { MemberContext } from '../../context.ts';
import { conflict, notFound } from '../../http-error.ts';
import { authorize } from '../../policies/authorize.ts';
import { loadVisiblePost } from '../posts/posts.service.ts';

type ReportInput = { reason: TPostReportReason; details?: string };

/**
 * Files a report in the target's open case (opening one on the first report), weighted by the
 * reporter's record, and re-ranks the case. The case and the report commit together; a second
 * report of the same target by the same member is refused (409) and changes nothing.
 */
export async function fileReport(
  ctx: MemberContext,
  input: ReportInput & {
    targetType: TReportTargetType;
    targetId: string;
    subjectId: string;
    postId: string | null;
  },
): Promise<{ ok: true }> {
  await ctx.tx(async (tx) => {
    const caseId = await openCaseFor(tx.db, {
      targetType: input.targetType,
      targetId: input.targetId,
      subjectId: input.subjectId,
    });
    const stored = await insertReport(tx.db, {
      targetType: input.targetType,
      targetId: input.targetId,
      postId: input.postId,
      caseId,
      reporterId: ctx.viewer.id,
      reason: input.reason,
      details: input.details ? input.details : null,
      weight: await reporterWeight(tx.db, ctx.viewer.id),
    });
    if (!stored) throw conflict(ALREADY_REPORTED[input.targetType]);
    await refreshCaseRank(tx.db, caseId);
  });
  ctx.log.info({ targetType: input.targetType, reason: input.reason }, 'content reported');
  return { ok: true };
}

/** Reports a post the member sees (not their own). */
export async function reportPost(ctx: MemberContext, input: ReportInput & { postId: string }) {
  const post = await loadVisiblePost(ctx, ctx.viewer.id, input.postId);
  authorize(ctx.viewer, 'post.report', post);
  return fileReport(ctx, {
    ...input,
    targetType: 'post',
    targetId: post.id,
    subjectId: post.userId,
    postId: post.id,
  });
}

/** Reports a comment the member sees, on a post they see (not their own comment). */
export async function reportComment(
  ctx: MemberContext,
  input: ReportInput & { postId: string; commentId: string },
) {
  const comment = await findReportableComment(ctx.db, { viewerId: ctx.viewer.id, ...input });
  if (!comment) throw notFound('Comment not found');
  authorize(ctx.viewer, 'comment.report', { subjectId: comment.userId });
  return fileReport(ctx, {
    ...input,
    targetType: 'comment',
    targetId: comment.id,
    subjectId: comment.userId,
    postId: null,
  });
}

/** Reports another member the reporter can see. */
export async function reportUser(ctx: MemberContext, input: ReportInput & { userId: string }) {
  const member = await findReportableMember(ctx.db, { viewerId: ctx.viewer.id, ...input });
  if (!member) throw notFound('Member not found');
  authorize(ctx.viewer, 'user.report', { subjectId: member.id });
  return fileReport(ctx, {
    ...input,
    targetType: 'user',
    targetId: member.id,
    subjectId: member.id,
    postId: null,
  });
}

/** Reports a message the member received (their own sent messages are refused). */
export async function reportMessage(
  ctx: MemberContext,
  input: ReportInput & { messageId: string },
) {
  const message = await findReportableMessage(ctx.db, { viewerId: ctx.viewer.id, ...input });
  if (!message) throw notFound('Message not found');
  authorize(ctx.viewer, 'message.report', { subjectId: message.senderId });
  return fileReport(ctx, {
    ...input,
    targetType: 'message',
    targetId: message.id,
    subjectId: message.senderId,
    postId: null,
  });
}
