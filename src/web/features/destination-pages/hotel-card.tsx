import { BadgeCheck, MapPin, Star } from 'lucide-react';
import { formatPrice } from '../../../contract/currency-format.ts';
import { HOTEL_AMENITY_LABELS, type THotel } from '../../../contract/sample-hotels.ts';
import { toast } from '../../app/toasts/toast-store.ts';
import { Badge } from '../../ui/badge.tsx';
import { Button } from '../../ui/button.tsx';
import { HotelPicture } from './hotel-picture.tsx';

/** View Details and Book Now on a sample hotel: there is nothing to book yet. */
function sampleNotice(name: string) {
  toast({
    title: 'Sample hotel',
    description: `${name} is a sample listing: booking opens when a hotel provider is connected.`,
  });
}

/**
 * Spec 2 §2 / spec 3 §2 hotel card: image (or the city's designed fallback), name, location, rating out of 5, price per night,
 * description, amenity badges, Best Price badge, View Details and Book Now.
 */
export function HotelCard({
  hotel,
  city,
  country = null,
  image,
  index,
  bestPrice,
}: {
  hotel: THotel;
  city: string;
  /** The city's country, shown on the fallback picture. */
  country?: string | null;
  image: string | null;
  index: number;
  bestPrice: boolean;
}) {
  const titleId = `${hotel.id}-title`;
  return (
    <article
      aria-labelledby={titleId}
      data-testid="hotel-card"
      className="group grid overflow-hidden rounded-2xl border border-line bg-surface shadow-sm transition-shadow hover:shadow-md sm:grid-cols-[15rem_minmax(0,1fr)] lg:grid-cols-[17rem_minmax(0,1fr)]"
    >
      <div className="relative aspect-[16/9] bg-surface-muted sm:aspect-auto sm:h-full">
        <HotelPicture image={image} city={city} country={country} index={index} />
        <div className="absolute top-3 left-3 flex gap-2">
          <Badge className="bg-surface/95 text-ink shadow-sm">Sample</Badge>
          {bestPrice ? (
            <span className="inline-flex items-center rounded-full bg-accent px-2 py-0.5 text-xs font-semibold text-on-accent shadow-sm">
              Best Price
            </span>
          ) : null}
        </div>
      </div>
      <div className="flex min-w-0 flex-col gap-3 p-5">
        <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
          <div className="min-w-0">
            <h3 id={titleId} className="text-lg font-semibold text-ink">
              {hotel.name}
            </h3>
            <p className="mt-0.5 flex items-center gap-1 text-sm text-ink-muted">
              <MapPin aria-hidden="true" className="size-3.5 shrink-0" />
              {hotel.location}
            </p>
          </div>
          <p className="flex items-center gap-1 rounded-lg bg-brand-soft px-2 py-1 text-sm font-semibold text-brand-strong">
            <Star aria-hidden="true" className="size-4 fill-sun text-sun" />
            <span>
              {hotel.rating.toFixed(1)}
              <span className="font-normal"> / 5</span>
            </span>
            <span className="sr-only"> rating, {hotel.reviewCount} reviews</span>
          </p>
        </div>
        <p className="text-sm text-ink-muted">{hotel.description}</p>
        <ul aria-label="Amenities" className="flex flex-wrap gap-1.5">
          {hotel.amenities.map((amenity) => (
            <li key={amenity}>
              <Badge>{HOTEL_AMENITY_LABELS[amenity]}</Badge>
            </li>
          ))}
        </ul>
        <div className="mt-auto flex flex-wrap items-end justify-between gap-3 border-t border-line pt-3">
          <p className="text-ink">
            <span className="text-2xl font-semibold">
              {formatPrice(hotel.price, hotel.currency)}
            </span>
            <span className="text-sm text-ink-muted"> per night</span>
          </p>
          <div className="flex gap-2">
            <Button variant="outline" size="sm" onClick={() => sampleNotice(hotel.name)}>
              View Details
              <span className="sr-only"> of {hotel.name}</span>
            </Button>
            <Button size="sm" onClick={() => sampleNotice(hotel.name)}>
              <BadgeCheck aria-hidden="true" className="size-4" />
              Book Now
              <span className="sr-only"> at {hotel.name}</span>
            </Button>
          </div>
        </div>
      </div>
    </article>
  );
}
