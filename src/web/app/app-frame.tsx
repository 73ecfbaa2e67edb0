import * as TooltipPrimitive from '@radix-ui/react-tooltip';
import type { ReactNode } from 'react';
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '../../contract/limits.ts';
import './app.css';

/**
 * What every screen but the landing page needs and the landing page does not: the utilities of
 * the whole app (app.css) and the tooltip provider (Radix Tooltip with Floating UI, ~15 KB
 * gzipped). lazyRoute() downloads this chunk together with each screen and wraps the screen in
 * it, so the landing page's download stays the same however many screens the app gains.
 */
export function AppFrame({ children }: { children: ReactNode }) {
  return (
    <TooltipPrimitive.Provider
      delayDuration={TOOLTIP_DELAY_MS}
      skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}
    >
      {children}
    </TooltipPrimitive.Provider>
  );
}
