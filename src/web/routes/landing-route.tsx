import { LandingPage } from '../features/landing/landing-page.tsx';

/** "/" for signed-out visitors. */
export function LandingRoute() {
  return <LandingPage />;
}
