import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { errorMessage } from '../../lib/api.ts';
import { Button, type ButtonVariant } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import { Input, Textarea } from '../../ui/input.tsx';
import { ModalDialog } from '../../ui/modal-dialog.tsx';

/** Shortest reason the server accepts (ZAuditReason). */
const MIN_REASON = 3;

export type ConfirmReasonInput = { reason: string };

/**
 * Every operator action asks first, and asks why: the reason goes to the audit log (and, for a
 * warning, to the member). `confirmText` adds a typed confirmation (the member's e-mail before a
 * deletion); `children` adds fields of the action (a suspension's length).
 */
export function ConfirmReasonDialog({
  open,
  onClose,
  title,
  description,
  confirmLabel,
  variant = 'primary',
  reasonLabel = 'Reason',
  reasonHint = 'Kept in the audit log with your name.',
  confirmText,
  children,
  onConfirm,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  variant?: ButtonVariant;
  reasonLabel?: string;
  reasonHint?: string;
  confirmText?: { label: string; expected: string };
  children?: ReactNode;
  onConfirm: (input: ConfirmReasonInput) => Promise<unknown>;
}) {
  const formId = useId();
  const [reason, setReason] = useState('');
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const reasonOk = reason.trim().length >= MIN_REASON;
  const typedOk = !confirmText || typed.trim().toLowerCase() === confirmText.expected.toLowerCase();

  const close = () => {
    setReason('');
    setTyped('');
    setError(null);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reasonOk || !typedOk) return;
    setBusy(true);
    setError(null);
    try {
      await onConfirm({ reason: reason.trim() });
      close();
    } catch (caught) {
      setError(errorMessage(caught, 'That did not work. Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <ModalDialog
      open={open}
      onClose={close}
      title={title}
      description={description}
      role="alertdialog"
      busy={busy}
      footer={
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={close} disabled={busy}>
            Cancel
          </Button>
          <Button
            type="submit"
            form={formId}
            variant={variant}
            disabled={busy || !reasonOk || !typedOk}
          >
            {busy ? 'Working…' : confirmLabel}
          </Button>
        </div>
      }
    >
      <form id={formId} onSubmit={(event) => void submit(event)} className="grid gap-4">
        {children}
        <Field
          label={reasonLabel}
          hint={reasonHint}
          error={reason.length > 0 && !reasonOk ? `At least ${MIN_REASON} characters` : undefined}
        >
          {(control) => (
            <Textarea
              {...control}
              rows={3}
              maxLength={1000}
              required
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
          )}
        </Field>
        {confirmText ? (
          <Field label={confirmText.label} hint={`Type ${confirmText.expected} to confirm.`}>
            {(control) => (
              <Input
                {...control}
                autoComplete="off"
                value={typed}
                onChange={(event) => setTyped(event.target.value)}
              />
            )}
          </Field>
        ) : null}
        {error ? (
          <p role="alert" className="text-sm font-medium text-danger">
            {error}
          </p>
        ) : null}
      </form>
    </ModalDialog>
  );
}
