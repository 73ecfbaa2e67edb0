import type { THelpMessage, THelpTopic } from '../../../contract/help.ts';
import type { HelpMessageRow } from '../../../db/queries/help.ts';

/** Row → the operator's view of a message. */
export function presentHelpMessage(row: HelpMessageRow): THelpMessage {
  return {
    id: row.id,
    userId: row.userId,
    name: row.name,
    email: row.email,
    topic: row.topic as THelpTopic,
    message: row.message,
    status: row.status,
    priority: row.priority,
    createdAt: row.createdAt.toISOString(),
  };
}
