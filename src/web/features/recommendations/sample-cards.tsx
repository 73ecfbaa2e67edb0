import { Car, MapPin, Plane, Star, Ticket, type LucideIcon } from 'lucide-react';
import { formatPrice } from '../../../contract/currency-format.ts';
import { toast } from '../../app/toasts/toast-store.ts';
import { Badge } from '../../ui/badge.tsx';
import { Button } from '../../ui/button.tsx';
import type { SampleOffer } from './sample-data.ts';

/** The sample cards' buttons: nothing to book yet, and the member is told so. */
export function sampleBookingNotice(title: string) {
  toast({
    title: 'Sample listing',
    description: `${title} is a sample: booking opens when a travel provider is connected.`,
  });
}

const KIND_ICON: Record<'activity' | 'flight' | 'car', LucideIcon> = {
  activity: Ticket,
  flight: Plane,
  car: Car,
};

export function SampleOfferCard({
  offer,
  kind,
  action,
}: {
  offer: SampleOffer;
  kind: 'activity' | 'flight' | 'car';
  action: string;
}) {
  const Icon = KIND_ICON[kind];
  return (
    <article
      aria-labelledby={`${offer.id}-title`}
      className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-5 shadow-sm"
    >
      <div className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className="grid size-11 shrink-0 place-items-center rounded-xl bg-brand-soft text-brand"
        >
          <Icon className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <h3 id={`${offer.id}-title`} className="font-semibold text-ink">
            {offer.title}
          </h3>
          <p className="text-sm text-ink-muted">{offer.detail}</p>
        </div>
        <Badge>Sample</Badge>
      </div>
      <p className="text-sm text-ink-muted">{offer.meta}</p>
      <div className="mt-auto flex items-end justify-between gap-3 border-t border-line pt-3">
        <p className="text-ink">
          <span className="text-xl font-semibold">{offer.price}</span>
          <span className="text-sm text-ink-muted"> {offer.unit}</span>
        </p>
        <Button size="sm" onClick={() => sampleBookingNotice(offer.title)}>
          {action}
          <span className="sr-only">: {offer.title}</span>
        </Button>
      </div>
    </article>
  );
}

type StayItem = {
  id: string;
  name: string;
  location: string;
  rating: number;
  price: number;
  currency: string;
  description: string;
};

export function StayCard({ hotel }: { hotel: StayItem }) {
  return (
    <article
      aria-labelledby={`${hotel.id}-title`}
      className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-5 shadow-sm"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={`${hotel.id}-title`} className="font-semibold text-ink">
            {hotel.name}
          </h3>
          <p className="mt-0.5 flex items-center gap-1 text-sm text-ink-muted">
            <MapPin aria-hidden="true" className="size-3.5" />
            {hotel.location}
          </p>
        </div>
        <Badge>Sample</Badge>
      </div>
      <p className="text-sm text-ink-muted">{hotel.description}</p>
      <div className="mt-auto flex items-end justify-between gap-3 border-t border-line pt-3">
        <p className="text-ink">
          <span className="inline-flex items-center gap-1 text-sm font-semibold">
            <Star aria-hidden="true" className="size-3.5 fill-sun text-sun" />
            {hotel.rating.toFixed(1)}
          </span>
          <span className="ml-3 text-xl font-semibold">
            {formatPrice(hotel.price, hotel.currency)}
          </span>
          <span className="text-sm text-ink-muted"> per night</span>
        </p>
        <Button size="sm" onClick={() => sampleBookingNotice(hotel.name)}>
          Check Availability
          <span className="sr-only">: {hotel.name}</span>
        </Button>
      </div>
    </article>
  );
}
