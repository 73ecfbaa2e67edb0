import { useQuery } from '@tanstack/react-query';
import { CalendarDays, MapPin, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  placeImageRoute,
  PLACE_IMAGE_QUERY_MAX_LENGTH,
  type TPlaceImage,
} from '../../../contract/places.ts';
import { routeQueryOptions } from '../../lib/route-query.ts';
import { FadeInImage } from '../../ui/fade-in-image.tsx';
import { PlaceFallback, placeFromLabel } from '../../ui/place-fallback.tsx';
import { Photo } from '../about/photo.tsx';
import { HERO_WIDTHS } from '../about/photo-sources.ts';
import { useDebouncedValue } from '../destinations/destination-queries.ts';
import { dateRangeLabel } from './trip-days.ts';

/**
 * The hero before a destination is chosen: a landscape of nowhere in particular (credited on
 * /about), never shown under a destination's name.
 */
export const TRIP_HERO_DEFAULT_PHOTO = 'lake-boats-sunset';

/**
 * The destination's photo (GET /api/places/image: catalogue, member photo or a cover), once typing
 * settles. `image` is the answer for the destination as it is now typed, never an earlier one's.
 */
function useDestinationPhoto(destination: string) {
  const typed = destination.trim().slice(0, PLACE_IMAGE_QUERY_MAX_LENGTH);
  const query = useDebouncedValue(typed, 800);
  const photo = useQuery({
    ...routeQueryOptions(placeImageRoute, { params: { query } }),
    enabled: query.length >= 2,
    staleTime: 30 * 60_000,
    retry: false,
  });
  return { query, image: query === typed ? photo.data : undefined };
}

/**
 * Behind the heading: the landscape while no destination is given; once one is, the place's
 * designed backdrop (its region's colour), with its photograph fading in over it when one exists.
 */
function TripBackdrop({
  destination,
  query,
  image,
}: {
  destination: string;
  query: string;
  image: TPlaceImage | undefined;
}) {
  if (!destination.trim()) {
    return (
      <Photo
        photoId={TRIP_HERO_DEFAULT_PHOTO}
        widths={HERO_WIDTHS}
        sizes="(min-width: 1280px) 1248px, calc(100vw - 2rem)"
        width={2560}
        height={1600}
        alt=""
        fetchPriority="high"
        className="absolute inset-0 size-full object-cover"
      />
    );
  }
  const place = image?.place ?? placeFromLabel(query || destination);
  return (
    <>
      <PlaceFallback
        size="hero"
        name={place.name}
        country={place.country}
        region={image?.place.region}
        category={image?.place.category}
        className="absolute inset-0"
      />
      {image?.url ? (
        <FadeInImage src={image.url} className="absolute inset-0 size-full object-cover" />
      ) : null}
    </>
  );
}

function Meta({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <span className="inline-flex items-center gap-1.5 rounded-full bg-black/35 px-3 py-1 text-sm font-medium backdrop-blur-sm">
      {icon}
      {children}
    </span>
  );
}

/**
 * The planner's and the shared page's header: a real photo of the destination (its designed
 * backdrop when none exists, a landscape until one is chosen), the heading, the trip's
 * destination, dates and travelers, and the actions.
 */
export function TripHero({
  eyebrow,
  heading,
  subheading,
  destination,
  startDate,
  endDate,
  travelers,
  actions,
  status,
}: {
  eyebrow: string;
  heading: string;
  subheading?: string;
  destination: string;
  startDate: string;
  endDate: string;
  travelers: number;
  actions?: ReactNode;
  status?: ReactNode;
}) {
  const { query, image } = useDestinationPhoto(destination);
  const range = dateRangeLabel(startDate, endDate);
  return (
    <header className="relative isolate overflow-hidden rounded-3xl bg-brand-strong text-white">
      <div aria-hidden="true" className="absolute inset-0 -z-10">
        <TripBackdrop destination={destination} query={query} image={image} />
        <div className="hero-overlay absolute inset-0 bg-gradient-to-t from-black/80 via-black/40 to-black/10" />
      </div>
      <div className="flex min-h-[17rem] flex-col justify-end gap-4 px-5 pt-14 pb-5 sm:min-h-[20rem] sm:px-9 sm:pb-8">
        {status ? <div className="absolute top-4 right-4 sm:top-5 sm:right-6">{status}</div> : null}
        <div>
          <p className="text-sm font-semibold tracking-wide text-white/90 uppercase">{eyebrow}</p>
          <h1 className="mt-1 font-display text-3xl font-semibold tracking-tight text-balance drop-shadow-sm sm:text-5xl">
            {heading}
          </h1>
          {subheading ? (
            <p className="mt-2 max-w-2xl text-base break-words text-white/90 sm:text-lg">
              {subheading}
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2">
          {destination.trim() ? (
            <Meta icon={<MapPin aria-hidden="true" className="size-4" />}>{destination}</Meta>
          ) : null}
          {range ? (
            <Meta icon={<CalendarDays aria-hidden="true" className="size-4" />}>{range}</Meta>
          ) : null}
          <Meta icon={<Users aria-hidden="true" className="size-4" />}>
            {travelers} {travelers === 1 ? 'traveler' : 'travelers'}
          </Meta>
        </div>
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
        {image?.url && image.attribution ? (
          <p className="text-right text-[0.6875rem] text-white/80">
            {image.attribution.url ? (
              <a href={image.attribution.url} className="underline-offset-2 hover:underline">
                {image.attribution.name}
              </a>
            ) : (
              image.attribution.name
            )}
          </p>
        ) : null}
      </div>
    </header>
  );
}
