import * as Menu from '@radix-ui/react-dropdown-menu';
import { clsx } from 'clsx';
import { Flag, Link2, MoreHorizontal, Pencil, Trash2 } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import {
  POST_REPORT_REASONS,
  POST_REPORT_REASON_LABELS,
  type TPostReportReason,
} from '../../../contract/posts.ts';
import { toast } from '../../app/toasts/toast-store.ts';
import { Button, buttonVariants } from '../../ui/button.tsx';
import { Textarea } from '../../ui/input.tsx';
import { copyText } from '../settings/copy-text.ts';
import { ModalDialog } from './modal-dialog.tsx';
import { useDeletePost, useReportPost } from './queries.ts';

/** Spec 1 §5: the exact confirmation before a post is deleted. */
export const DELETE_CONFIRMATION = 'Are you sure you want to delete this post?';

const ITEM =
  'flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2.5 text-sm text-ink outline-none data-[highlighted]:bg-brand-soft data-[highlighted]:text-brand-strong';

/** The link a post's menu copies: {origin}/posts/{id}. */
export function postPermalink(postId: string, origin = window.location.origin): string {
  return `${origin}/posts/${postId}`;
}

/**
 * The post menu of spec 1 §2: the author edits the content and deletes the post (after the spec's
 * confirmation); others report it with a reason; everyone copies its link.
 */
export function PostMenu({
  postId,
  isAuthor,
  authorName,
  onEdit,
  onDeleted,
}: {
  postId: string;
  isAuthor: boolean;
  authorName: string;
  onEdit: () => void;
  onDeleted?: () => void;
}) {
  const [dialog, setDialog] = useState<'delete' | 'report' | null>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const opening = useRef(false);

  const openDialog = (which: 'delete' | 'report') => {
    opening.current = true;
    setDialog(which);
  };

  const copyLink = async () => {
    const url = postPermalink(postId);
    const copied = await copyText(url);
    toast(
      copied
        ? { title: 'Link copied', description: url, variant: 'success' }
        : { title: 'Copy not available', description: url },
    );
  };

  return (
    <>
      <Menu.Root modal={false}>
        <Menu.Trigger
          ref={trigger}
          aria-label={`More options for the post by ${authorName}`}
          className="grid size-10 place-items-center rounded-full text-ink-muted hover:bg-surface-muted hover:text-ink data-[state=open]:bg-surface-muted"
        >
          <MoreHorizontal aria-hidden="true" className="size-5" />
        </Menu.Trigger>
        <Menu.Portal>
          <Menu.Content
            align="end"
            sideOffset={6}
            onCloseAutoFocus={(event) => {
              // A dialog opened from the menu keeps the focus it took.
              if (opening.current) event.preventDefault();
              opening.current = false;
            }}
            className="menu-content z-50 w-56 rounded-2xl border border-line bg-surface p-1.5 shadow-xl"
          >
            {isAuthor ? (
              <>
                <Menu.Item className={ITEM} onSelect={onEdit}>
                  <Pencil aria-hidden="true" className="size-4" />
                  Edit
                </Menu.Item>
                <Menu.Item
                  className={clsx(ITEM, 'text-danger data-[highlighted]:text-danger')}
                  onSelect={() => openDialog('delete')}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                  Delete Post
                </Menu.Item>
              </>
            ) : (
              <Menu.Item className={ITEM} onSelect={() => openDialog('report')}>
                <Flag aria-hidden="true" className="size-4" />
                Report Post
              </Menu.Item>
            )}
            <Menu.Separator className="my-1 h-px bg-line" />
            <Menu.Item className={ITEM} onSelect={() => void copyLink()}>
              <Link2 aria-hidden="true" className="size-4" />
              Copy link
            </Menu.Item>
          </Menu.Content>
        </Menu.Portal>
      </Menu.Root>
      {dialog === 'delete' ? (
        <DeletePostDialog
          postId={postId}
          returnFocus={trigger.current}
          onClose={() => setDialog(null)}
          onDeleted={onDeleted}
        />
      ) : null}
      {dialog === 'report' ? (
        <ReportPostDialog
          postId={postId}
          returnFocus={trigger.current}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </>
  );
}

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

export function ReportPostDialog({
  postId,
  returnFocus,
  onClose,
}: {
  postId: string;
  returnFocus: HTMLElement | null;
  onClose: () => void;
}) {
  const report = useReportPost(postId);
  const [reason, setReason] = useState<TPostReportReason | null>(null);
  const [details, setDetails] = useState('');
  const detailsId = useId();
  return (
    <ModalDialog
      open
      title="Report Post"
      description="Why are you reporting this post? The author won't know it was you."
      onClose={onClose}
      busy={report.isPending}
      returnFocus={returnFocus}
      footer={
        <>
          <Button variant="ghost" onClick={onClose} disabled={report.isPending}>
            Cancel
          </Button>
          <Button
            type="submit"
            form={`${detailsId}-form`}
            variant="danger"
            disabled={!reason || report.isPending}
          >
            {report.isPending ? 'Reporting...' : 'Report'}
          </Button>
        </>
      }
    >
      <form
        id={`${detailsId}-form`}
        className="grid gap-5"
        onSubmit={(event) => {
          event.preventDefault();
          if (!reason) return;
          const text = details.trim();
          report.mutate(
            { reason, ...(text ? { details: text } : {}) },
            { onSettled: (_data, error) => (error && !isConflict(error) ? undefined : onClose()) },
          );
        }}
      >
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-semibold text-ink">Reason</legend>
          {POST_REPORT_REASONS.map((value) => (
            <label
              key={value}
              className={clsx(
                'flex cursor-pointer items-center gap-3 rounded-xl border px-3.5 py-2.5 text-sm transition-colors',
                reason === value
                  ? 'border-brand bg-brand-soft text-brand-strong'
                  : 'border-line text-ink hover:border-brand',
              )}
            >
              <input
                type="radio"
                name="reason"
                value={value}
                checked={reason === value}
                onChange={() => setReason(value)}
                className="size-4 accent-[var(--color-brand)]"
              />
              {POST_REPORT_REASON_LABELS[value]}
            </label>
          ))}
        </fieldset>
        <div className="grid gap-1.5">
          <label htmlFor={detailsId} className="text-sm font-semibold text-ink">
            Anything else we should know? <span className="font-normal">(optional)</span>
          </label>
          <Textarea
            id={detailsId}
            value={details}
            onChange={(event) => setDetails(event.target.value)}
            maxLength={1000}
            className="min-h-20"
          />
        </div>
      </form>
    </ModalDialog>
  );
}

function isConflict(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && (error as { status?: number }).status === 409
  );
}
