import { useParams } from 'react-router';
import { SignedInShell } from '../app/shell/signed-in-shell.tsx';
import { PageTitle } from '../components/page-title.tsx';
import { PublicPage } from '../features/destination-pages/public-page.tsx';
import { SharedTripPage } from '../features/trips/shared-trip-page.tsx';
import { TripPlannerPage } from '../features/trips/trip-planner-page.tsx';

/** /plan-trip 'Plan Your Trip' (signed-in only: trips are saved to the member's account). */
export function PlanTripRoute() {
  return (
    <>
      <PageTitle title="Plan Your Trip" />
      <SignedInShell>{(user) => <TripPlannerPage user={user} />}</SignedInShell>
    </>
  );
}

/** /trips/shared/:token: a shared trip, read-only, for anyone with the link (signed out too). */
export function SharedTripRoute() {
  const { token = '' } = useParams();
  return (
    <>
      <PageTitle title="Shared trip" />
      <PublicPage label="Loading the trip…">
        <SharedTripPage key={token} token={token} />
      </PublicPage>
    </>
  );
}
