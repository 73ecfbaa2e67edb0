import { useQuery } from '@tanstack/react-query';
import { Navigate, useParams } from 'react-router';
import { DestinationPage } from '../features/destination-pages/destination-page.tsx';
import {
  DEFAULT_TOURS_LOCATION,
  isDestinationPageType,
} from '../features/destination-pages/location.ts';
import { PublicPage } from '../features/destination-pages/public-page.tsx';
import { destinationContentQuery } from '../features/destination-pages/queries.ts';
import { isUnknownPlace } from '../features/destination-pages/unknown-place.ts';
import { NotFoundRoute } from './not-found-route.tsx';

/**
 * The destination tours page under every address of spec 1 §2: /destination/{location}/{type}
 * (excursions, tours or all), /destinations/{location}[/{type}], /excursions[/{location}]
 * (default cancun). /destinations/{location}/hotels is the hotels page's alias (hotels-route.tsx).
 */
export function DestinationRoute() {
  const { location: raw, type = 'excursions' } = useParams();
  const location = raw?.trim() || DEFAULT_TOURS_LOCATION;
  const pageType = type !== 'hotels' && isDestinationPageType(type);
  // The page asks for the same content (one request, shared cache); only a named place is checked.
  const content = useQuery({
    ...destinationContentQuery(location),
    enabled: pageType && Boolean(raw?.trim()),
  });
  if (type === 'hotels') {
    return <Navigate to={`/destination/${encodeURIComponent(location)}/hotels`} replace />;
  }
  if (!isDestinationPageType(type) || isUnknownPlace(content)) return <NotFoundRoute />;
  return (
    <PublicPage label="Loading the destination…">
      <DestinationPage key={location} location={location} type={type} />
    </PublicPage>
  );
}
