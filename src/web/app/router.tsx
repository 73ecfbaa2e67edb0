import { createBrowserRouter, Navigate, useParams, type RouteObject } from 'react-router';
import { useAuth } from '../features/auth/user-query.ts';
import { Spinner } from '../ui/spinner.tsx';
import {
  AboutRoute,
  AdminRoute,
  AiTestRoute,
  BlogRoute,
  CleanUploadRoute,
  CreateRoute,
  DashboardRoute,
  DestinationRoute,
  HotelsRoute,
  RecommendationsRoute,
  MarketplaceRoute,
  SimpleUploadRoute,
  ForgotPasswordRoute,
  HelpRoute,
  HomeRoute,
  LandingRoute,
  LiveStudioRoute,
  LiveViewerRoute,
  MessagesRoute,
  MessagesSimpleRoute,
  NotFoundRoute,
  PlanTripRoute,
  SharedTripRoute,
  ResetPasswordRoute,
  SettingsRoute,
  SubscribeRoute,
  PostRoute,
  ProfileRoute,
  SearchRoute,
  ExploreRoute,
  SignInRoute,
  SocialAutomationRoute,
  TestLoginRoute,
  VerifyEmailRoute,
  UnsubscribeRoute,
} from './lazy-routes.ts';
import { RequireAuth } from './require-auth.tsx';
import { RootLayout } from './root-layout.tsx';
import { RouteErrorPage } from './route-error-page.tsx';
import { toursRedirectTarget } from './route-table.ts';

/** "/" is the home feed when signed in and the landing page otherwise (spec 1 §2). */
function IndexRoute() {
  const { isLoading, isAuthenticated } = useAuth();
  if (isLoading) return <Spinner page label="Checking your sign-in…" />;
  return isAuthenticated ? <HomeRoute /> : <LandingRoute />;
}

function ToursRedirect() {
  const { location = '', type = '' } = useParams();
  return <Navigate to={toursRedirectTarget(location, type)} replace />;
}

/** The whole routing table of spec 1 §2 plus /signin. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      { index: true, element: <IndexRoute /> },
      { path: '/signin', element: <SignInRoute /> },
      { path: '/test-login', element: <TestLoginRoute /> },
      { path: '/about', element: <AboutRoute /> },
      { path: '/help', element: <HelpRoute /> },
      { path: '/verify-email', element: <VerifyEmailRoute /> },
      { path: '/unsubscribe', element: <UnsubscribeRoute /> },
      { path: '/forgot-password', element: <ForgotPasswordRoute /> },
      { path: '/reset-password', element: <ResetPasswordRoute /> },
      {
        path: '/settings',
        element: (
          <RequireAuth>
            <SettingsRoute />
          </RequireAuth>
        ),
      },
      {
        path: '/explore',
        element: (
          <RequireAuth>
            <ExploreRoute />
          </RequireAuth>
        ),
      },
      {
        path: '/subscribe',
        element: (
          <RequireAuth>
            <SubscribeRoute />
          </RequireAuth>
        ),
      },
      {
        path: '/search',
        element: (
          <RequireAuth>
            <SearchRoute />
          </RequireAuth>
        ),
      },
      {
        path: '/profile/:userId?',
        element: (
          <RequireAuth>
            <ProfileRoute />
          </RequireAuth>
        ),
      },
      {
        path: '/posts/:id',
        element: (
          <RequireAuth>
            <PostRoute />
          </RequireAuth>
        ),
      },
      {
        path: '/create',
        element: (
          <RequireAuth>
            <CreateRoute />
          </RequireAuth>
        ),
      },
      {
        path: '/simple-upload',
        element: (
          <RequireAuth>
            <SimpleUploadRoute />
          </RequireAuth>
        ),
      },
      {
        path: '/clean-upload',
        element: (
          <RequireAuth>
            <CleanUploadRoute />
          </RequireAuth>
        ),
      },
      {
        path: '/ai-test',
        element: (
          <RequireAuth>
            <AiTestRoute />
          </RequireAuth>
        ),
      },
      // Messaging shows its own sign-in prompt to visitors (2-traveller-features §2).
      { path: '/messages', element: <MessagesRoute /> },
      { path: '/messages-simple', element: <MessagesSimpleRoute /> },
      { path: '/tours/:location/:type', element: <ToursRedirect /> },
      {
        path: '/recommendations',
        element: (
          <RequireAuth>
            <RecommendationsRoute />
          </RequireAuth>
        ),
      },
      {
        path: '/live-studio',
        element: (
          <RequireAuth>
            <LiveStudioRoute />
          </RequireAuth>
        ),
      },
      {
        path: '/live/:sessionId',
        element: (
          <RequireAuth>
            <LiveViewerRoute />
          </RequireAuth>
        ),
      },
      {
        path: '/marketplace',
        element: (
          <RequireAuth>
            <MarketplaceRoute />
          </RequireAuth>
        ),
      },
      // Public pages (spec 3 §6): members keep their shell, visitors get the public frame.
      { path: '/destination/:location/hotels', element: <HotelsRoute /> },
      { path: '/destination/:location/:type', element: <DestinationRoute /> },
      { path: '/destinations/:location', element: <DestinationRoute /> },
      { path: '/destinations/:location/:type', element: <DestinationRoute /> },
      { path: '/excursions', element: <DestinationRoute /> },
      { path: '/excursions/:location', element: <DestinationRoute /> },
      { path: '/blog/:slug', element: <BlogRoute /> },
      {
        path: '/plan-trip',
        element: (
          <RequireAuth>
            <PlanTripRoute />
          </RequireAuth>
        ),
      },
      // A shared trip is public: anyone with the link reads it, signed in or not.
      { path: '/trips/shared/:token', element: <SharedTripRoute /> },
      // Guards itself: visitors and members see why they cannot, instead of a redirect (spec 3 §2).
      { path: '/dashboard', element: <DashboardRoute /> },
      // The operator area guards itself (spec 3 §2 messages for visitors and members).
      { path: '/admin/*', element: <AdminRoute /> },
      { path: '/admin-inbox', element: <Navigate to="/admin/inbox" replace /> },
      // Spec 3 §2: one screen at two addresses; it guards itself like the admin area.
      { path: '/social-automation', element: <SocialAutomationRoute /> },
      { path: '/social-media-automation', element: <SocialAutomationRoute /> },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
];

/** Creates the browser router; called once at start. */
export function createAppRouter() {
  return createBrowserRouter(routes);
}
