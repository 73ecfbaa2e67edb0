import { clsx } from 'clsx';
import { ArrowLeft, MailPlus, RefreshCw } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { TInboxEmail } from '../../../../contract/admin-inbox.ts';
import { errorMessage } from '../../../lib/api.ts';
import { Button } from '../../../ui/button.tsx';
import { ModalDialog } from '../../../ui/modal-dialog.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { ComposePane } from './compose-pane.tsx';
import { ConnectAccountButton } from './connect-account.tsx';
import { ConnectionHealth } from './connection-health.tsx';
import { InboxList } from './inbox-list.tsx';
import { type InboxFolder, useDeleteEmail, useInbox, useMarkRead } from './queries.ts';
import { ReadPane } from './read-pane.tsx';

/** One mode at a time (spec 3 §2): opening compose, reply or a message closes the others. */
type Pane =
  | { kind: 'none' }
  | { kind: 'read'; id: string }
  | { kind: 'compose' }
  | { kind: 'reply'; email: TInboxEmail };

const FOLDERS: { id: InboxFolder; label: string }[] = [
  { id: 'inbox', label: 'Inbox' },
  { id: 'sent', label: 'Sent' },
];

/**
 * The admin inbox (spec 3 §2): the list on one side, the read, compose or reply pane on the
 * other (stacked on a phone: the pane replaces the list, with a way back). Used by /admin/inbox
 * (with its page heading) and the dashboard's Inbox tab.
 */
export function InboxScreen({ pageHeading = false }: { pageHeading?: boolean }) {
  const [folder, setFolder] = useState<InboxFolder>('inbox');
  const [pane, setPane] = useState<Pane>({ kind: 'none' });
  const [notice, setNotice] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState<TInboxEmail | null>(null);
  const query = useInbox(folder);
  const markRead = useMarkRead();
  const remove = useDeleteEmail();
  const emails = query.data?.emails ?? [];
  const reading = pane.kind === 'read' ? emails.find((email) => email.id === pane.id) : undefined;

  // A message deleted elsewhere (or gone after a refresh) closes its pane.
  useEffect(() => {
    if (pane.kind === 'read' && query.data && !reading) setPane({ kind: 'none' });
  }, [pane, query.data, reading]);

  const open = (next: Pane) => {
    setNotice(null);
    setPane(next);
  };

  const select = (email: TInboxEmail) => {
    open({ kind: 'read', id: email.id });
    if (!email.isRead) markRead.mutate(email.id);
  };

  const Heading = pageHeading ? 'h1' : 'h2';
  const paneOpen = pane.kind !== 'none';

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <Heading
            className={clsx(
              'font-bold text-ink',
              // The page's title looks like every admin page's; in the dashboard tab, a section's.
              pageHeading ? 'font-display text-3xl' : 'text-lg tracking-tight',
            )}
          >
            Inbox
            {query.data && query.data.unreadCount > 0 ? (
              <span className="ml-2 text-base font-medium text-ink-muted">
                ({query.data.unreadCount} unread)
              </span>
            ) : null}
          </Heading>
          <ConnectionHealth
            updatedAt={query.dataUpdatedAt}
            refreshError={query.isError && query.data ? errorMessage(query.error, '') : null}
            channels={query.data?.channels ?? []}
          />
        </div>
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => open({ kind: 'compose' })}>
            <MailPlus aria-hidden="true" className="size-4" />
            Compose
          </Button>
          <Button
            variant="outline"
            onClick={() => void query.refetch()}
            disabled={query.isFetching}
          >
            <RefreshCw aria-hidden="true" className="size-4" />
            Refresh
          </Button>
          <ConnectAccountButton />
        </div>
      </div>

      {notice ? (
        <p role="status" className="rounded-xl bg-brand-soft px-4 py-2 text-sm text-ink">
          {notice}
        </p>
      ) : null}

      <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <section
          aria-label="Messages"
          className={clsx(
            'overflow-hidden rounded-2xl border border-line bg-surface',
            paneOpen && 'hidden lg:block',
          )}
        >
          <div role="group" aria-label="Folder" className="flex gap-1 border-b border-line p-2">
            {FOLDERS.map((item) => (
              <Button
                key={item.id}
                size="sm"
                variant={folder === item.id ? 'secondary' : 'ghost'}
                aria-pressed={folder === item.id}
                onClick={() => {
                  setFolder(item.id);
                  setPane({ kind: 'none' });
                }}
              >
                {item.label}
              </Button>
            ))}
          </div>
          {query.isPending ? (
            <Spinner label="Loading emails…" />
          ) : query.isError && !query.data ? (
            <div role="alert" className="space-y-3 px-4 py-6 text-sm text-ink">
              <p>Error loading emails: {errorMessage(query.error, 'the server did not answer')}</p>
              <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
                Try Again
              </Button>
            </div>
          ) : (
            <InboxList
              emails={emails}
              selectedId={pane.kind === 'read' ? pane.id : null}
              onSelect={select}
              label={folder === 'inbox' ? 'Inbox messages' : 'Sent messages'}
            />
          )}
        </section>

        <section
          aria-label="Message"
          className={clsx(
            'min-w-0 rounded-2xl border border-line bg-surface p-4 sm:p-6',
            !paneOpen && 'hidden lg:block',
          )}
        >
          {paneOpen ? (
            <Button
              variant="ghost"
              size="sm"
              className="mb-3 lg:hidden"
              onClick={() => setPane({ kind: 'none' })}
            >
              <ArrowLeft aria-hidden="true" className="size-4" />
              Back to messages
            </Button>
          ) : null}
          {pane.kind === 'compose' ? (
            <ComposePane
              key="compose"
              onCancel={() => setPane({ kind: 'none' })}
              onSent={(message) => {
                setPane({ kind: 'none' });
                setNotice(message);
              }}
            />
          ) : pane.kind === 'reply' ? (
            <ComposePane
              key={`reply-${pane.email.id}`}
              replyTo={pane.email}
              onCancel={() => open({ kind: 'read', id: pane.email.id })}
              onSent={(message) => {
                setPane({ kind: 'none' });
                setNotice(message);
              }}
            />
          ) : reading ? (
            <ReadPane
              email={reading}
              onReply={() => open({ kind: 'reply', email: reading })}
              onDelete={() => setConfirmDelete(reading)}
              deleting={remove.isPending}
            />
          ) : (
            <p className="py-10 text-center text-sm text-ink-muted">
              Select a message to read it, or compose a new one.
            </p>
          )}
        </section>
      </div>

      <ModalDialog
        open={confirmDelete !== null}
        onClose={() => setConfirmDelete(null)}
        role="alertdialog"
        size="sm"
        title="Delete this message?"
        description="It is removed for good and will not come back with the next sync."
        busy={remove.isPending}
        footer={
          <>
            <Button variant="outline" onClick={() => setConfirmDelete(null)}>
              Cancel
            </Button>
            <Button
              variant="danger"
              disabled={remove.isPending}
              onClick={() => {
                if (!confirmDelete) return;
                remove.mutate(
                  { params: { id: confirmDelete.id } },
                  {
                    onSuccess: () => {
                      setConfirmDelete(null);
                      setPane({ kind: 'none' });
                      setNotice('Message deleted');
                    },
                    onError: (error) => {
                      setConfirmDelete(null);
                      setNotice(errorMessage(error, 'The message could not be deleted.'));
                    },
                  },
                );
              }}
            >
              Delete
            </Button>
          </>
        }
      />
    </div>
  );
}

/** /admin/inbox (and /admin-inbox, which leads here). */
export function InboxPage() {
  return <InboxScreen pageHeading />;
}
