import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { AccessibilityProvider } from './accessibility/accessibility-provider.tsx';
import { AnnouncerProvider } from './accessibility/announcer.tsx';
import type { AccessibilitySettings } from './accessibility/settings.ts';

/**
 * Radix Toast is ~12 KB gzipped: the toaster arrives just after the first paint instead of in the
 * entry. Toasts queued meanwhile (a flash message) wait in the store and show when it mounts.
 */
const Toaster = lazy(() => import('./toasts/toaster.tsx').then((m) => ({ default: m.Toaster })));

/**
 * App-wide context: data cache, announcer, accessibility settings and toasts. The tooltip provider
 * is in the app frame (app-frame.tsx), which wraps every screen but the landing page.
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
          <Suspense fallback={null}>
            <Toaster />
          </Suspense>
        </AccessibilityProvider>
      </AnnouncerProvider>
    </QueryClientProvider>
  );
}
