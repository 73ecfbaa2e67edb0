import { lazyRoute } from './lazy-route.ts';

/**
 * One code-split module per screen: the landing page's bundle carries none of the signed-in app,
 * and each screen downloads only when first visited (or when prefetched, see main.tsx).
 */
// The landing page alone has no app frame: its utilities are all in the entry's styles.css.
export const LandingRoute = lazyRoute(
  () => import('../routes/landing-route.tsx').then((m) => m.LandingRoute),
  { frame: null },
);
export const HomeRoute = lazyRoute(() =>
  import('../routes/home-route.tsx').then((m) => m.HomeRoute),
);
export const SignInRoute = lazyRoute(() =>
  import('../routes/signin-route.tsx').then((m) => m.SignInRoute),
);
export const SettingsRoute = lazyRoute(() =>
  import('../routes/settings-route.tsx').then((m) => m.SettingsRoute),
);
export const TestLoginRoute = lazyRoute(() =>
  import('../routes/test-login-route.tsx').then((m) => m.TestLoginRoute),
);
export const AboutRoute = lazyRoute(() =>
  import('../routes/about-route.tsx').then((m) => m.AboutRoute),
);
export const HelpRoute = lazyRoute(() =>
  import('../routes/help-route.tsx').then((m) => m.HelpRoute),
);
export const VerifyEmailRoute = lazyRoute(() =>
  import('../routes/verify-email-route.tsx').then((m) => m.VerifyEmailRoute),
);
export const UnsubscribeRoute = lazyRoute(() =>
  import('../routes/unsubscribe-route.tsx').then((m) => m.UnsubscribeRoute),
);
export const ForgotPasswordRoute = lazyRoute(() =>
  import('../routes/forgot-password-route.tsx').then((m) => m.ForgotPasswordRoute),
);
export const ResetPasswordRoute = lazyRoute(() =>
  import('../routes/reset-password-route.tsx').then((m) => m.ResetPasswordRoute),
);
export const NotFoundRoute = lazyRoute(() =>
  import('../routes/not-found-route.tsx').then((m) => m.NotFoundRoute),
);
export const ExploreRoute = lazyRoute(() =>
  import('../routes/explore-route.tsx').then((m) => m.ExploreRoute),
);
export const SubscribeRoute = lazyRoute(() =>
  import('../routes/subscribe-route.tsx').then((m) => m.SubscribeRoute),
);
export const SearchRoute = lazyRoute(() =>
  import('../routes/search-route.tsx').then((m) => m.SearchRoute),
);
export const ProfileRoute = lazyRoute(() =>
  import('../routes/profile-route.tsx').then((m) => m.ProfileRoute),
);
export const PostRoute = lazyRoute(() =>
  import('../routes/post-route.tsx').then((m) => m.PostRoute),
);
export const CreateRoute = lazyRoute(() =>
  import('../routes/create-route.tsx').then((m) => m.CreateRoute),
);
export const SimpleUploadRoute = lazyRoute(() =>
  import('../routes/upload-test-routes.tsx').then((m) => m.SimpleUploadRoute),
);
export const CleanUploadRoute = lazyRoute(() =>
  import('../routes/upload-test-routes.tsx').then((m) => m.CleanUploadRoute),
);
export const AiTestRoute = lazyRoute(() =>
  import('../routes/upload-test-routes.tsx').then((m) => m.AiTestRoute),
);
export const MessagesRoute = lazyRoute(() =>
  import('../routes/messages-route.tsx').then((m) => m.MessagesRoute),
);
export const MessagesSimpleRoute = lazyRoute(() =>
  import('../routes/messages-simple-route.tsx').then((m) => m.MessagesSimpleRoute),
);
export const DestinationRoute = lazyRoute(() =>
  import('../routes/destination-route.tsx').then((m) => m.DestinationRoute),
);
export const HotelsRoute = lazyRoute(() =>
  import('../routes/hotels-route.tsx').then((m) => m.HotelsRoute),
);
export const BlogRoute = lazyRoute(() =>
  import('../routes/blog-route.tsx').then((m) => m.BlogRoute),
);
export const RecommendationsRoute = lazyRoute(() =>
  import('../routes/recommendations-route.tsx').then((m) => m.RecommendationsRoute),
);
export const PlanTripRoute = lazyRoute(() =>
  import('../routes/plan-trip-route.tsx').then((m) => m.PlanTripRoute),
);
export const SharedTripRoute = lazyRoute(() =>
  import('../routes/plan-trip-route.tsx').then((m) => m.SharedTripRoute),
);
export const LiveStudioRoute = lazyRoute(() =>
  import('../routes/live-studio-route.tsx').then((m) => m.LiveStudioRoute),
);
export const LiveViewerRoute = lazyRoute(() =>
  import('../routes/live-viewer-route.tsx').then((m) => m.LiveViewerRoute),
);
export const MarketplaceRoute = lazyRoute(() =>
  import('../routes/marketplace-route.tsx').then((m) => m.MarketplaceRoute),
);
export const DashboardRoute = lazyRoute(() =>
  import('../routes/dashboard-route.tsx').then((m) => m.DashboardRoute),
);
export const AdminRoute = lazyRoute(() =>
  import('../routes/admin-route.tsx').then((m) => m.AdminRoute),
);
export const SocialAutomationRoute = lazyRoute(() =>
  import('../routes/social-automation-route.tsx').then((m) => m.SocialAutomationRoute),
);
