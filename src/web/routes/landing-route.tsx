import { LandingPage } from '../features/landing/landing-page.tsx';
import { PageTitle } from '../components/page-title.tsx';

/** "/" for signed-out visitors. */
export function LandingRoute() {
  return (
    <>
      <PageTitle />
      <LandingPage />
    </>
  );
}
