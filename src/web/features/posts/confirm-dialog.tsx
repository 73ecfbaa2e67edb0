import { useRef, type ReactNode } from 'react';
import { Button, buttonVariants } from '../../ui/button.tsx';
import { ModalDialog } from '../../ui/modal-dialog.tsx';

/**
 * A small alert dialog that asks before something cannot be undone (delete a post, a trip…).
 * Cancel has the focus, so Enter does not confirm by accident; while `busy` both buttons wait
 * and the dialog stays open.
 */
export function ConfirmDialog({
  title,
  description,
  children,
  confirmLabel,
  busyLabel,
  cancelLabel = 'Cancel',
  busy = false,
  onConfirm,
  onClose,
  returnFocus,
}: {
  title: ReactNode;
  description: ReactNode;
  children?: ReactNode;
  confirmLabel: string;
  /** Shown on the confirm button while `busy`, e.g. 'Deleting…'. */
  busyLabel?: string;
  cancelLabel?: string;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
  returnFocus?: HTMLElement | null;
}) {
  const cancel = useRef<HTMLButtonElement>(null);
  return (
    <ModalDialog
      open
      role="alertdialog"
      size="sm"
      title={title}
      description={description}
      onClose={onClose}
      busy={busy}
      initialFocus={cancel}
      returnFocus={returnFocus}
      footer={
        <>
          <button
            ref={cancel}
            type="button"
            className={buttonVariants({ variant: 'ghost' })}
            onClick={onClose}
            disabled={busy}
          >
            {cancelLabel}
          </button>
          <Button variant="danger" disabled={busy} onClick={onConfirm}>
            {busy && busyLabel ? busyLabel : confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </ModalDialog>
  );
}
