import type { Db } from '../../../db/client.ts';
import { insertAuditEntry } from '../../../db/queries/audit.ts';
import type { ServiceContext } from '../../context.ts';

/** What an operator action records besides who did it and when. */
export type AuditRecord = {
  /** Dotted verb, e.g. `user.suspend`; later issues add their own (`campaign.send`, …). */
  action: string;
  /** What kind of object was acted on (`user`, `post`, `campaign`, …) and its id. */
  objectType: string;
  objectId: string;
  /** The operator's reason; required for every action on a member. */
  reason: string | null;
  /** The fields the action changed, before and after (null when the object was created/removed). */
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};

/**
 * Records an operator action. Call it with the transaction context of the action itself
 * (`ctx.tx(async (tx) => { …change…; await recordAudit(tx, …) })`), so the change and its audit
 * row commit together or not at all. The operator is the context's viewer.
 */
export async function recordAudit(tx: ServiceContext, record: AuditRecord): Promise<void> {
  await insertAuditEntry(tx.db, { ...record, actorId: tx.viewer?.id ?? null });
}

/** The same for work nobody clicked (a job): the actor is "System". */
export async function recordSystemAudit(db: Db, record: AuditRecord): Promise<void> {
  await insertAuditEntry(db, { ...record, actorId: null });
}
