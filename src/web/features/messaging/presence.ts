import { useEffect } from 'react';
import { PRESENCE_SUBSCRIBE_MAX } from '../../../contract/realtime.ts';
import type { TConversation } from '../../../contract/messaging.ts';
import { otherParticipant } from './people.ts';
import { useRealtime, useSocketUp } from './realtime.ts';

/**
 * Follows the online status of the people in the member's conversations (the server reports only
 * those whose "Show online status" is on). Sent again whenever the socket reconnects or the list
 * of people changes.
 */
export function usePresenceFollow(conversations: TConversation[] | undefined, viewerId: string) {
  const client = useRealtime();
  const up = useSocketUp();
  const ids = (conversations ?? [])
    .map((conversation) => otherParticipant(conversation, viewerId).id)
    .slice(0, PRESENCE_SUBSCRIBE_MAX);
  const key = [...new Set(ids)].sort().join(',');
  useEffect(() => {
    if (!client || !up || !key) return;
    client.send({ type: 'presence_subscribe', userIds: key.split(',') });
  }, [client, up, key]);
}
