import type { TPrivacySettings } from '../../../contract/settings.ts';
import type { Viewer } from '../../context.ts';

/** The recipient as the messaging policy needs it: who, and whether they accept messages. */
export type MessageRecipient = {
  id: string;
  privacySettings: Partial<Pick<TPrivacySettings, 'allowMessages'>> | null;
  /** Either member blocked the other (`isBlockedEitherWay` in db/queries/blocks.ts). */
  blocked?: boolean;
};

/**
 * Whether the viewer may start a conversation with the recipient. Members only; nobody starts a
 * conversation with themselves; a recipient who switched "Allow messages" off (Settings →
 * Privacy) accepts no new conversations from anyone. A missing setting means the default (on).
 * Nobody starts a conversation across a block, in either direction.
 */
export function canMessage(viewer: Viewer | null, recipient: MessageRecipient): boolean {
  if (!viewer) return false;
  if (viewer.id === recipient.id) return false;
  if (recipient.blocked) return false;
  return recipient.privacySettings?.allowMessages !== false;
}
