import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Spinner } from '../ui/spinner.tsx';
import { KeyboardShortcuts } from './accessibility/keyboard-shortcuts.tsx';
import { ForgetEarlyResponsesOnNavigate } from './forget-early-responses.tsx';
import { PageVisitTracker } from './page-visit-tracker.tsx';
import { SkipLinks } from './skip-links.tsx';

/** Spec 1 §2: every navigation starts at the top of the page. */
function ScrollToTop() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname, search]);
  return null;
}

/** Focuses the page's main landmark now, or as soon as it appears (a screen may show a spinner). */
function focusMainContent(): () => void {
  const focus = () => {
    const main = document.getElementById('main-content');
    if (!main) return false;
    main.focus({ preventScroll: true });
    return true;
  };
  if (focus()) return () => undefined;
  const observer = new MutationObserver(() => {
    if (focus()) observer.disconnect();
  });
  observer.observe(document.body, { childList: true, subtree: true });
  return () => observer.disconnect();
}

/**
 * After a client-side navigation (not the first load), focus moves to #main-content, so keyboard
 * and screen-reader users start at the new page instead of on a link that may no longer exist.
 */
function FocusMainOnNavigate() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    return focusMainContent();
  }, [pathname]);
  return null;
}

/** Wraps every screen: skip links, scroll reset, focus on navigation, tracking, shortcuts and the lazy-load fallback. */
export function RootLayout() {
  return (
    <>
      <SkipLinks />
      <ScrollToTop />
      <FocusMainOnNavigate />
      <PageVisitTracker />
      <ForgetEarlyResponsesOnNavigate />
      <KeyboardShortcuts />
      <Suspense fallback={<Spinner page />}>
        <Outlet />
      </Suspense>
    </>
  );
}
