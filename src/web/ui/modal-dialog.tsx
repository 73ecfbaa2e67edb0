import * as Dialog from '@radix-ui/react-dialog';
import { clsx } from 'clsx';
import { X } from 'lucide-react';
import { useCallback, useRef, type ReactNode, type RefObject } from 'react';
import { claimToastHost, releaseToastHost } from '../app/toasts/toast-host.ts';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal on Radix Dialog: focus trapped inside, the page behind hidden from assistive technology
 * and not clickable, Escape and a backdrop click close it (spec 1 §2 'Keyboard shortcuts'). The
 * first field (or `initialFocus`) takes focus and focus goes back to `returnFocus` (default:
 * whatever had it before) when it closes. While `busy`, nothing but the request closes it.
 */
export function ModalDialog({
  open,
  onClose,
  title,
  description,
  children,
  footer,
  role = 'dialog',
  size = 'md',
  initialFocus,
  returnFocus,
  closeLabel = 'Close',
  busy = false,
}: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  role?: 'dialog' | 'alertdialog';
  size?: 'sm' | 'md' | 'lg' | 'xl';
  initialFocus?: RefObject<HTMLElement | null>;
  returnFocus?: HTMLElement | null;
  closeLabel?: string;
  /** While a request runs the dialog stays open (Escape, the backdrop and Close wait). */
  busy?: boolean;
}) {
  const opener = useRef<HTMLElement | null>(null);
  const busyRef = useRef(busy);
  busyRef.current = busy;
  const contentRef = useRef<HTMLDivElement | null>(null);

  // The toast region moves into the dialog while it is open: outside it would be aria-hidden.
  const attachContent = useCallback((node: HTMLDivElement | null) => {
    if (contentRef.current) releaseToastHost(contentRef.current);
    contentRef.current = node;
    if (node) claimToastHost(node);
  }, []);

  const refuseWhileBusy = (event: Event) => {
    if (busyRef.current) event.preventDefault();
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next && !busyRef.current) onClose();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/55 backdrop-blur-[2px]" />
        <Dialog.Content
          ref={attachContent}
          role={role}
          aria-modal="true"
          {...(description ? {} : { 'aria-describedby': undefined })}
          onEscapeKeyDown={refuseWhileBusy}
          onPointerDownOutside={refuseWhileBusy}
          onInteractOutside={refuseWhileBusy}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            // Focus has not moved yet: whatever has it opened the dialog.
            opener.current =
              document.activeElement instanceof HTMLElement ? document.activeElement : null;
            const root = contentRef.current;
            const fields = root
              ? Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
                  (node) => !node.hasAttribute('hidden'),
                )
              : [];
            const target =
              initialFocus?.current ??
              fields.find((node) => !node.dataset.dialogClose) ??
              fields[0];
            target?.focus();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            const target = returnFocus ?? opener.current;
            if (target?.isConnected) target.focus();
          }}
          className={clsx(
            'modal-dialog fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-1.5rem)] -translate-x-1/2 -translate-y-1/2 overflow-hidden rounded-3xl border border-line bg-surface p-0 text-ink shadow-2xl',
            size === 'sm' && 'max-w-md',
            size === 'md' && 'max-w-lg',
            size === 'lg' && 'max-w-2xl',
            size === 'xl' && 'max-w-6xl',
          )}
        >
          <div className="flex max-h-[calc(100dvh-2rem)] flex-col">
            <div className="flex items-start justify-between gap-4 border-b border-line px-5 py-4 sm:px-6">
              <div className="min-w-0">
                <Dialog.Title className="font-display text-xl font-semibold text-ink">
                  {title}
                </Dialog.Title>
                {description ? (
                  <Dialog.Description className="mt-1 text-sm text-ink-muted">
                    {description}
                  </Dialog.Description>
                ) : null}
              </div>
              <button
                type="button"
                onClick={() => {
                  if (!busyRef.current) onClose();
                }}
                disabled={busy}
                aria-label={closeLabel}
                data-dialog-close="true"
                className="-mr-2 grid size-10 shrink-0 place-items-center rounded-full text-ink-muted hover:bg-surface-muted hover:text-ink disabled:opacity-50"
              >
                <X aria-hidden="true" className="size-5" />
              </button>
            </div>
            {children ? (
              <div className="min-h-0 flex-1 overflow-y-auto px-5 py-5 sm:px-6">{children}</div>
            ) : null}
            {footer ? (
              <div className="flex flex-wrap justify-end gap-3 border-t border-line bg-surface-muted/60 px-5 py-4 sm:px-6">
                {footer}
              </div>
            ) : null}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
