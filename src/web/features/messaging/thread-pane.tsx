import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import type { TConversation, TMessagesUnread } from '../../../contract/messaging.ts';
import { userDisplayName } from '../../../contract/user-names.ts';
import type { TSelfUser } from '../../../contract/users.ts';
import { toast } from '../../app/toasts/toast-store.ts';
import { errorMessage } from '../../lib/api.ts';
import { useMessageAttachment, type ReadyPhoto } from './attachment.ts';
import { ChatAvatar } from './chat-avatar.tsx';
import { Composer } from './composer.tsx';
import type { MessagingFamily } from './families.ts';
import { setActiveConversation, useIsOnline, useIsTyping } from './live-state.ts';
import { MessageList } from './message-list.tsx';
import { MessagesMenu } from './messages-menu.tsx';
import { newTempId, removePending, usePending } from './pending.ts';
import { otherParticipant } from './people.ts';
import { markReadOverHttp, threadMessages, useThread } from './queries.ts';
import { getRealtime, useRealtime } from './realtime.ts';
import { acceptMessage, sendOptimistic } from './send.ts';
import { playSound } from './sounds.ts';
import { markThreadReadLocally, setUnreadTotal, unreadKey } from './thread-cache.ts';
import { buildThreadItems, newestUnreadIncoming, type ThreadItem } from './thread-items.ts';
import { trackOutcome } from '../../lib/tracking.ts';

/** Unsent text per conversation, kept while the member looks at other threads. */
const drafts = new Map<string, string>();

/** Typing frames are renewed this often while the member keeps typing. */
const TYPING_RENEW_MS = 3_000;

function subscribeVisibility(listener: () => void) {
  document.addEventListener('visibilitychange', listener);
  return () => document.removeEventListener('visibilitychange', listener);
}

function useDocumentVisible() {
  return useSyncExternalStore(
    subscribeVisibility,
    () => document.visibilityState !== 'hidden',
    () => true,
  );
}

/**
 * Opening a thread reads it (§2 newer screen: "thread marked read when open"): at once on screen,
 * then on the server — POST …/mark-read on the newer screen, a `message_read` frame on /messages
 * while the socket is up (the same POST when it is down). New messages that arrive while it is
 * open and the tab is visible are read the same way.
 */
function useMarkRead(
  family: MessagingFamily,
  conversation: TConversation,
  messages: ReturnType<typeof threadMessages>,
  viewerId: string,
) {
  const queryClient = useQueryClient();
  const visible = useDocumentVisible();
  const newest = newestUnreadIncoming(messages, viewerId);
  const newestId = newest?.id ?? null;
  const done = useRef<string | null>(null);
  const conversationId = conversation.id;
  const listedUnread = conversation.unreadCount;

  useEffect(() => {
    if (!visible || !newestId || done.current === newestId) return;
    done.current = newestId;
    const total = queryClient.getQueryData<TMessagesUnread>(unreadKey)?.unreadCount;
    if (total !== undefined) setUnreadTotal(queryClient, total - listedUnread);
    markThreadReadLocally(queryClient, conversationId, viewerId);
    const client = getRealtime();
    if (family.variant === 'classic' && client?.isUp()) {
      client.send({ type: 'message_read', messageId: newestId });
      return;
    }
    markReadOverHttp(queryClient, conversationId).catch(() => {
      // Try again with the next message or the next visit; the badge is re-read.
      done.current = null;
      void queryClient.invalidateQueries({ queryKey: unreadKey });
    });
  }, [visible, newestId, conversationId, viewerId, family.variant, queryClient, listedUnread]);
}

/** `typing` frames while the member writes (renewed every 3 s, cleared when blank or sent). */
function useTypingSignal(conversationId: string) {
  const lastSent = useRef(0);
  const stop = () => {
    if (!lastSent.current) return;
    lastSent.current = 0;
    getRealtime()?.send({ type: 'typing', conversationId, isTyping: false });
  };
  const stopRef = useRef(stop);
  stopRef.current = stop;
  useEffect(() => () => stopRef.current(), []);
  const onText = (text: string) => {
    const client = getRealtime();
    if (!client?.isUp()) return;
    if (!text.trim()) return stop();
    const now = Date.now();
    if (now - lastSent.current < TYPING_RENEW_MS) return;
    lastSent.current = now;
    client.send({ type: 'typing', conversationId, isTyping: true });
  };
  return { onText, stop };
}

function ThreadHeader({
  conversation,
  viewerId,
  onBack,
}: {
  conversation: TConversation;
  viewerId: string;
  onBack: () => void;
}) {
  const other = otherParticipant(conversation, viewerId);
  const name = userDisplayName(other) || 'Traveller';
  const typing = useIsTyping(conversation.id);
  const online = useIsOnline(other.id);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // The list row that opened the thread may be gone (small screens): focus lands here.
    heading.current?.focus({ preventScroll: true });
  }, [conversation.id]);
  const subtitle = typing ? 'typing…' : online ? 'Active now' : (other.email ?? 'Roamly traveller');
  return (
    <header className="flex items-center gap-2 border-b border-line bg-surface px-2 py-2 sm:px-4">
      <button
        type="button"
        onClick={onBack}
        aria-label="Back to conversations"
        className="grid size-10 shrink-0 place-items-center rounded-full text-ink hover:bg-surface-muted md:hidden"
      >
        <ArrowLeft aria-hidden="true" className="size-5" />
      </button>
      <Link
        to={`/profile/${other.id}`}
        className="flex min-w-0 flex-1 items-center gap-3 rounded-2xl p-1 hover:bg-surface-muted"
      >
        <ChatAvatar user={other} />
        <span className="min-w-0">
          <h2
            ref={heading}
            tabIndex={-1}
            className="truncate text-base leading-tight font-semibold text-ink"
          >
            {name}
          </h2>
          <span
            data-testid="thread-subtitle"
            className={
              typing || online
                ? 'block truncate text-xs font-medium text-brand'
                : 'block truncate text-xs text-ink-muted'
            }
          >
            {subtitle}
          </span>
        </span>
      </Link>
      <div className="md:hidden">
        <MessagesMenu />
      </div>
    </header>
  );
}

/**
 * A selected conversation (§2): header with the other member, the messages, and the box. The
 * classic screen sends over HTTP with the box disabled until the answer (a failure puts the text
 * back); the newer one sends optimistically (shown at once as sending).
 */
export function ThreadPane({
  family,
  user,
  conversation,
  onBack,
}: {
  family: MessagingFamily;
  user: TSelfUser;
  conversation: TConversation;
  onBack: () => void;
}) {
  const queryClient = useQueryClient();
  const client = useRealtime();
  const thread = useThread(family, conversation.id);
  const messages = threadMessages(thread.data);
  const pending = usePending(conversation.id);
  const items = buildThreadItems(messages, pending, user.id);
  const other = otherParticipant(conversation, user.id);
  const typing = useIsTyping(conversation.id);
  const [draft, setDraftState] = useState(() => drafts.get(conversation.id) ?? '');
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const typingSignal = useTypingSignal(conversation.id);
  const photo = useMessageAttachment();

  const setDraft = (text: string) => {
    setDraftState(text);
    if (text) drafts.set(conversation.id, text);
    else drafts.delete(conversation.id);
  };

  useEffect(() => {
    setActiveConversation(conversation.id);
    return () => setActiveConversation(null);
  }, [conversation.id]);

  useMarkRead(family, conversation, messages, user.id);

  const classicSend = useMutation({
    mutationFn: ({ content, imageUrl }: { content: string; imageUrl: string | null }) =>
      family.send(conversation.id, { content, ...(imageUrl ? { imageUrl } : {}) }),
    onSuccess: (message) => {
      trackOutcome('messaging', 'send');
      acceptMessage(queryClient, message);
      playSound('sent');
      setDraft('');
      // The photo went with it (a new one picked meanwhile stays).
      if (message.imageUrl) photo.removeIf(message.imageUrl);
    },
    onError: (error) => {
      trackOutcome('messaging', 'send', error);
      playSound('error');
      toast({
        title: 'Message not sent',
        description: errorMessage(error, 'Check your connection and try again.'),
        variant: 'destructive',
      });
    },
    onSettled: () => inputRef.current?.focus(),
  });

  const sendSimple = async (content: string, tempId: string, image: ReadyPhoto | null) => {
    const outcome = await sendOptimistic({
      queryClient,
      family,
      client,
      conversationId: conversation.id,
      content,
      imageUrl: image?.url ?? null,
      tempId,
    });
    // The dashboard's messaging success; the reason of a failure is not known here.
    trackOutcome('messaging', 'send', outcome.kind === 'sent' ? undefined : outcome.kind);
    if (outcome.kind === 'restore') {
      // §4: on failure the message goes and its text (and photo) are put back.
      if (content) {
        setDraftState((current) => {
          const restored = current ? `${content}\n${current}` : content;
          drafts.set(conversation.id, restored);
          return restored;
        });
      }
      if (image) photo.restore(image);
      toast({ title: 'Message not sent', description: outcome.message, variant: 'destructive' });
    }
  };

  const onSend = () => {
    const content = draft.trim();
    const ready = photo.attachment?.phase === 'ready' ? photo.attachment : null;
    if (!content && !ready) return;
    typingSignal.stop();
    if (family.variant === 'classic') {
      classicSend.mutate({ content, imageUrl: ready?.url ?? null });
      return;
    }
    setDraft('');
    void sendSimple(content, newTempId(), photo.take());
  };

  const onRetry = (item: ThreadItem) => {
    if (!item.tempId) return;
    const image = item.imageUrl ? { url: item.imageUrl, name: 'Photo', size: 0 } : null;
    void sendSimple(item.content, item.tempId, image);
  };
  const onDiscard = (item: ThreadItem) => {
    if (item.tempId) removePending(item.tempId);
  };

  const name = userDisplayName(other) || 'Traveller';
  return (
    <div className="flex min-h-0 flex-1 flex-col" data-testid="thread">
      <ThreadHeader conversation={conversation} viewerId={user.id} onBack={onBack} />
      <MessageList
        conversationId={conversation.id}
        items={items}
        loading={thread.isPending}
        label={`Messages with ${name}`}
        otherName={name}
        typing={typing}
        hasOlder={thread.hasNextPage}
        loadingOlder={thread.isFetchingNextPage}
        onLoadOlder={() => void thread.fetchNextPage()}
        onRetry={family.variant === 'simple' ? onRetry : undefined}
        onDiscard={family.variant === 'simple' ? onDiscard : undefined}
      />
      <Composer
        value={draft}
        onChange={(text) => {
          setDraft(text);
          typingSignal.onText(text);
        }}
        onSend={onSend}
        sending={classicSend.isPending}
        disabled={classicSend.isPending}
        inputRef={inputRef}
        attachment={photo.attachment}
        onAttach={(file) => void photo.attach(file)}
        onRemoveAttachment={photo.remove}
      />
    </div>
  );
}
