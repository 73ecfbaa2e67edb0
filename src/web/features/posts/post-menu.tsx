import { clsx } from 'clsx';
import { Flag, Link2, MoreHorizontal, Pencil, Trash2 } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { toast } from '../../app/toasts/toast-store.ts';
import { copyText } from '../../lib/copy-text.ts';
import { DeferredMenu } from '../../ui/deferred-menu.tsx';

// The dialogs (and Radix Dialog with them) load the first time someone opens one: every feed
// card has this menu, and a first screen that never deletes or reports need not download them.
const DeletePostDialog = lazy(() =>
  import('./delete-post-dialog.tsx').then((module) => ({ default: module.DeletePostDialog })),
);
const ReportPostDialog = lazy(() =>
  import('./report-post-dialog.tsx').then((module) => ({ default: module.ReportPostDialog })),
);

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
      <DeferredMenu
        triggerProps={{
          ref: trigger,
          'aria-label': `More options for the post by ${authorName}`,
          className:
            'grid size-10 place-items-center rounded-full text-ink-muted hover:bg-surface-muted hover:text-ink data-[state=open]:bg-surface-muted',
        }}
        trigger={<MoreHorizontal aria-hidden="true" className="size-5" />}
      >
        {(Menu) => (
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
        )}
      </DeferredMenu>
      <Suspense fallback={null}>
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
      </Suspense>
    </>
  );
}
