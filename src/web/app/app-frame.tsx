import type { ReactNode } from 'react';
import './app.css';

/**
 * What every screen but the landing page needs and the landing page does not: the utilities of
 * the whole app (app.css). lazyRoute() downloads this chunk together with each screen and wraps
 * the screen in it, so the landing page's download stays the same however many screens the app
 * gains. (Tooltips bring their own provider: profile/photo-controls.tsx.)
 */
export function AppFrame({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
