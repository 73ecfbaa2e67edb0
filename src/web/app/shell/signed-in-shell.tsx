import { memo, type ReactNode } from 'react';
import type { TSelfUser } from '../../../contract/users.ts';
import { useAuth } from '../../features/auth/user-query.ts';
import { VerifyEmailBanner } from '../../features/account/verify-email-banner.tsx';
import { useUnreadCount } from '../../features/messaging/queries.ts';
import { useRealtimeConnection } from '../../features/messaging/realtime.ts';
import { CreatePostHost } from '../../features/posts/create-post-button.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { BottomBar } from './bottom-bar.tsx';
import { TopNav } from './top-nav.tsx';

type ShellChildren = ReactNode | ((user: TSelfUser) => ReactNode);

/**
 * The screen inside the frame, drawn again only when the member changes: the socket's status
 * changes (which React renders at once, in one piece) redraw the header and the bottom bar, not
 * the whole screen.
 */
const Screen = memo(function Screen({
  user,
  children,
}: {
  user: TSelfUser;
  children: ShellChildren;
}) {
  return (
    <main id="main-content" tabIndex={-1} className="mx-auto max-w-7xl px-4 pt-6 pb-24 md:pb-12">
      <VerifyEmailBanner user={user} />
      {typeof children === 'function' ? children(user) : children}
    </main>
  );
});

/**
 * Frame of every signed-in screen: header navigation, main landmark, mobile bottom bar. Screens
 * that need the member pass a function, which runs only once the user record is there.
 */
export function SignedInShell({ children }: { children: ShellChildren }) {
  const { user } = useAuth();
  // One socket per signed-in member: the badge, chats and activity arrive over it. It opens once
  // the first screen has painted and the browser is idle.
  useRealtimeConnection(user?.id, true);
  const unread = useUnreadCount(Boolean(user));
  if (!user) return <Spinner page />;
  return (
    <div className="min-h-dvh bg-canvas">
      <TopNav user={user} unread={unread} />
      <Screen user={user}>{children}</Screen>
      <BottomBar unread={unread} />
      <CreatePostHost />
    </div>
  );
}
