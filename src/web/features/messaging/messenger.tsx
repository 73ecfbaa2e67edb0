import { clsx } from 'clsx';
import { BellRing, MessageSquarePlus, MessagesSquare, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { TConversation } from '../../../contract/messaging.ts';
import type { TSelfUser } from '../../../contract/users.ts';
import { toast } from '../../app/toasts/toast-store.ts';
import { errorMessage } from '../../lib/api.ts';
import { Button } from '../../ui/button.tsx';
import { SearchField } from '../../ui/search-field.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { ConnectionStatus } from './connection-status.tsx';
import { ConversationList } from './conversation-list.tsx';
import type { MessagingFamily } from './families.ts';
import { MessagesMenu } from './messages-menu.tsx';
import { NewChatDialog, NewChatView } from './new-chat.tsx';
import { filterConversations } from './people.ts';
import { useChatPushActions } from './push-actions.ts';
import { useConversations, useStartConversation } from './queries.ts';
import { usePresenceFollow } from './presence.ts';
import { ThreadPane } from './thread-pane.tsx';

const NO_CONVERSATIONS: TConversation[] = [];

/**
 * ?user={id} (the profile's Message button): opens the conversation with that member, starting
 * it when there is none yet, then replaces the parameter with ?conversation={id}.
 */
function useOpenChatWith(
  family: MessagingFamily,
  viewerId: string,
  setParams: ReturnType<typeof useSearchParams>[1],
) {
  const [params] = useSearchParams();
  const target = params.get('user');
  const start = useStartConversation(family);
  const asked = useRef<string | null>(null);
  const { mutate } = start;
  useEffect(() => {
    if (!target || asked.current === target) return;
    asked.current = target;
    const drop = (next: URLSearchParams) => {
      next.delete('user');
      return next;
    };
    if (target === viewerId) {
      setParams((current) => drop(new URLSearchParams(current)), { replace: true });
      return;
    }
    mutate(target, {
      onSuccess: (conversation) =>
        setParams(
          (current) => {
            const next = drop(new URLSearchParams(current));
            next.set('conversation', conversation.id);
            return next;
          },
          { replace: true },
        ),
      onError: (error) => {
        setParams((current) => drop(new URLSearchParams(current)), { replace: true });
        toast({
          title: 'Could not start chat',
          description: errorMessage(error, 'Please try again.'),
          variant: 'destructive',
        });
      },
    });
  }, [target, viewerId, mutate, setParams]);
}
const DISMISSED_PUSH_KEY = 'roamly-push-banner-dismissed';

/** The newer screen's push option (§2): a banner until permission is granted or it is dismissed. */
function PushBanner() {
  const push = useChatPushActions();
  const [dismissed, setDismissed] = useState(
    () => window.sessionStorage.getItem(DISMISSED_PUSH_KEY) === '1',
  );
  if (push.granted || dismissed) return null;
  return (
    <div className="mx-3 mt-3 flex items-start gap-3 rounded-2xl border border-line bg-brand-soft p-3">
      <span
        aria-hidden="true"
        className="grid size-9 shrink-0 place-items-center rounded-full bg-surface text-brand"
      >
        <BellRing className="size-5" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold text-ink">Never miss a message</p>
        <p className="text-xs text-ink-muted">
          {push.supported
            ? 'Get a notification when a traveller writes to you.'
            : 'Push notifications are not supported in this browser.'}
        </p>
        <Button
          size="sm"
          className="mt-2 h-8 px-3 text-xs"
          disabled={!push.supported || push.busy}
          onClick={() => void push.enable()}
        >
          Enable Push Notifications
        </Button>
      </div>
      <button
        type="button"
        aria-label="Dismiss"
        onClick={() => {
          window.sessionStorage.setItem(DISMISSED_PUSH_KEY, '1');
          setDismissed(true);
        }}
        className="grid size-8 shrink-0 place-items-center rounded-full text-ink-muted hover:bg-surface"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}

function NoSelection({ onNewChat }: { onNewChat: () => void }) {
  return (
    <div className="grid flex-1 place-items-center bg-canvas p-8 text-center">
      <div className="max-w-sm">
        <span
          aria-hidden="true"
          className="mx-auto mb-5 grid size-20 place-items-center rounded-full bg-surface text-brand shadow-sm"
        >
          <MessagesSquare className="size-10" />
        </span>
        <p className="font-display text-2xl font-semibold text-ink">
          Select a conversation to start messaging
        </p>
        <p className="mt-2 text-ink-muted">or start a new chat</p>
        <Button className="mt-6" onClick={onNewChat}>
          <MessageSquarePlus aria-hidden="true" className="size-4" />
          New Chat
        </Button>
      </div>
    </div>
  );
}

/**
 * The chat screen of 2-traveller-features §2, shared by /messages (classic family, new chat as a
 * view) and /messages-simple (clean family, new chat as a dialog, connection status and the push
 * banner). The selected conversation is in the URL (?conversation=…), which is also where a push
 * notification leads; on small screens the thread takes the whole screen with a back button.
 */
export function Messenger({ user, family }: { user: TSelfUser; family: MessagingFamily }) {
  const [params, setParams] = useSearchParams();
  const selectedId = params.get('conversation');
  const [newChat, setNewChat] = useState(false);
  const [dialogKey, setDialogKey] = useState(0);
  const [filter, setFilter] = useState('');
  const conversations = useConversations(family);
  // §8: a failed load leaves an empty list.
  const list = conversations.isError ? NO_CONVERSATIONS : conversations.data;
  const selected: TConversation | null =
    (selectedId && list?.find((item) => item.id === selectedId)) || null;
  const simple = family.variant === 'simple';

  usePresenceFollow(list, user.id);
  useOpenChatWith(family, user.id, setParams);

  // A conversation that is not (or no longer) the member's: back to the list.
  useEffect(() => {
    if (conversations.isFetching) return;
    if (selectedId && list && !list.some((item) => item.id === selectedId)) {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('conversation');
          return next;
        },
        { replace: true },
      );
    }
  }, [selectedId, list, setParams, conversations.isFetching]);

  const select = (id: string) => {
    setNewChat(false);
    if (id === selectedId) return;
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set('conversation', id);
      return next;
    });
  };
  const back = () =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.delete('conversation');
      return next;
    });
  const openNewChat = () => {
    if (simple) {
      setDialogKey((key) => key + 1);
      setNewChat(true);
    } else {
      setNewChat(true);
    }
  };
  const started = (conversation: TConversation) => select(conversation.id);

  // Phones show one pane: the thread when one is open (and the new-chat view is not).
  const showThreadOnPhone =
    !(newChat && !simple) && (Boolean(selected) || (Boolean(selectedId) && !list));

  return (
    <div className="flex min-h-0 flex-1 overflow-hidden bg-surface md:rounded-3xl md:border md:border-line md:shadow-sm">
      <aside
        aria-label="Conversations"
        className={clsx(
          'min-h-0 w-full flex-col border-line md:flex md:w-[22rem] md:shrink-0 md:border-r lg:w-96',
          showThreadOnPhone ? 'hidden' : 'flex',
        )}
      >
        {!simple && newChat ? (
          <NewChatView
            family={family}
            viewerId={user.id}
            onBack={() => setNewChat(false)}
            onStarted={started}
          />
        ) : (
          <>
            <div className="flex items-center gap-2 border-b border-line px-4 py-3">
              <div className="min-w-0 flex-1">
                <h1 className="font-display text-2xl leading-tight font-semibold text-ink">
                  Messages
                </h1>
                {simple ? <ConnectionStatus /> : null}
              </div>
              <Button size="sm" variant="secondary" onClick={openNewChat}>
                <MessageSquarePlus aria-hidden="true" className="size-4" />
                New Chat
              </Button>
              <MessagesMenu />
            </div>
            {simple ? <PushBanner /> : null}
            {list && list.length > 0 ? (
              <div className="px-3 pt-3">
                <SearchField
                  label="Search conversations"
                  placeholder="Search conversations"
                  value={filter}
                  onChange={(event) => setFilter(event.target.value)}
                  className="border border-line bg-surface-muted focus:bg-surface"
                />
              </div>
            ) : null}
            <div className="min-h-0 flex-1 overflow-y-auto">
              <ConversationList
                conversations={list && filterConversations(list, filter, user.id)}
                filtered={filter.trim() !== ''}
                loading={conversations.isPending}
                viewerId={user.id}
                selectedId={selected?.id ?? null}
                onSelect={select}
                onStartChat={openNewChat}
              />
            </div>
          </>
        )}
      </aside>
      <section
        aria-label="Conversation"
        className={clsx(
          'min-h-0 min-w-0 flex-1 flex-col md:flex',
          showThreadOnPhone ? 'flex' : 'hidden',
        )}
      >
        {selected ? (
          <ThreadPane
            key={selected.id}
            family={family}
            user={user}
            conversation={selected}
            onBack={back}
          />
        ) : selectedId && !list ? (
          <div className="grid flex-1 place-items-center">
            <Spinner label="Loading the conversation…" />
          </div>
        ) : (
          <NoSelection onNewChat={openNewChat} />
        )}
      </section>
      {simple ? (
        <NewChatDialog
          key={dialogKey}
          open={newChat}
          onClose={() => setNewChat(false)}
          family={family}
          viewerId={user.id}
          onStarted={started}
        />
      ) : null}
    </div>
  );
}
