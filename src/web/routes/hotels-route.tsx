import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { HotelsPage } from '../features/destination-pages/hotels-page.tsx';
import { DEFAULT_HOTELS_LOCATION } from '../features/destination-pages/location.ts';
import { PublicPage } from '../features/destination-pages/public-page.tsx';
import { hotelContentQuery } from '../features/destination-pages/queries.ts';
import { isUnknownPlace } from '../features/destination-pages/unknown-place.ts';
import { NotFoundRoute } from './not-found-route.tsx';

/**
 * /destination/{location}/hotels (default London). A module of its own: the tours page, a main
 * screen, does not download the hotels page's code.
 */
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
