import { Download, Paperclip, Reply, Trash2 } from 'lucide-react';
import { useId } from 'react';
import type { TInboxEmail } from '../../../../contract/admin-inbox.ts';
import { Button } from '../../../ui/button.tsx';
import { senderOf } from './inbox-format.ts';

function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/**
 * The read pane. The HTML body was sanitised by the server when the message arrived (scripts,
 * handlers and unsafe links never stored); attachments are listed and only downloaded.
 */
export function ReadPane({
  email,
  onReply,
  onDelete,
  deleting,
}: {
  email: TInboxEmail;
  onReply: () => void;
  onDelete: () => void;
  deleting: boolean;
}) {
  const id = useId();
  return (
    <article aria-labelledby={`${id}-subject`} className="flex flex-col gap-4">
      <header className="space-y-2 border-b border-line pb-4">
        <h3 id={`${id}-subject`} className="text-xl font-semibold break-words text-ink">
          {email.subject || '(no subject)'}
        </h3>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-ink-muted">From</dt>
          <dd className="break-all text-ink">{senderOf(email)}</dd>
          <dt className="text-ink-muted">To</dt>
          <dd className="break-all text-ink">{email.to}</dd>
          <dt className="text-ink-muted">Date</dt>
          <dd className="text-ink">
            <time dateTime={email.date}>
              {new Date(email.date).toLocaleString(undefined, {
                dateStyle: 'medium',
                timeStyle: 'short',
              })}
            </time>
          </dd>
          {email.delivery ? (
            <>
              <dt className="text-ink-muted">Delivery</dt>
              <dd className={email.delivery.status === 'failed' ? 'text-danger' : 'text-ink'}>
                {email.delivery.status === 'failed'
                  ? `Failed: ${email.delivery.error ?? 'unknown error'}`
                  : email.delivery.status === 'sent'
                    ? 'Sent'
                    : 'Queued'}
              </dd>
            </>
          ) : null}
        </dl>
        <div className="flex flex-wrap gap-2 pt-1">
          {email.folder === 'inbox' ? (
            <Button size="sm" onClick={onReply}>
              <Reply aria-hidden="true" className="size-4" />
              Reply
            </Button>
          ) : null}
          <Button size="sm" variant="outline" onClick={onDelete} disabled={deleting}>
            <Trash2 aria-hidden="true" className="size-4" />
            {deleting ? 'Deleting…' : 'Delete'}
          </Button>
        </div>
      </header>
      {email.html ? (
        <div
          data-testid="email-body"
          className="break-words text-ink [&_a]:text-brand-strong [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-line [&_blockquote]:pl-3 [&_img]:max-w-full [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:my-2 [&_ul]:list-disc [&_ul]:pl-6"
          // Sanitised on arrival by the server (sanitize-html allow-list).
          dangerouslySetInnerHTML={{ __html: email.html }}
        />
      ) : (
        <div data-testid="email-body" className="break-words whitespace-pre-wrap text-ink">
          {email.body}
        </div>
      )}
      {email.attachments.length > 0 ? (
        <section aria-labelledby={`${id}-files`} className="border-t border-line pt-3">
          <h4
            id={`${id}-files`}
            className="flex items-center gap-1.5 text-sm font-semibold text-ink"
          >
            <Paperclip aria-hidden="true" className="size-4" />
            Attachments
          </h4>
          <ul className="mt-2 grid gap-1.5">
            {email.attachments.map((file) => (
              <li key={file.id}>
                <a
                  href={file.url}
                  download={file.filename}
                  className="inline-flex min-h-11 items-center gap-2 rounded-lg px-2 text-sm text-brand-strong underline hover:bg-surface-muted"
                >
                  <Download aria-hidden="true" className="size-4" />
                  <span className="break-all">{file.filename}</span>
                  <span className="text-ink-muted">
                    ({file.contentType}, {formatSize(file.size)})
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}
