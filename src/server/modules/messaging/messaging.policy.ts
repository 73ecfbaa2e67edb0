import type { TPrivacySettings } from '../../../contract/settings.ts';
import type { Viewer } from '../../context.ts';

/** The recipient as the messaging policy needs it: who, and whether they accept messages. */
export type MessageRecipient = {
  id: string;
  privacySettings: Partial<Pick<TPrivacySettings, 'allowMessages'>> | null;
  /** Either member blocked the other (`isBlockedEitherWay` in db/queries/blocks.ts). */
  blocked?: boolean;
  /** The recipient follows the viewer (then "Allow messages" off does not keep the viewer out). */
  followsViewer?: boolean;
};

/**
 * Whether the viewer may message the recipient (start a conversation or send in one). Members
 * only; nobody messages themselves; nobody messages across a block, in either direction. A
 * recipient who switched "Allow messages" off (Settings → Privacy) hears only from the people they
 * follow. A missing setting means the default (on).
 */
export function canMessage(viewer: Viewer | null, recipient: MessageRecipient): boolean {
  if (!viewer) return false;
  if (viewer.id === recipient.id) return false;
  if (recipient.blocked) return false;
  return recipient.privacySettings?.allowMessages !== false || recipient.followsViewer === true;
}

/** A conversation as its two participants see it; anyone else must not learn it exists (404). */
export function canReadConversation(
  viewer: Viewer | null,
  conversation: { participantIds: readonly string[] },
): boolean {
  return viewer !== null && conversation.participantIds.includes(viewer.id);
}
