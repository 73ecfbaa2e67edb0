import { CheckCircle2, Loader2, XCircle } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { toast } from '../../app/toasts/toast-store.ts';
import { ApiError, errorMessage } from '../../lib/api.ts';
import { Button } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import { Input, Textarea } from '../../ui/input.tsx';
import { ModalDialog } from '../../ui/modal-dialog.tsx';
import { splitList } from './campaign-options.ts';
import { formatDateTime, fromLocalInput, toLocalInput } from './format.ts';
import { ImageCredits } from './image-credits.tsx';
import { PlatformPreview } from './platform-preview.tsx';
import { platformLabel } from './platforms.ts';
import { postActions } from './post-rules.ts';
import { postText, type TPreviewPost } from './preview-overlay.tsx';
import {
  useDeletePost,
  useEditPost,
  usePublishPost,
  useRetryPost,
  useSchedulePost,
} from './queries.ts';
import { StatusBadge } from './status-badge.tsx';

/** Spec 3 §8: after 'Post Published' the dialog closes by itself after 3 seconds. */
export const CLOSE_AFTER_PUBLISH_MS = 3_000;
export const DELETE_CONFIRMATION =
  'Are you sure you want to delete this post? This action cannot be undone.';

function Banner({
  post,
  onRetry,
  retrying,
}: {
  post: TPreviewPost;
  onRetry: () => void;
  retrying: boolean;
}) {
  if (post.status === 'published') {
    return (
      <div
        role="status"
        className="flex items-start gap-2 rounded-xl bg-green-50 p-3 text-green-900"
      >
        <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <div className="text-sm">
          <p className="font-semibold">Successfully Published</p>
          <p>
            {post.mode === 'sandbox'
              ? `Checked and recorded in the ${platformLabel(post.platform)} sandbox`
              : `On ${platformLabel(post.platform)}`}
            {post.publishedAt ? ` · ${formatDateTime(post.publishedAt)}` : ''}
            {post.postUrl ? (
              <>
                {' · '}
                <a
                  href={post.postUrl}
                  target="_blank"
                  rel="noreferrer"
                  className="font-semibold underline"
                >
                  View post
                </a>
              </>
            ) : null}
          </p>
        </div>
      </div>
    );
  }
  if (post.status === 'failed') {
    return (
      <div role="alert" className="flex items-start gap-2 rounded-xl bg-red-50 p-3 text-red-900">
        <XCircle aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <div className="grid min-w-0 flex-1 gap-2 text-sm">
          <div>
            <p className="font-semibold">Publishing Failed</p>
            <p className="break-words">{post.error ?? 'Failed to post'}</p>
            {!post.retryable ? <p>Edit the post to try it again.</p> : null}
          </div>
          {post.retryable ? (
            <div>
              <Button size="sm" variant="danger" onClick={onRetry} disabled={retrying}>
                {retrying ? 'Retrying...' : 'Retry'}
              </Button>
            </div>
          ) : null}
        </div>
      </div>
    );
  }
  if (post.status === 'generating') {
    return (
      <div
        role="status"
        className="flex items-center gap-2 rounded-xl bg-yellow-50 p-3 text-sm text-yellow-900"
      >
        <Loader2 aria-hidden="true" className="size-5 animate-spin motion-reduce:animate-none" />
        <p className="font-semibold">Generating Content</p>
      </div>
    );
  }
  return null;
}

function EditForm({ post, onDone }: { post: TPreviewPost; onDone: () => void }) {
  const [caption, setCaption] = useState(post.content);
  const [tags, setTags] = useState(post.hashtags.join(', '));
  const [error, setError] = useState<string | undefined>();
  const edit = useEditPost();
  const save = (event: FormEvent) => {
    event.preventDefault();
    if (!caption.trim()) return setError('Caption is required');
    setError(undefined);
    const hashtags = splitList(tags.replace(/\s+/g, ',')).map((tag) => tag.replace(/^#/, ''));
    edit.mutate(
      { params: { postId: post.id }, body: { caption: caption.trim(), hashtags } },
      {
        onSuccess: () => {
          toast({ title: 'Post Updated', variant: 'success' });
          onDone();
        },
        onError: (err) =>
          toast({
            title: 'Update Failed',
            description: errorMessage(err, 'Please try again'),
            variant: 'destructive',
          }),
      },
    );
  };
  return (
    <form onSubmit={save} className="grid gap-3 rounded-xl border border-line p-3">
      <Field label="Caption" error={error}>
        {(control) => (
          <Textarea
            {...control}
            value={caption}
            onChange={(e) => setCaption(e.target.value)}
            rows={6}
          />
        )}
      </Field>
      <Field label="Hashtags" hint="Separated by spaces or commas">
        {(control) => <Input {...control} value={tags} onChange={(e) => setTags(e.target.value)} />}
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={edit.isPending}>
          {edit.isPending ? 'Saving...' : 'Save changes'}
        </Button>
        <Button size="sm" variant="outline" onClick={onDone} disabled={edit.isPending}>
          Cancel edit
        </Button>
      </div>
    </form>
  );
}

function ScheduleForm({ post, onDone }: { post: TPreviewPost; onDone: () => void }) {
  const [when, setWhen] = useState(() =>
    toLocalInput(
      post.scheduledFor ? new Date(post.scheduledFor) : new Date(Date.now() + 60 * 60_000),
    ),
  );
  const schedule = useSchedulePost();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const scheduledFor = fromLocalInput(when);
    if (!scheduledFor) return;
    schedule.mutate(
      { params: { postId: post.id }, body: { scheduledFor } },
      {
        onSuccess: () => {
          toast({
            title: 'Post Scheduled',
            description: formatDateTime(scheduledFor),
            variant: 'success',
          });
          onDone();
        },
        onError: (err) =>
          toast({
            title: 'Scheduling Failed',
            description: errorMessage(err, 'Please try again'),
            variant: 'destructive',
          }),
      },
    );
  };
  return (
    <form
      onSubmit={submit}
      className="flex flex-wrap items-end gap-2 rounded-xl border border-line p-3"
    >
      <Field label="Publish at">
        {(control) => (
          <Input
            {...control}
            type="datetime-local"
            required
            value={when}
            onChange={(e) => setWhen(e.target.value)}
          />
        )}
      </Field>
      <Button type="submit" size="sm" disabled={schedule.isPending}>
        {schedule.isPending ? 'Scheduling...' : 'Confirm schedule'}
      </Button>
      <Button size="sm" variant="outline" onClick={onDone} disabled={schedule.isPending}>
        Cancel
      </Button>
    </form>
  );
}

/** Spec 3 §2/§4 'Social Media Post Preview': one post, its banner and its actions. */
export function PostDialog({ post, onClose }: { post: TPreviewPost; onClose: () => void }) {
  const [mode, setMode] = useState<'view' | 'edit' | 'schedule'>('view');
  const [confirming, setConfirming] = useState(false);
  const publish = usePublishPost();
  const retry = useRetryPost();
  const remove = useDeletePost();
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(closeTimer.current), []);
  const actions = postActions(post);
  const busy = publish.isPending || remove.isPending || retry.isPending;

  const publishNow = () =>
    publish.mutate(
      { params: { postId: post.id } },
      {
        onSuccess: (result) => {
          if (result.success) {
            toast({ title: 'Post Published', description: result.message, variant: 'success' });
            closeTimer.current = setTimeout(onClose, CLOSE_AFTER_PUBLISH_MS);
          } else {
            toast({
              title: 'Publishing Failed',
              description: result.error ?? 'Failed to post',
              variant: 'destructive',
            });
          }
        },
        onError: (error) =>
          toast({
            title: 'Publishing Failed',
            description:
              error instanceof ApiError
                ? (error.serverMessage ?? 'Failed to post')
                : 'Network error occurred while publishing',
            variant: 'destructive',
          }),
      },
    );
  const retryNow = () =>
    retry.mutate(
      { params: { postId: post.id } },
      {
        onSuccess: ({ post: next }) => {
          if (next.status === 'published') {
            toast({ title: 'Post Published', variant: 'success' });
          } else if (next.status === 'failed') {
            toast({
              title: 'Publishing Failed',
              description: next.error ?? 'Failed to post',
              variant: 'destructive',
            });
          } else {
            toast({ title: 'Retrying', description: 'The post is being published again.' });
          }
        },
        onError: (error) =>
          toast({
            title: 'Publishing Failed',
            description: errorMessage(error, 'Failed to post'),
            variant: 'destructive',
          }),
      },
    );
  const deleteNow = () =>
    remove.mutate(
      { params: { postId: post.id } },
      {
        onSuccess: () => {
          setConfirming(false);
          toast({ title: 'Post Deleted', variant: 'success' });
          onClose();
        },
        onError: (error) => {
          setConfirming(false);
          toast({
            title: 'Delete Failed',
            description: errorMessage(error, 'Please try again'),
            variant: 'destructive',
          });
        },
      },
    );

  return (
    <ModalDialog
      open
      onClose={onClose}
      busy={busy}
      size="lg"
      title="Social Media Post Preview"
      description={`${platformLabel(post.platform)} · Post #${post.number} · ${post.destination}`}
      footer={
        <>
          <Button onClick={publishNow} disabled={!actions.publish || busy}>
            {publish.isPending ? 'Publishing...' : 'Publish Now'}
          </Button>
          <Button
            variant="outline"
            onClick={() => setMode('schedule')}
            disabled={!actions.schedule || busy}
          >
            Schedule
          </Button>
          <Button
            variant="outline"
            onClick={() => setMode('edit')}
            disabled={!actions.edit || busy}
          >
            Edit
          </Button>
          <Button
            variant="danger"
            onClick={() => setConfirming(true)}
            disabled={!actions.del || busy}
          >
            Delete
          </Button>
        </>
      }
    >
      <div className="grid gap-4">
        <Banner post={post} onRetry={retryNow} retrying={retry.isPending} />
        <div className="flex flex-wrap items-center gap-2 text-sm text-ink-muted">
          <StatusBadge status={post.status} />
          <span>
            {post.scheduledFor
              ? `Scheduled for ${formatDateTime(post.scheduledFor)}`
              : 'Not scheduled'}
          </span>
          {post.attempts > 0 ? (
            <span>· {post.attempts === 1 ? '1 attempt' : `${post.attempts} attempts`}</span>
          ) : null}
        </div>
        {post.problems.length > 0 ? (
          <div className="rounded-xl border border-danger bg-danger-soft p-3 text-sm text-danger">
            <p className="font-semibold">
              This post breaks {platformLabel(post.platform)}&apos;s rules; edit it first:
            </p>
            <ul className="mt-1 list-disc pl-5">
              {post.problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          </div>
        ) : null}
        {mode === 'edit' ? (
          <EditForm post={post} onDone={() => setMode('view')} />
        ) : mode === 'schedule' && actions.schedule ? (
          <ScheduleForm post={post} onDone={() => setMode('view')} />
        ) : null}
        <div className="rounded-2xl border border-line p-4">
          <PlatformPreview post={{ ...post, text: postText(post) }} clamp={false} />
          <ImageCredits credits={post.imageCredits} />
        </div>
      </div>
      <ModalDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        role="alertdialog"
        size="sm"
        busy={remove.isPending}
        title="Delete post?"
        description={DELETE_CONFIRMATION}
        footer={
          <>
            <Button
              variant="outline"
              onClick={() => setConfirming(false)}
              disabled={remove.isPending}
            >
              Cancel
            </Button>
            <Button variant="danger" onClick={deleteNow} disabled={remove.isPending}>
              {remove.isPending ? 'Deleting...' : 'Delete post'}
            </Button>
          </>
        }
      />
    </ModalDialog>
  );
}
