import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { Logo } from '../components/logo.tsx';
import { SiteFooter } from '../components/site-footer.tsx';
import { useAuth } from '../features/auth/user-query.ts';
import { buttonVariants } from '../ui/button.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { SignedInShell } from './shell/signed-in-shell.tsx';

/**
 * Frame of the pages anyone may open (sign-in, demo access, 404). A member who opens one (say
 * /test-login) keeps the signed-in header instead of being offered "Sign in".
 */
export function PublicLayout({ children }: { children: ReactNode }) {
  const { isLoading, isAuthenticated } = useAuth();
  const onSignIn = useLocation().pathname === '/signin';
  if (isLoading) return <Spinner page />;
  if (isAuthenticated) return <SignedInShell>{children}</SignedInShell>;
  return (
    <div className="flex min-h-dvh flex-col bg-canvas">
      <header className="border-b border-line bg-surface/90 backdrop-blur">
        <nav
          id="main-navigation"
          aria-label="Main"
          className="mx-auto flex max-w-6xl items-center justify-between px-6 py-3"
        >
          <Link to="/" aria-label="Roamly home">
            <Logo />
          </Link>
          {onSignIn ? (
            <Link to="/test-login" className="text-sm font-semibold text-brand hover:underline">
              Demo access
            </Link>
          ) : (
            <a href="/api/login" data-button className={buttonVariants({ size: 'sm' })}>
              Sign in
            </a>
          )}
        </nav>
      </header>
      <main id="main-content" tabIndex={-1} className="flex-1">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
