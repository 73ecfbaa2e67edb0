import type { TConversation } from '../../../contract/messaging.ts';
import { listConversationsForUser } from '../../../db/queries/conversations.ts';
import type { MemberContext } from '../../context.ts';
import { presentConversation } from './messaging.presenter.ts';

/** The viewer's conversations: the query is scoped to them, so no other member's chat can leak. */
export async function listConversations(ctx: MemberContext): Promise<TConversation[]> {
  const rows = await listConversationsForUser(ctx.db, { userId: ctx.viewer.id });
  return rows.map((row) => presentConversation(row, ctx.viewer.id));
}
