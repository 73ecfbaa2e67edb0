import { Navigate, useParams } from 'react-router';
import { DestinationPage } from '../features/destination-pages/destination-page.tsx';
import { HotelsPage } from '../features/destination-pages/hotels-page.tsx';
import {
  DEFAULT_HOTELS_LOCATION,
  DEFAULT_TOURS_LOCATION,
  isDestinationPageType,
} from '../features/destination-pages/location.ts';
import { PublicPage } from '../features/destination-pages/public-page.tsx';
import { NotFoundRoute } from './not-found-route.tsx';

/**
 * The destination tours page under every address of spec 1 §2: /destination/{location}/{type}
 * (excursions, tours or all), /destinations/{location}[/{type}], /excursions[/{location}]
 * (default cancun). /destinations/{location}/hotels is the hotels page's alias.
 */
export function DestinationRoute() {
  const { location: raw, type = 'excursions' } = useParams();
  const location = raw?.trim() || DEFAULT_TOURS_LOCATION;
  if (type === 'hotels') {
    return <Navigate to={`/destination/${encodeURIComponent(location)}/hotels`} replace />;
  }
  if (!isDestinationPageType(type)) return <NotFoundRoute />;
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
  return (
    <PublicPage label="Loading hotels…">
      <HotelsPage key={location} location={location} />
    </PublicPage>
  );
}
