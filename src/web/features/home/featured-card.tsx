import { Star } from 'lucide-react';
import { Photo } from '../about/photo.tsx';
import { THUMB_WIDTHS } from '../about/photo-sources.ts';
import { Badge } from '../../ui/badge.tsx';
import { Card, CardHeader } from '../../ui/card.tsx';
import {
  FEATURED_KINDS,
  SAMPLE_FEATURED_OFFERS,
  type FeaturedKind,
  type FeaturedOffer,
} from './sample-data.ts';

function OfferRow({ offer }: { offer: FeaturedOffer }) {
  return (
    <li className="flex items-center gap-3" data-offer={offer.kind}>
      <Photo
        photoId={offer.photoId}
        widths={THUMB_WIDTHS}
        sizes="64px"
        width={4}
        height={3}
        alt={offer.alt}
        loading="lazy"
        decoding="async"
        className="size-16 shrink-0 rounded-xl object-cover"
      />
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-semibold text-ink">{offer.title}</p>
        <p className="truncate text-xs text-ink-muted">{offer.detail}</p>
        {offer.rating ? (
          <p className="mt-0.5 flex items-center gap-1 text-xs text-ink-muted">
            <Star aria-hidden="true" className="size-3 fill-sun text-sun" />
            <span>
              <span className="sr-only">Rated </span>
              {offer.rating}
              <span className="sr-only"> out of 5</span>
            </span>
          </p>
        ) : null}
      </div>
      <p className="shrink-0 text-right text-sm">
        <span className="font-semibold text-ink">{offer.price}</span>
        <span className="block text-xs text-ink-muted">/ {offer.unit}</span>
      </p>
    </li>
  );
}

function OfferGroup({ kind }: { kind: FeaturedKind }) {
  const offers = SAMPLE_FEATURED_OFFERS.filter((offer) => offer.kind === kind);
  const id = `featured-${kind.toLowerCase()}`;
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className="mb-2 text-xs font-semibold tracking-wider text-ink-muted uppercase">
        {kind}
      </h3>
      <ul className="grid grid-cols-[minmax(0,1fr)] gap-3">
        {offers.map((offer) => (
          <OfferRow key={offer.title} offer={offer} />
        ))}
      </ul>
    </section>
  );
}

/** Featured Hotels, Flights and Cars (spec 1 §2): hard-coded sample offers, marked as such. */
export function FeaturedCard() {
  return (
    <Card aria-labelledby="featured-title">
      <CardHeader
        id="featured-title"
        title="Featured Hotels, Flights & Cars"
        description="Hand-picked deals for your next trip."
        action={<Badge>Sample</Badge>}
      />
      <div className="grid gap-5">
        {FEATURED_KINDS.map((kind) => (
          <OfferGroup key={kind} kind={kind} />
        ))}
      </div>
    </Card>
  );
}
