import { clsx } from 'clsx';
import { ArrowLeft, RefreshCw, UserRoundSearch } from 'lucide-react';
import { useDeferredValue, useEffect, useState } from 'react';
import type { TChatUser, TConversation } from '../../../contract/messaging.ts';
import { userDisplayName } from '../../../contract/user-names.ts';
import { toast } from '../../app/toasts/toast-store.ts';
import { errorMessage } from '../../lib/api.ts';
import { Button } from '../../ui/button.tsx';
import { SearchField } from '../../ui/search-field.tsx';
import { ModalDialog } from '../../ui/modal-dialog.tsx';
import { ChatAvatar } from './chat-avatar.tsx';
import type { MessagingFamily } from './families.ts';
import { filterChatUsers } from './people.ts';
import { useChatUsers, useStartConversation } from './queries.ts';

const SEARCH_DEBOUNCE_MS = 300;

/** The search text, settled for 300 ms before it reaches the server. */
function useSettled(text: string) {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return useDeferredValue(settled);
}

/** Members matching the search (server-side, then the §5 rule again here: never yourself). */
function useTravellerSearch(family: MessagingFamily, viewerId: string, text: string) {
  const settled = useSettled(text);
  const query = useChatUsers(family, settled, true);
  const users = filterChatUsers(query.data ?? [], text, viewerId);
  return { query, users, searching: settled !== text || query.isFetching };
}

function secondLine(user: TChatUser) {
  return user.email ?? 'Roamly traveller';
}

function useStartChat(family: MessagingFamily, onStarted: (conversation: TConversation) => void) {
  const start = useStartConversation(family);
  const run = (user: TChatUser) =>
    start.mutate(user.id, {
      onSuccess: onStarted,
      onError: (error) =>
        toast({
          title: 'Could not start chat',
          description: errorMessage(error, 'Please try again.'),
          variant: 'destructive',
        }),
    });
  return { run, pendingId: start.isPending ? start.variables : null };
}

function NoUsers({ searching, text }: { searching: boolean; text: string }) {
  return (
    <p role="status" className="px-4 py-8 text-center text-sm text-ink-muted">
      {searching
        ? 'Looking for travellers…'
        : text.trim()
          ? `No travellers match “${text.trim()}”.`
          : 'No other travellers yet.'}
    </p>
  );
}

/**
 * The 'Start New Chat' view of /messages (§2): back, 'Load Available Users', and the other members
 * (never yourself) with picture, name, e-mail and 'Start Chat'.
 */
export function NewChatView({
  family,
  viewerId,
  onBack,
  onStarted,
}: {
  family: MessagingFamily;
  viewerId: string;
  onBack: () => void;
  onStarted: (conversation: TConversation) => void;
}) {
  const [text, setText] = useState('');
  const { query, users, searching } = useTravellerSearch(family, viewerId, text);
  const { run, pendingId } = useStartChat(family, onStarted);

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="flex items-center gap-2 border-b border-line px-2 py-2.5">
        <button
          type="button"
          onClick={onBack}
          aria-label="Back to conversations"
          className="grid size-10 place-items-center rounded-full text-ink hover:bg-surface-muted"
        >
          <ArrowLeft aria-hidden="true" className="size-5" />
        </button>
        <h2 className="text-base font-semibold text-ink">Start New Chat</h2>
      </div>
      <div className="grid gap-2 border-b border-line p-3">
        <SearchField
          label="Search travellers"
          placeholder="Search by name or e-mail"
          value={text}
          onChange={(event) => setText(event.target.value)}
          className="border border-line bg-surface-muted"
        />
        <Button
          variant="outline"
          size="sm"
          onClick={() => void query.refetch()}
          disabled={query.isFetching}
        >
          <RefreshCw
            aria-hidden="true"
            className={clsx('size-4', query.isFetching && 'animate-spin')}
          />
          Load Available Users
        </Button>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto">
        {users.length === 0 ? (
          <NoUsers searching={searching || query.isPending} text={text} />
        ) : (
          <ul aria-label="Travellers" className="flex flex-col gap-0.5 p-2">
            {users.map((user) => (
              <li
                key={user.id}
                className="flex items-center gap-3 rounded-2xl px-2 py-2 hover:bg-surface-muted"
              >
                <ChatAvatar user={user} />
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-semibold text-ink">
                    {userDisplayName(user) || 'Traveller'}
                  </span>
                  <span className="block truncate text-sm text-ink-muted">{secondLine(user)}</span>
                </span>
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={pendingId !== null}
                  onClick={() => run(user)}
                  aria-label={`Start Chat with ${userDisplayName(user) || 'this traveller'}`}
                >
                  {pendingId === user.id ? 'Starting…' : 'Start Chat'}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

/**
 * The dialog variant (/messages-simple): search travellers by first name, last name or e-mail,
 * pick one, then Start Chat (§5: it needs a selected user).
 */
export function NewChatDialog({
  open,
  onClose,
  family,
  viewerId,
  onStarted,
}: {
  open: boolean;
  onClose: () => void;
  family: MessagingFamily;
  viewerId: string;
  onStarted: (conversation: TConversation) => void;
}) {
  const [text, setText] = useState('');
  const [selected, setSelected] = useState<TChatUser | null>(null);
  const { query, users, searching } = useTravellerSearch(family, viewerId, text);
  const { run, pendingId } = useStartChat(family, (conversation) => {
    onStarted(conversation);
    onClose();
  });
  const busy = pendingId !== null;

  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      busy={busy}
      title="Start New Chat"
      description="Find a traveller by first name, last name or e-mail."
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button disabled={!selected || busy} onClick={() => selected && run(selected)}>
            {busy ? 'Starting…' : 'Start Chat'}
          </Button>
        </>
      }
    >
      <SearchField
        label="Search travellers"
        placeholder="Search travellers"
        value={text}
        onChange={(event) => setText(event.target.value)}
        className="border border-line bg-surface-muted"
      />
      <div className="mt-3 min-h-48">
        {users.length === 0 ? (
          <div className="grid justify-items-center pt-6 text-center">
            <UserRoundSearch aria-hidden="true" className="mb-2 size-8 text-ink-muted" />
            <NoUsers searching={searching || query.isPending} text={text} />
          </div>
        ) : (
          <fieldset>
            <legend className="sr-only">Choose a traveller</legend>
            <ul className="flex flex-col gap-1">
              {users.map((user) => {
                const checked = selected?.id === user.id;
                return (
                  <li key={user.id}>
                    <label
                      className={clsx(
                        'flex cursor-pointer items-center gap-3 rounded-2xl border px-3 py-2 transition-colors has-[input:focus-visible]:shadow-[var(--focus-ring)]',
                        checked
                          ? 'border-brand bg-brand-soft ring-1 ring-brand'
                          : 'border-transparent hover:bg-surface-muted',
                      )}
                    >
                      <input
                        type="radio"
                        name="new-chat-user"
                        value={user.id}
                        checked={checked}
                        onChange={() => setSelected(user)}
                        className="sr-only"
                      />
                      <ChatAvatar user={user} />
                      <span className="min-w-0 flex-1">
                        <span className="block truncate font-semibold text-ink">
                          {userDisplayName(user) || 'Traveller'}
                        </span>
                        <span className="block truncate text-sm text-ink-muted">
                          {secondLine(user)}
                        </span>
                      </span>
                      <span
                        aria-hidden="true"
                        className={clsx(
                          'grid size-5 place-items-center rounded-full border-2',
                          checked ? 'border-brand' : 'border-line',
                        )}
                      >
                        {checked ? <span className="size-2.5 rounded-full bg-brand" /> : null}
                      </span>
                    </label>
                  </li>
                );
              })}
            </ul>
          </fieldset>
        )}
      </div>
    </ModalDialog>
  );
}
