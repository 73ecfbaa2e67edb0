import { SquarePlus } from 'lucide-react';
import { lazy, Suspense, type ReactNode } from 'react';
import { Button, type ButtonSize, type ButtonVariant } from '../../ui/button.tsx';
import { openCreatePost, useCreatePost } from './create-post-store.ts';

/** The dialog's code loads the first time someone opens it. */
const CreatePostDialog = lazy(() =>
  import('./create-post-dialog.tsx').then((module) => ({ default: module.CreatePostDialog })),
);

/**
 * A button that opens the create-post dialog (spec 1 §2: from the header, the sidebar or the
 * mobile bar). Place it anywhere inside the signed-in shell.
 */
export function CreatePostButton({
  children = 'Create Post',
  variant = 'primary',
  size = 'md',
  className,
  icon = true,
}: {
  children?: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
  icon?: boolean;
}) {
  return (
    <Button
      variant={variant}
      size={size}
      className={className}
      aria-haspopup="dialog"
      onClick={(event) => openCreatePost(event.currentTarget)}
    >
      {icon ? <SquarePlus aria-hidden="true" className="size-4" /> : null}
      {children}
    </Button>
  );
}

/** Mounted once in the signed-in shell: renders the dialog while it is open. */
export function CreatePostHost() {
  const { isOpen } = useCreatePost();
  if (!isOpen) return null;
  return (
    <Suspense fallback={null}>
      <CreatePostDialog />
    </Suspense>
  );
}
