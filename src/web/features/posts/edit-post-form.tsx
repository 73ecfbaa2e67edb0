import { useId, useState } from 'react';
import { POST_CONTENT_MAX_LENGTH, type TPost } from '../../../contract/posts.ts';
import { toast } from '../../app/toasts/toast-store.ts';
import { Button } from '../../ui/button.tsx';
import { toastFailure } from './failure-toast.ts';
import { useUpdatePost } from './queries.ts';

/** Both ways of changing a post's text (editing it, using an AI caption) fail with this toast. */
export const toastUpdateFailed = toastFailure('Update Failed');

/** The author edits the text in place; Escape or Cancel leaves it as it was. */
export function EditPostForm({ post, onDone }: { post: TPost; onDone: () => void }) {
  const [text, setText] = useState(post.content);
  const update = useUpdatePost(post.id);
  const fieldId = useId();
  const unchanged = text.trim() === post.content.trim();
  const blank = text.trim() === '';
  return (
    <form
      className="grid gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (blank || unchanged) return;
        update.mutate(text.trim(), {
          onSuccess: () => {
            toast({ title: 'Post updated', variant: 'success' });
            onDone();
          },
          onError: toastUpdateFailed,
        });
      }}
    >
      <label htmlFor={fieldId} className="text-sm font-semibold text-ink">
        Edit your post
      </label>
      <textarea
        id={fieldId}
        autoFocus
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.preventDefault();
            onDone();
          }
        }}
        maxLength={POST_CONTENT_MAX_LENGTH}
        aria-invalid={blank || undefined}
        className="min-h-28 w-full resize-y rounded-xl border border-line bg-surface px-3.5 py-2.5 text-[0.95rem] text-ink aria-[invalid=true]:border-danger"
      />
      {blank ? (
        <p className="text-xs font-medium text-danger">Please add some content to your post</p>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={onDone} disabled={update.isPending}>
          Cancel
        </Button>
        <Button type="submit" size="sm" disabled={blank || unchanged || update.isPending}>
          {update.isPending ? 'Saving...' : 'Save changes'}
        </Button>
      </div>
    </form>
  );
}
