import { useRoutes } from 'react-router';
import { CountryDetailPage } from './country-detail-page.tsx';
import { CoverageCard } from './coverage-card.tsx';

function AllCountries() {
  return (
    <section aria-labelledby="breakdown-page-title" className="grid gap-4">
      <header>
        <h1 id="breakdown-page-title" className="font-display text-3xl font-bold text-ink">
          Destination breakdown
        </h1>
        <p className="mt-1 text-ink-muted">
          Mapped destinations in every country; open one for its destinations, provider ids and
          tours.
        </p>
      </header>
      <CoverageCard title="All countries" />
    </section>
  );
}

/** /admin/destination-breakdown/* (the admin dashboard's button): coverage for all countries. */
export function DestinationBreakdownScreen() {
  return useRoutes([
    { index: true, element: <AllCountries /> },
    { path: ':country', element: <CountryDetailPage back="/admin/destination-breakdown" /> },
  ]);
}
