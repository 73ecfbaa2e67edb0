import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { Logo } from '../components/logo.tsx';
import { SiteFooter } from '../components/site-footer.tsx';
import { buttonVariants } from '../ui/button.tsx';

/** Frame of the signed-out screens other than the landing page (sign-in, demo, 404). */
export function PublicLayout({ children }: { children: ReactNode }) {
  const onSignIn = useLocation().pathname === '/signin';
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
