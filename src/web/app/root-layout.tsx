import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { trackPageVisit } from '../lib/tracking.ts';
import { Spinner } from '../ui/spinner.tsx';
import { KeyboardShortcuts } from './accessibility/keyboard-shortcuts.tsx';
import { SkipLinks } from './skip-links.tsx';

/** Spec 1 §2: every navigation starts at the top of the page. */
function ScrollToTop() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname, search]);
  return null;
}

/** Spec 1 §7: a page visit is recorded on each navigation to a tracked route. */
function PageVisitTracker() {
  const { pathname } = useLocation();
  useEffect(() => {
    trackPageVisit(pathname);
  }, [pathname]);
  return null;
}

/** Wraps every screen: skip links, scroll reset, tracking, shortcuts and the lazy-load fallback. */
export function RootLayout() {
  return (
    <>
      <SkipLinks />
      <ScrollToTop />
      <PageVisitTracker />
      <KeyboardShortcuts />
      <Suspense fallback={<Spinner page />}>
        <Outlet />
      </Suspense>
    </>
  );
}
