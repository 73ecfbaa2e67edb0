import { useId, useState, type FormEvent } from 'react';
import { FILL_ALL_FIELDS, type TInboxEmail } from '../../../../contract/admin-inbox.ts';
import { Button } from '../../../ui/button.tsx';
import { Input } from '../../../ui/input.tsx';
import { quoteOriginal, replySubject } from './inbox-format.ts';
import { useReplyEmail, useSendEmail } from './queries.ts';
import { RichTextEditor } from './rich-text-editor.tsx';

/** Spec 3 §8 messages of a failed send. */
export const REPLY_FAILED = 'Failed to send reply. Please try again.';
export const SEND_FAILED = 'Failed to send email. Please try again.';

/** Whether the editor's HTML holds anything (text or an image) beyond empty paragraphs. */
function hasContent(html: string): boolean {
  return /<img\b/i.test(html) || html.replace(/<[^>]*>|&nbsp;|\s/g, '').length > 0;
}

/**
 * The compose and reply panes (one form): a reply starts with 'Re: ' once and the original
 * quoted, and is sent with `inReplyTo` so the server threads it.
 */
export function ComposePane({
  replyTo,
  onSent,
  onCancel,
}: {
  /** The message answered; absent for a new e-mail. */
  replyTo?: TInboxEmail;
  onSent: (message: string) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [to, setTo] = useState(replyTo?.from ?? '');
  const [subject, setSubject] = useState(replyTo ? replySubject(replyTo.subject) : '');
  const [initialBody] = useState(() => (replyTo ? quoteOriginal(replyTo) : ''));
  const [body, setBody] = useState(initialBody);
  const [error, setError] = useState<string | null>(null);
  const send = useSendEmail();
  const reply = useReplyEmail();
  const busy = send.isPending || reply.isPending;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!to.trim() || !subject.trim() || !hasContent(body)) {
      setError(FILL_ALL_FIELDS);
      return;
    }
    try {
      const result = replyTo
        ? await reply.mutateAsync({ body: { to, subject, body, inReplyTo: replyTo.id } })
        : await send.mutateAsync({ body: { to, subject, body } });
      onSent(result.message);
    } catch {
      setError(replyTo ? REPLY_FAILED : SEND_FAILED);
    }
  };

  const title = replyTo ? 'Reply' : 'New email';
  return (
    <section aria-labelledby={`${id}-title`} className="flex h-full flex-col gap-4">
      <h3 id={`${id}-title`} className="text-lg font-semibold text-ink">
        {title}
      </h3>
      <form onSubmit={(event) => void submit(event)} className="grid gap-4" noValidate>
        <div className="grid gap-1.5">
          <label htmlFor={`${id}-to`} className="text-sm font-medium text-ink">
            To
          </label>
          <Input
            id={`${id}-to`}
            type="email"
            multiple
            autoComplete="off"
            value={to}
            onChange={(event) => setTo(event.target.value)}
          />
        </div>
        <div className="grid gap-1.5">
          <label htmlFor={`${id}-subject`} className="text-sm font-medium text-ink">
            Subject
          </label>
          <Input
            id={`${id}-subject`}
            value={subject}
            onChange={(event) => setSubject(event.target.value)}
          />
        </div>
        <div className="grid gap-1.5">
          <span id={`${id}-body`} className="text-sm font-medium text-ink">
            Message
          </span>
          <RichTextEditor initialHtml={initialBody} onChange={setBody} labelledBy={`${id}-body`} />
        </div>
        {error ? (
          <p role="alert" className="text-sm font-medium text-danger">
            {error}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={busy}>
            {busy ? 'Sending…' : replyTo ? 'Send reply' : 'Send'}
          </Button>
          <Button variant="outline" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
        </div>
      </form>
    </section>
  );
}
