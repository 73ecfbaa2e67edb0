import { useRef } from 'react';
import { Button, buttonVariants } from '../../ui/button.tsx';
import { ModalDialog } from './modal-dialog.tsx';
import { useDeletePost } from './queries.ts';

/** Spec 1 §5: the exact confirmation before a post is deleted. */
export const DELETE_CONFIRMATION = 'Are you sure you want to delete this post?';

/** Asks before deleting; Cancel has the focus, so Enter does not delete by accident. */
export function DeletePostDialog({
  postId,
  returnFocus,
  onClose,
  onDeleted,
}: {
  postId: string;
  returnFocus: HTMLElement | null;
  onClose: () => void;
  onDeleted?: () => void;
}) {
  const remove = useDeletePost(postId);
  const cancel = useRef<HTMLButtonElement>(null);
  return (
    <ModalDialog
      open
      role="alertdialog"
      size="sm"
      title="Delete Post"
      description={DELETE_CONFIRMATION}
      onClose={onClose}
      busy={remove.isPending}
      initialFocus={cancel}
      returnFocus={returnFocus}
      footer={
        <>
          <button
            ref={cancel}
            type="button"
            className={buttonVariants({ variant: 'ghost' })}
            onClick={onClose}
            disabled={remove.isPending}
          >
            Cancel
          </button>
          <Button
            variant="danger"
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(undefined, {
                onSuccess: () => {
                  onClose();
                  onDeleted?.();
                },
              })
            }
          >
            {remove.isPending ? 'Deleting...' : 'Delete'}
          </Button>
        </>
      }
    >
      <p className="text-sm text-ink-muted">
        Its likes, comments and saves go with it. This cannot be undone.
      </p>
    </ModalDialog>
  );
}
