import { clsx } from 'clsx';
import { ImageIcon, ImagePlus, SendHorizontal, X } from 'lucide-react';
import {
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ClipboardEvent,
  type DragEvent,
  type FormEvent,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import { MESSAGE_MAX_LENGTH } from '../../../contract/messaging.ts';
import { Photo } from '../../ui/photo.tsx';
import { formatFileSize } from '../uploads/file-size.ts';
import { MESSAGE_IMAGE_ACCEPT, type ChatAttachment } from './attachment.ts';

/** Show the characters left once this close to the limit. */
const COUNTER_FROM = MESSAGE_MAX_LENGTH - 500;
const MAX_HEIGHT_PX = 144;

/** The photo waiting above the box: its thumbnail, upload progress or readiness, Cancel/Remove. */
function AttachmentTray({
  attachment,
  onRemove,
}: {
  attachment: ChatAttachment;
  onRemove: () => void;
}) {
  const thumb = attachment.phase === 'ready' ? attachment.url : attachment.preview;
  const busy = attachment.phase !== 'ready';
  const percent = attachment.phase === 'uploading' ? attachment.progress : 100;
  const status =
    attachment.phase === 'uploading'
      ? 'Uploading photo…'
      : attachment.phase === 'processing'
        ? 'Preparing photo…'
        : 'Photo ready to send';
  return (
    <div
      data-testid="message-attachment"
      data-phase={attachment.phase}
      className="mb-2 flex items-center gap-3 rounded-2xl border border-line bg-surface-muted/60 p-2 pr-3"
    >
      <div className="relative grid size-14 shrink-0 place-items-center overflow-hidden rounded-xl bg-surface-muted text-ink-muted ring-1 ring-line">
        <Photo
          src={thumb}
          alt={`Photo to send: ${attachment.name}`}
          className={clsx('size-full object-cover', busy && 'opacity-70')}
          fallback={
            <ImageIcon aria-label={`Photo to send: ${attachment.name}`} className="size-6" />
          }
        />
        {busy ? (
          <span aria-hidden="true" className="absolute inset-0 grid place-items-center bg-black/30">
            <span className="size-6 animate-spin rounded-full border-2 border-white/40 border-t-white motion-reduce:animate-none" />
          </span>
        ) : null}
      </div>
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-semibold text-ink">{attachment.name}</p>
        {attachment.phase === 'uploading' ? (
          <div
            role="progressbar"
            aria-label={`Uploading ${attachment.name}`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-valuetext={`${percent}%`}
            className="mt-1.5 h-1.5 overflow-hidden rounded-full bg-brand-soft"
          >
            <div
              className="h-full rounded-full bg-brand transition-[width] duration-200 ease-out motion-reduce:transition-none"
              style={{ width: `${percent}%` }}
            />
          </div>
        ) : null}
        <p className="mt-1 truncate text-xs text-ink-muted" aria-live="polite">
          <span className={clsx(attachment.phase === 'ready' && 'font-medium text-brand-strong')}>
            {status}
          </span>
          <span aria-hidden="true">
            {attachment.phase === 'uploading' ? ` ${percent}%` : ''}
            {attachment.size > 0 ? ` · ${formatFileSize(attachment.size)}` : ''}
          </span>
        </p>
      </div>
      {busy ? (
        <button
          type="button"
          onClick={onRemove}
          className="inline-flex h-8 shrink-0 items-center gap-1 rounded-full border border-line bg-surface px-3 text-sm font-medium text-ink hover:border-danger hover:text-danger"
        >
          <X aria-hidden="true" className="size-3.5" />
          Cancel
          <span className="sr-only"> photo upload</span>
        </button>
      ) : (
        <button
          type="button"
          onClick={onRemove}
          aria-label="Remove photo"
          title="Remove photo"
          className="grid size-9 shrink-0 place-items-center rounded-full text-ink-muted hover:bg-surface hover:text-danger"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      )}
    </div>
  );
}

/**
 * The message box (§2, §5): 'Type a message...', Enter sends, Shift+Enter starts a new line, and
 * the send button is disabled while there is nothing to send (or a send is in flight). The box
 * grows with the text up to six lines. With `onAttach`, a photo can be attached (the button,
 * pasting an image, or dropping one on the box); a ready photo may go without text, and nothing
 * is sent while it uploads.
 */
export function Composer({
  value,
  onChange,
  onSend,
  sending = false,
  disabled = false,
  inputRef,
  attachment = null,
  onAttach,
  onRemoveAttachment,
}: {
  value: string;
  onChange: (value: string) => void;
  onSend: () => void;
  /** A send is in flight: the button waits (and, with `disabled`, the box too). */
  sending?: boolean;
  disabled?: boolean;
  inputRef?: RefObject<HTMLTextAreaElement | null>;
  attachment?: ChatAttachment | null;
  onAttach?: (file: File) => void;
  onRemoveAttachment?: () => void;
}) {
  const ownRef = useRef<HTMLTextAreaElement>(null);
  const ref = inputRef ?? ownRef;
  const fileInput = useRef<HTMLInputElement>(null);
  const id = useId();
  const [dragging, setDragging] = useState(false);
  const blank = value.trim() === '';
  const photoReady = attachment?.phase === 'ready';
  const photoBusy = Boolean(attachment) && !photoReady;
  const canSend = (!blank || photoReady) && !photoBusy && !sending && !disabled;

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

  const attach = (file: File | undefined) => {
    if (!file || !onAttach || disabled) return;
    onAttach(file);
    ref.current?.focus();
  };

  const onPaste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    if (!onAttach) return;
    const image = Array.from(event.clipboardData.files).find((file) =>
      file.type.startsWith('image/'),
    );
    if (!image) return;
    event.preventDefault();
    attach(image);
  };

  const dropHandlers = onAttach
    ? {
        onDragOver: (event: DragEvent<HTMLFormElement>) => {
          if (!event.dataTransfer.types.includes('Files')) return;
          event.preventDefault();
          event.dataTransfer.dropEffect = disabled ? 'none' : 'copy';
          setDragging(true);
        },
        onDragLeave: (event: DragEvent<HTMLFormElement>) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
        },
        onDrop: (event: DragEvent<HTMLFormElement>) => {
          if (!event.dataTransfer.files.length) return;
          event.preventDefault();
          setDragging(false);
          attach(event.dataTransfer.files[0]);
        },
      }
    : {};

  const left = MESSAGE_MAX_LENGTH - value.length;
  return (
    <form
      onSubmit={submit}
      {...dropHandlers}
      className={clsx(
        'border-t border-line bg-surface px-3 py-2.5 sm:px-4',
        dragging && 'bg-brand-soft/60 ring-2 ring-brand ring-inset',
      )}
    >
      {attachment && onRemoveAttachment ? (
        <AttachmentTray attachment={attachment} onRemove={onRemoveAttachment} />
      ) : null}
      <div className="flex items-end gap-2">
        {onAttach ? (
          <>
            <button
              type="button"
              onClick={() => fileInput.current?.click()}
              disabled={disabled || photoBusy}
              aria-label="Attach a photo"
              title="Attach a photo"
              className="grid size-11 shrink-0 place-items-center rounded-full text-ink-muted transition-colors hover:bg-brand-soft hover:text-brand-strong disabled:cursor-not-allowed disabled:opacity-50"
            >
              <ImagePlus aria-hidden="true" className="size-[22px]" />
            </button>
            <input
              ref={fileInput}
              type="file"
              accept={MESSAGE_IMAGE_ACCEPT}
              tabIndex={-1}
              hidden
              data-testid="attach-photo-input"
              onChange={(event) => {
                const file = event.currentTarget.files?.[0];
                // Let the same file be chosen again after a removal.
                event.currentTarget.value = '';
                attach(file);
              }}
            />
          </>
        ) : null}
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
            onPaste={onPaste}
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
      </div>
    </form>
  );
}
