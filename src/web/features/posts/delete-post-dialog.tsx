import { ConfirmDialog } from './confirm-dialog.tsx';
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
  return (
    <ConfirmDialog
      title="Delete Post"
      description={DELETE_CONFIRMATION}
      confirmLabel="Delete"
      busyLabel="Deleting..."
      busy={remove.isPending}
      onClose={onClose}
      returnFocus={returnFocus}
      onConfirm={() =>
        remove.mutate(undefined, {
          onSuccess: () => {
            onClose();
            onDeleted?.();
          },
        })
      }
    >
      <p className="text-sm text-ink-muted">
        Its likes, comments and saves go with it. This cannot be undone.
      </p>
    </ConfirmDialog>
  );
}
