import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { trackPageVisit } from '../lib/tracking.ts';

/**
 * Spec 1 §7: a page visit is recorded on each navigation to a tracked route; the previous
 * screen's visit leaves as a beacon at that moment (lib/tracking.ts).
 */
export function PageVisitTracker() {
  const { pathname } = useLocation();
  useEffect(() => {
    trackPageVisit(pathname);
  }, [pathname]);
  return null;
}
