import { liftExpiredSuspensions } from '../../../db/queries/admin-users.ts';
import { defineJob } from '../../jobs/define.ts';
import { recordSystemAudit } from '../audit/audit.ts';

/**
 * Every minute: suspensions for a period end by themselves. Sign-in already compares the end
 * with the clock, so the member is never refused after it; this lifts the hiding (suspended_at,
 * which every visibility rule reads) and records it as the system's action.
 */
export const suspensionsExpireJob = defineJob({
  name: 'suspensions-expire',
  policy: { retryLimit: 0, retryDelay: 30, retryBackoff: false, expireInSeconds: 120 },
  schedule: { cron: '* * * * *', everySeconds: 60 },
  create:
    ({ db, bus }) =>
    async () => {
      const lifted = await db.transaction(async (tx) => {
        const rows = await liftExpiredSuspensions(tx);
        for (const row of rows) {
          await recordSystemAudit(tx, {
            action: 'user.unsuspend',
            objectType: 'user',
            objectId: row.id,
            reason: 'The suspension period ended',
            before: {
              suspendedAt: row.suspendedAt.toISOString(),
              suspendedUntil: row.suspendedUntil.toISOString(),
            },
            after: { suspendedAt: null, suspendedUntil: null },
          });
        }
        return rows;
      });
      await Promise.all(lifted.map((row) => bus.publish({ type: 'user.updated', userId: row.id })));
      return { lifted: lifted.length };
    },
});
