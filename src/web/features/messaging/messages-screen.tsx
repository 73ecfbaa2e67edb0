import { LogIn, MessagesSquare } from 'lucide-react';
import { PublicLayout } from '../../app/public-layout.tsx';
import { BottomBar } from '../../app/shell/bottom-bar.tsx';
import { TopNav } from '../../app/shell/top-nav.tsx';
import { buttonVariants } from '../../ui/button.tsx';
import { useAuth } from '../auth/user-query.ts';
import { CreatePostHost } from '../posts/create-post-button.tsx';
import type { MessagingFamily } from './families.ts';
import { Messenger } from './messenger.tsx';
import { useUnreadCount } from './queries.ts';
import { useRealtimeConnection } from './realtime.ts';

/** §2 and §6: messaging needs a signed-in member; others see this prompt. */
function SignInPrompt() {
  return (
    <div className="mx-auto grid max-w-md justify-items-center px-6 py-24 text-center">
      <span
        aria-hidden="true"
        className="mb-6 grid size-20 place-items-center rounded-full bg-brand-soft text-brand"
      >
        <MessagesSquare className="size-10" />
      </span>
      <h1 className="font-display text-3xl font-semibold text-ink">Messages</h1>
      <p className="mt-3 text-ink-muted">Please log in to access messages</p>
      <a href="/api/login" data-button className={buttonVariants({ className: 'mt-6' })}>
        <LogIn aria-hidden="true" className="size-4" />
        Sign In
      </a>
    </div>
  );
}

/**
 * The frame of /messages and /messages-simple. From md up: the usual header and a two-pane chat
 * card filling the rest of the window. Below md the chat is the whole screen (its own header with
 * the menu, and the bottom bar with the unread badge), like a phone messenger.
 */
export function MessagesScreen({ family }: { family: MessagingFamily }) {
  const { user, isLoading } = useAuth();
  useRealtimeConnection(user?.id);
  const unread = useUnreadCount(Boolean(user));

  if (isLoading) {
    return (
      <p role="status" className="grid min-h-dvh place-items-center text-ink-muted">
        Loading...
      </p>
    );
  }
  if (!user) {
    return (
      <PublicLayout>
        <SignInPrompt />
      </PublicLayout>
    );
  }
  return (
    <div className="flex h-dvh flex-col bg-canvas">
      <div className="hidden md:block">
        <TopNav user={user} unread={unread} />
      </div>
      <main
        id="main-content"
        tabIndex={-1}
        className="mx-auto flex min-h-0 w-full max-w-7xl flex-1 flex-col pb-[calc(3.75rem+env(safe-area-inset-bottom))] md:px-4 md:py-4"
      >
        <Messenger user={user} family={family} />
      </main>
      <BottomBar unread={unread} />
      <CreatePostHost />
    </div>
  );
}
