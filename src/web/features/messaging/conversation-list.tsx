import { clsx } from 'clsx';
import { ImageIcon, MessagesSquare } from 'lucide-react';
import type { TConversation } from '../../../contract/messaging.ts';
import { userDisplayName } from '../../../contract/user-names.ts';
import { Button } from '../../ui/button.tsx';
import { listTime } from './chat-time.ts';
import { ChatAvatar } from './chat-avatar.tsx';
import { useIsTyping } from './live-state.ts';
import { MessageTicks } from './message-ticks.tsx';
import { otherParticipant } from './people.ts';

function preview(conversation: TConversation, viewerId: string) {
  const last = conversation.lastMessage;
  if (!last) return { text: 'No messages yet', mine: false, photo: false };
  const text = last.content || (last.imageUrl ? 'Photo' : '');
  return { text, mine: last.senderId === viewerId, photo: Boolean(last.imageUrl) };
}

function ConversationRow({
  conversation,
  viewerId,
  selected,
  onSelect,
}: {
  conversation: TConversation;
  viewerId: string;
  selected: boolean;
  onSelect: (id: string) => void;
}) {
  const other = otherParticipant(conversation, viewerId);
  const name = userDisplayName(other) || 'Traveller';
  const typing = useIsTyping(conversation.id);
  const { text, mine, photo } = preview(conversation, viewerId);
  const unread = conversation.unreadCount;
  return (
    <li>
      <button
        type="button"
        onClick={() => onSelect(conversation.id)}
        aria-current={selected ? 'true' : undefined}
        data-testid="conversation"
        className={clsx(
          'flex w-full min-w-0 items-center gap-3 rounded-2xl px-3 py-2.5 text-left transition-colors',
          selected ? 'bg-brand-soft' : 'hover:bg-surface-muted',
        )}
      >
        <ChatAvatar user={other} avatarClassName="size-12! text-base!" />
        <span className="min-w-0 flex-1">
          <span className="flex items-baseline justify-between gap-2">
            <span
              className={clsx(
                'truncate text-[15px] text-ink',
                unread > 0 ? 'font-bold' : 'font-semibold',
              )}
            >
              {name}
            </span>
            <span
              className={clsx(
                'shrink-0 text-xs',
                unread > 0 ? 'font-semibold text-brand' : 'text-ink-muted',
              )}
            >
              {conversation.lastMessage ? listTime(conversation.lastMessage.createdAt) : ''}
            </span>
          </span>
          <span className="mt-0.5 flex items-center gap-2">
            <span
              className={clsx(
                'flex min-w-0 flex-1 items-center gap-1 truncate text-sm',
                unread > 0 ? 'font-semibold text-ink' : 'text-ink-muted',
              )}
            >
              {typing ? (
                <span className="font-medium text-brand">typing…</span>
              ) : (
                <>
                  {mine && conversation.lastMessage ? (
                    <MessageTicks status={conversation.lastMessage.status} />
                  ) : null}
                  {photo ? <ImageIcon aria-hidden="true" className="size-4 shrink-0" /> : null}
                  <span className="truncate">
                    {mine ? <span className="sr-only">You: </span> : null}
                    {text}
                  </span>
                </>
              )}
            </span>
            {unread > 0 ? (
              <span
                data-testid="conversation-unread"
                className="grid h-5 min-w-5 shrink-0 place-items-center rounded-full bg-brand px-1.5 text-[11px] font-bold text-on-brand"
              >
                {unread > 99 ? '99+' : unread}
                <span className="sr-only"> unread</span>
              </span>
            ) : null}
          </span>
        </span>
      </button>
    </li>
  );
}

/**
 * The left side of the screen (§2): the conversations, newest activity first, with the other
 * member, the last message and the unread count; 'Loading conversations...' while the first
 * read runs, and the empty state. A failed read shows the empty state (§8).
 */
export function ConversationList({
  conversations,
  loading,
  viewerId,
  selectedId,
  onSelect,
  onStartChat,
  filtered = false,
}: {
  conversations: TConversation[] | undefined;
  /** A search is narrowing the list (an empty result is not "no conversations"). */
  filtered?: boolean;
  loading: boolean;
  viewerId: string;
  selectedId: string | null;
  onSelect: (id: string) => void;
  onStartChat: () => void;
}) {
  if (loading) {
    return (
      <p role="status" className="px-4 py-10 text-center text-sm text-ink-muted">
        Loading conversations...
      </p>
    );
  }
  if (filtered && conversations?.length === 0) {
    return (
      <p role="status" className="px-4 py-10 text-center text-sm text-ink-muted">
        No conversations match your search.
      </p>
    );
  }
  if (!conversations || conversations.length === 0) {
    return (
      <div className="grid justify-items-center px-6 py-12 text-center">
        <span
          aria-hidden="true"
          className="mb-4 grid size-16 place-items-center rounded-full bg-brand-soft text-brand"
        >
          <MessagesSquare className="size-8" />
        </span>
        <p className="font-semibold text-ink">No conversations yet</p>
        <p className="mt-1 mb-5 text-sm text-ink-muted">
          Say hello to a fellow traveller and swap tips for your next trip.
        </p>
        <Button onClick={onStartChat}>Start Your First Chat</Button>
      </div>
    );
  }
  return (
    <ul aria-label="Conversations" className="flex flex-col gap-0.5 p-2">
      {conversations.map((conversation) => (
        <ConversationRow
          key={conversation.id}
          conversation={conversation}
          viewerId={viewerId}
          selected={conversation.id === selectedId}
          onSelect={onSelect}
        />
      ))}
    </ul>
  );
}
