import * as TooltipPrimitive from '@radix-ui/react-tooltip';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '../../contract/limits.ts';
import { AccessibilityProvider } from './accessibility/accessibility-provider.tsx';
import { AnnouncerProvider } from './accessibility/announcer.tsx';
import type { AccessibilitySettings } from './accessibility/settings.ts';
import { Toaster } from './toasts/toaster.tsx';

/** App-wide context: data cache, announcer, accessibility settings, tooltips and toasts. */
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
          <TooltipPrimitive.Provider
            delayDuration={TOOLTIP_DELAY_MS}
            skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}
          >
            {children}
            <Toaster />
          </TooltipPrimitive.Provider>
        </AccessibilityProvider>
      </AnnouncerProvider>
    </QueryClientProvider>
  );
}
