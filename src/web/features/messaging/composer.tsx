import { clsx } from 'clsx';
import { SendHorizontal } from 'lucide-react';
import {
  useId,
  useLayoutEffect,
  useRef,
  type FormEvent,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import { MESSAGE_MAX_LENGTH } from '../../../contract/messaging.ts';

/** Show the characters left once this close to the limit. */
const COUNTER_FROM = MESSAGE_MAX_LENGTH - 500;
const MAX_HEIGHT_PX = 144;

/**
 * The message box (§2, §5): 'Type a message...', Enter sends, Shift+Enter starts a new line, and
 * the send button is disabled while the text is blank (or a send is in flight). The box grows
 * with the text up to six lines.
 */
export function Composer({
  value,
  onChange,
  onSend,
  sending = false,
  disabled = false,
  inputRef,
}: {
  value: string;
  onChange: (value: string) => void;
  onSend: () => void;
  /** A send is in flight: the button waits (and, with `disabled`, the box too). */
  sending?: boolean;
  disabled?: boolean;
  inputRef?: RefObject<HTMLTextAreaElement | null>;
}) {
  const ownRef = useRef<HTMLTextAreaElement>(null);
  const ref = inputRef ?? ownRef;
  const id = useId();
  const blank = value.trim() === '';
  const canSend = !blank && !sending && !disabled;

  useLayoutEffect(() => {
    const node = ref.current;
    if (!node) return;
    node.style.height = 'auto';
    node.style.height = `${Math.min(node.scrollHeight, MAX_HEIGHT_PX)}px`;
  }, [value, ref]);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (canSend) onSend();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  const left = MESSAGE_MAX_LENGTH - value.length;
  return (
    <form
      onSubmit={submit}
      className="flex items-end gap-2 border-t border-line bg-surface px-3 py-2.5 sm:px-4"
    >
      <label htmlFor={id} className="sr-only">
        Message
      </label>
      <div className="relative min-w-0 flex-1">
        <textarea
          id={id}
          ref={ref}
          rows={1}
          value={value}
          maxLength={MESSAGE_MAX_LENGTH}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder="Type a message..."
          aria-describedby={value.length >= COUNTER_FROM ? `${id}-count` : undefined}
          className="block max-h-36 min-h-11 w-full resize-none rounded-3xl border border-line bg-surface-muted px-4 py-2.5 text-[15px] leading-6 text-ink placeholder:text-ink-muted focus:bg-surface disabled:opacity-60"
        />
        {value.length >= COUNTER_FROM ? (
          <span
            id={`${id}-count`}
            className={clsx(
              'absolute -top-5 right-3 text-xs',
              left <= 0 ? 'font-semibold text-danger' : 'text-ink-muted',
            )}
          >
            {left} characters left
          </span>
        ) : null}
      </div>
      <button
        type="submit"
        disabled={!canSend}
        aria-label={sending ? 'Sending message' : 'Send message'}
        className="grid size-11 shrink-0 place-items-center rounded-full bg-brand text-on-brand shadow-sm transition-colors hover:bg-brand-strong disabled:cursor-not-allowed disabled:bg-surface-muted disabled:text-ink-muted"
      >
        {sending ? (
          <span
            aria-hidden="true"
            className="size-5 animate-spin rounded-full border-2 border-ink-muted/30 border-t-ink-muted"
          />
        ) : (
          <SendHorizontal aria-hidden="true" className="size-5" />
        )}
      </button>
    </form>
  );
}
