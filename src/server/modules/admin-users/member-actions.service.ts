import type { TRole } from '../../../contract/limits.ts';
import {
  insertWarning,
  lockMemberState,
  updateMemberState,
  type MemberState,
} from '../../../db/queries/admin-users.ts';
import { deleteUserSessions } from '../../../db/queries/sessions.ts';
import type { MemberContext, ServiceContext } from '../../context.ts';
import { badRequest, conflict, notFound } from '../../http-error.ts';
import { authorize } from '../../policies/authorize.ts';
import { recordAudit } from '../audit/audit.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The audited fields of a member's state, as JSON. */
function snapshot(state: MemberState) {
  return {
    role: state.role,
    suspendedAt: state.suspendedAt?.toISOString() ?? null,
    suspendedUntil: state.suspendedUntil?.toISOString() ?? null,
    limitedAt: state.limitedAt?.toISOString() ?? null,
    deletionRequestedAt: state.deletionRequestedAt?.toISOString() ?? null,
  };
}

type Act = (tx: ServiceContext, state: MemberState) => Promise<MemberState>;

/**
 * One member action: lock the member's row, check the policy on it, refuse a member being
 * deleted, change, and write the audit row in the same transaction.
 */
async function actOnMember(
  ctx: MemberContext,
  input: { userId: string; reason: string; action: string; kind: 'role' | 'moderate' | 'other' },
  act: Act,
): Promise<{ ok: true }> {
  await ctx.tx(async (tx) => {
    const state = await lockMemberState(tx.db, { id: input.userId });
    if (!state) throw notFound('Member not found');
    authorize(ctx.viewer, 'admin.members.manage', {
      id: state.id,
      role: state.role,
      action: input.kind,
    });
    if (state.deletionRequestedAt) throw conflict('This account is being deleted');
    const after = await act(tx, state);
    await recordAudit(tx, {
      action: input.action,
      objectType: 'user',
      objectId: state.id,
      reason: input.reason,
      before: snapshot(state),
      after: snapshot(after),
    });
    tx.emit({ type: 'user.updated', userId: state.id });
  });
  return { ok: true };
}

export function changeMemberRole(
  ctx: MemberContext,
  input: { userId: string; reason: string; role: TRole },
) {
  return actOnMember(ctx, { ...input, action: 'user.role', kind: 'role' }, async (tx, state) => {
    if (state.role === input.role) throw conflict(`This member is already ${input.role}`);
    return updateMemberState(tx.db, { id: state.id, changes: { role: input.role } });
  });
}

/** A warning reaches the member as an activity item carrying the reason. */
export function warnMember(ctx: MemberContext, input: { userId: string; reason: string }) {
  return actOnMember(
    ctx,
    { ...input, action: 'user.warn', kind: 'moderate' },
    async (tx, state) => {
      await insertWarning(tx.db, {
        recipientId: state.id,
        actorId: ctx.viewer.id,
        message: input.reason,
      });
      tx.emit({
        type: 'activity.created',
        recipientId: state.id,
        actorId: ctx.viewer.id,
        activityType: 'warning',
        postId: null,
      });
      return state;
    },
  );
}

export function limitMember(ctx: MemberContext, input: { userId: string; reason: string }) {
  return actOnMember(
    ctx,
    { ...input, action: 'user.limit', kind: 'moderate' },
    async (tx, state) => {
      if (state.limitedAt) throw conflict('This member is already limited');
      return updateMemberState(tx.db, { id: state.id, changes: { limitedAt: new Date() } });
    },
  );
}

export function unlimitMember(ctx: MemberContext, input: { userId: string; reason: string }) {
  return actOnMember(
    ctx,
    { ...input, action: 'user.unlimit', kind: 'other' },
    async (tx, state) => {
      if (!state.limitedAt) throw conflict('This member is not limited');
      return updateMemberState(tx.db, { id: state.id, changes: { limitedAt: null } });
    },
  );
}

/**
 * Suspends for `days` or for good (null): their posts and profile disappear for everyone else
 * (every visibility rule reads suspended_at), and every session ends, which closes their sockets.
 */
export function suspendMember(
  ctx: MemberContext,
  input: { userId: string; reason: string; days: number | null },
) {
  return actOnMember(
    ctx,
    { ...input, action: 'user.suspend', kind: 'moderate' },
    async (tx, state) => {
      const now = new Date();
      const after = await updateMemberState(tx.db, {
        id: state.id,
        changes: {
          // A longer or shorter period for a member already suspended keeps the original start.
          suspendedAt: state.suspendedAt ?? now,
          suspendedUntil:
            input.days === null ? null : new Date(now.getTime() + input.days * DAY_MS),
        },
      });
      await deleteUserSessions(tx.db, { userId: state.id });
      return after;
    },
  );
}

export function unsuspendMember(ctx: MemberContext, input: { userId: string; reason: string }) {
  return actOnMember(
    ctx,
    { ...input, action: 'user.unsuspend', kind: 'other' },
    async (tx, state) => {
      if (!state.suspendedAt) throw conflict('This member is not suspended');
      return updateMemberState(tx.db, {
        id: state.id,
        changes: { suspendedAt: null, suspendedUntil: null },
      });
    },
  );
}

/**
 * Deleting: the member is hidden and signed out at once (suspended, deletion requested), and the
 * `user-delete` job, queued in the same transaction, removes their files and then their rows.
 * Not reversible once the job ran, hence the typed e-mail confirmation.
 */
export function deleteMember(
  ctx: MemberContext,
  input: { userId: string; reason: string; confirmEmail: string },
) {
  return actOnMember(ctx, { ...input, action: 'user.delete', kind: 'other' }, async (tx, state) => {
    if (input.confirmEmail !== state.email) {
      throw badRequest("Type the member's e-mail address exactly to confirm the deletion");
    }
    const now = new Date();
    const after = await updateMemberState(tx.db, {
      id: state.id,
      changes: {
        deletionRequestedAt: now,
        suspendedAt: state.suspendedAt ?? now,
        suspendedUntil: null,
      },
    });
    await deleteUserSessions(tx.db, { userId: state.id });
    await tx.jobs.send('user-delete', { userId: state.id }, { db: tx.db });
    return after;
  });
}
