import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, startTransition, Suspense, useEffect, useState, type ReactNode } from 'react';
import { AccessibilityProvider } from './accessibility/accessibility-provider.tsx';
import { AnnouncerProvider } from './accessibility/announcer.tsx';
import type { AccessibilitySettings } from './accessibility/settings.ts';
import { getToasts, subscribeToasts } from './toasts/toast-store.ts';

/**
 * Radix Toast is ~10 KB gzipped: the toaster is not in the entry. It is downloaded as soon as a
 * toast is queued (a flash message at start included), else once the page has loaded (the landing
 * page's photos first, so it never delays their paint). Queued toasts wait in the store meanwhile.
 */
const Toaster = lazy(() => import('./toasts/toaster.tsx').then((m) => ({ default: m.Toaster })));

function DeferredToaster() {
  const [wanted, setWanted] = useState(() => getToasts().length > 0);
  useEffect(() => {
    if (wanted) return;
    const want = () => startTransition(() => setWanted(true));
    const unsubscribe = subscribeToasts(want);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const afterLoad = () => {
      timer = setTimeout(want, 0);
    };
    if (document.readyState === 'complete') afterLoad();
    else window.addEventListener('load', afterLoad, { once: true });
    return () => {
      unsubscribe();
      window.removeEventListener('load', afterLoad);
      clearTimeout(timer);
    };
  }, [wanted]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

/**
 * App-wide context: data cache, announcer, accessibility settings and toasts. Tooltips bring
 * their own provider (profile/photo-controls.tsx, the only ones).
 */
export function Providers({
  queryClient,
  accessibility,
  children,
}: {
  queryClient: QueryClient;
  accessibility: AccessibilitySettings;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <AnnouncerProvider>
        <AccessibilityProvider initial={accessibility}>
          {children}
          <DeferredToaster />
        </AccessibilityProvider>
      </AnnouncerProvider>
    </QueryClientProvider>
  );
}
