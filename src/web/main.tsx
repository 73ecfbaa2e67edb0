import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './app/providers.tsx';
import { createAppRouter } from './app/router.tsx';
import {
  applyAccessibilityClasses,
  loadAccessibilitySettings,
} from './app/accessibility/storage.ts';
import {
  DestinationRoute,
  ExploreRoute,
  HomeRoute,
  LandingRoute,
  PostRoute,
  ProfileRoute,
} from './app/lazy-routes.ts';
import { showFlashToast } from './app/toasts/flash-toast.ts';
import { hasSessionHint, userQueryOptions } from './features/auth/user-query.ts';
import { preloadHeroImage } from './features/landing/prefetch.ts';
import { createQueryClient } from './lib/query-client.ts';
import './fonts.css';
import './app/styles.css';

// Applied before the first render so font size and contrast never jump after paint (CLS).
const accessibility = loadAccessibilitySettings();
applyAccessibilityClasses(accessibility);

const queryClient = createQueryClient();
// The sign-in check decides what "/" shows; start it, and the screen's code, before React renders.
const signInChecked = queryClient.prefetchQuery(userQueryOptions);
// "/" is the landing page for visitors (no session hint) and home for members. The screen's chunks
// are already modulepreloaded (public/boot.js, which for a member also sent the sign-in check and
// the first feed page), so waiting for them and for the answer costs nothing and lets the first
// render paint the screen, instead of a spinner that React then holds for 300 ms.
let firstScreenReady: Promise<unknown> = Promise.resolve();
// A screen the server drew into #root (src/server/modules/first-paint) stays until the app's first
// render replaces it: that render waits for the member and the screen's code too, so it draws the
// screen, not a spinner in place of the drawn frame.
const drawnScreen = document
  .getElementById('root')
  ?.firstElementChild?.getAttribute('data-first-paint');
const drawnRoutes = {
  home: HomeRoute,
  explore: ExploreRoute,
  destination: DestinationRoute,
  profile: ProfileRoute,
  post: PostRoute,
};
const drawnRoute = drawnScreen ? drawnRoutes[drawnScreen as keyof typeof drawnRoutes] : undefined;
if (drawnRoute) {
  firstScreenReady = Promise.all([
    signInChecked,
    drawnRoute.preload().catch(() => undefined),
    // A tours page's drawn hero shows its content and photo: the first render waits for them too
    // (from the page's own chunk).
    drawnScreen === 'destination'
      ? import('./features/destination-pages/queries.ts')
          .then((m) => m.prefetchTourPageHero(queryClient, window.location.pathname))
          .catch(() => undefined)
      : // Explore's tiles, a post's or a profile's top: the same, from the app's shared chunk.
        import('./features/posts/feed-queries.ts')
          .then((m) => m.prefetchDrawnScreen(queryClient, drawnScreen ?? '', window.location))
          .catch(() => undefined),
  ]);
} else if (window.location.pathname === '/') {
  const signedIn = hasSessionHint();
  if (!signedIn) preloadHeroImage();
  const screen = signedIn ? HomeRoute : LandingRoute;
  // A failed prefetch is retried when the route renders, which then shows the error page if needed.
  firstScreenReady = Promise.all([signInChecked, screen.preload().catch(() => undefined)]);
}

// A message saved just before a full reload (test login) is shown now, once.
showFlashToast();

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

// Building the router ranks every route (tens of milliseconds on a phone): a task of its own while
// the screen's code and answers are on their way, rather than the first slice of that render.
const routerBuilt = new Promise((resolve) => setTimeout(resolve)).then(createAppRouter);

// The first render goes through startTransition: React builds the screen in slices of a few
// milliseconds and lets the browser run between them, instead of one long task that holds off
// input (most of a phone's total blocking time). What the server drew stays on screen until React
// commits, which replaces it at once.
void Promise.all([routerBuilt, firstScreenReady]).then(([router]) => {
  const reactRoot = createRoot(root);
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <Providers queryClient={queryClient} accessibility={accessibility}>
          <RouterProvider router={router} />
        </Providers>
      </StrictMode>,
    ),
  );
});
