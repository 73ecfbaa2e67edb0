import { lazy } from 'react';

/**
 * One code-split module per screen: the landing page's bundle carries none of the signed-in app,
 * and each screen downloads only when first visited.
 */
export const LandingRoute = lazy(() =>
  import('../routes/landing-route.tsx').then((m) => ({ default: m.LandingRoute })),
);
export const HomeRoute = lazy(() =>
  import('../routes/home-route.tsx').then((m) => ({ default: m.HomeRoute })),
);
export const SignInRoute = lazy(() =>
  import('../routes/signin-route.tsx').then((m) => ({ default: m.SignInRoute })),
);
export const SettingsRoute = lazy(() =>
  import('../routes/settings-route.tsx').then((m) => ({ default: m.SettingsRoute })),
);
export const TestLoginRoute = lazy(() =>
  import('../routes/test-login-route.tsx').then((m) => ({ default: m.TestLoginRoute })),
);
export const NotFoundRoute = lazy(() =>
  import('../routes/not-found-route.tsx').then((m) => ({ default: m.NotFoundRoute })),
);
