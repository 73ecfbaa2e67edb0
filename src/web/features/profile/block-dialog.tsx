import { Ban } from 'lucide-react';
import { Button } from '../../ui/button.tsx';
import { ModalDialog } from '../../ui/modal-dialog.tsx';

/** What blocking does, said before the member confirms. */
function BlockExplanation({ name }: { name: string }) {
  return (
    <ul className="grid list-disc gap-1.5 pl-5 text-sm text-ink-muted">
      <li>You won't see each other's posts, comments or profile details.</li>
      <li>{name} can't follow you, comment on your posts or message you.</li>
      <li>If you follow each other, both follows are removed.</li>
      <li>{name} isn't told. You can unblock them any time in Settings → Privacy.</li>
    </ul>
  );
}

/** The confirmation before blocking a member (profile-actions.tsx loads it when first asked). */
export function BlockDialog({
  name,
  open,
  busy,
  returnFocus,
  onCancel,
  onConfirm,
}: {
  name: string;
  open: boolean;
  busy: boolean;
  returnFocus: HTMLElement | null;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <ModalDialog
      open={open}
      onClose={onCancel}
      role="alertdialog"
      size="sm"
      title={`Block ${name}?`}
      busy={busy}
      returnFocus={returnFocus}
      footer={
        <>
          <Button variant="outline" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button variant="danger" onClick={onConfirm} disabled={busy}>
            <Ban aria-hidden="true" className="size-4" />
            {busy ? 'Blocking...' : 'Block'}
          </Button>
        </>
      }
    >
      <BlockExplanation name={name} />
    </ModalDialog>
  );
}
