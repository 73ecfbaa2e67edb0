import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../lib/api.ts';
import { Card } from '../../ui/card.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { useBreakdown } from './queries.ts';
import { count } from './result-card.tsx';

function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Link
      to={to}
      className="inline-flex items-center gap-2 text-sm font-semibold text-brand hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {label}
    </Link>
  );
}

/** Spec 3 §2 'Country detail': with no such country, the Country Not Found page. */
function CountryNotFound({ back }: { back: string }) {
  return (
    <section aria-labelledby="country-title" className="grid gap-4">
      <BackLink to={back} label="Back to country expansion" />
      <Card className="text-center">
        <h1 id="country-title" className="font-display text-2xl font-bold text-ink">
          Country Not Found
        </h1>
        <p className="mt-2 text-ink-muted">There is no country by this name in the catalogue.</p>
      </Card>
    </section>
  );
}

/**
 * /admin/country-expansion/{country} and /admin/destination-breakdown/{country}: the country's
 * mapped destinations with display name, provider id and tour count.
 */
export function CountryDetailPage({ back = '/admin/country-expansion' }: { back?: string }) {
  const { country = '' } = useParams();
  const valid = /^[a-z][a-z0-9-]*[a-z0-9]$/i.test(country);
  const breakdown = useBreakdown(valid ? country.toLowerCase() : null);
  if (!valid || (breakdown.error instanceof ApiError && breakdown.error.status === 404)) {
    return <CountryNotFound back={back} />;
  }
  if (breakdown.isPending) return <Spinner page label="Loading the country" />;
  if (breakdown.isError) {
    return (
      <section className="grid gap-4">
        <BackLink to={back} label="Back to country expansion" />
        <p role="alert" className="text-danger">
          The country could not be loaded. Please try again.
        </p>
      </section>
    );
  }
  const data = breakdown.data;
  return (
    <section aria-labelledby="country-title" className="grid gap-4">
      <BackLink to={back} label="Back to country expansion" />
      <header>
        <h1 id="country-title" className="font-display text-3xl font-bold text-ink">
          {data.countryName}
        </h1>
        <p className="mt-1 text-ink-muted">
          {count(data.totalMapped)} mapped {data.totalMapped === 1 ? 'destination' : 'destinations'}
        </p>
      </header>
      <Card>
        {data.destinations.length === 0 ? (
          <p className="text-ink-muted">No destination is mapped in this country yet.</p>
        ) : (
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Mapped destinations in {data.countryName}</caption>
            <thead className="text-ink-muted">
              <tr>
                <th scope="col" className="py-2 pr-3 font-medium">
                  Destination
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  Provider id
                </th>
                <th scope="col" className="py-2 text-right font-medium">
                  Tours
                </th>
              </tr>
            </thead>
            <tbody>
              {data.destinations.map((destination) => (
                <tr key={destination.destinationCode} className="border-t border-line">
                  <td className="py-2 pr-3 text-ink">{destination.displayName}</td>
                  <td className="py-2 pr-3 font-mono text-xs text-ink-muted">{destination.id}</td>
                  <td className="py-2 text-right text-ink">
                    {destination.tourCount !== undefined ? count(destination.tourCount) : '—'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Card>
    </section>
  );
}
