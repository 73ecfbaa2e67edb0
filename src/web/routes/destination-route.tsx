import { useQuery } from '@tanstack/react-query';
import { Navigate, useParams } from 'react-router';
import type { TSeoContent } from '../../contract/seo.ts';
import { DestinationPage } from '../features/destination-pages/destination-page.tsx';
import { HotelsPage } from '../features/destination-pages/hotels-page.tsx';
import {
  DEFAULT_HOTELS_LOCATION,
  DEFAULT_TOURS_LOCATION,
  isDestinationPageType,
} from '../features/destination-pages/location.ts';
import { PublicPage } from '../features/destination-pages/public-page.tsx';
import {
  destinationContentQuery,
  hotelContentQuery,
} from '../features/destination-pages/queries.ts';
import { ApiError } from '../lib/api.ts';
import { NotFoundRoute } from './not-found-route.tsx';

/**
 * Whether the content answer says the catalogue does not know the place (no destination code,
 * or a location naming no place at all): the server answers such an address with 404, so the
 * page shows the 404 page too. Pending and failing answers leave the page to its own states.
 */
function isUnknownPlace(content: { data?: TSeoContent; error: Error | null }): boolean {
  if (content.data) return content.data.destination.code === null;
  return content.error instanceof ApiError && content.error.status === 400;
}

/**
 * The destination tours page under every address of spec 1 §2: /destination/{location}/{type}
 * (excursions, tours or all), /destinations/{location}[/{type}], /excursions[/{location}]
 * (default cancun). /destinations/{location}/hotels is the hotels page's alias.
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

/** /destination/{location}/hotels (default London). */
export function HotelsRoute() {
  const { location: raw } = useParams();
  const location = raw?.trim() || DEFAULT_HOTELS_LOCATION;
  const content = useQuery({ ...hotelContentQuery(location), enabled: Boolean(raw?.trim()) });
  if (isUnknownPlace(content)) return <NotFoundRoute />;
  return (
    <PublicPage label="Loading hotels…">
      <HotelsPage key={location} location={location} />
    </PublicPage>
  );
}
