import { Car, Hotel, Plane, Star, type LucideIcon } from 'lucide-react';
import type {
  TOfferKind,
  TPromotionCard,
  TPromotionOffer,
  TPromotionPlacement,
} from '../../../contract/promotions.ts';
import { Badge } from '../../ui/badge.tsx';
import { Card, CardHeader } from '../../ui/card.tsx';
import { PlaceFallback } from '../../ui/place-fallback.tsx';
import { HOTEL_NO_PHOTO_LABEL } from '../destination-pages/hotel-picture.tsx';
import { Photo } from '../about/photo.tsx';
import { THUMB_WIDTHS } from '../about/photo-sources.ts';
import { usePromotions } from './queries.ts';

const KIND_LABELS: Record<TOfferKind, { one: string; many: string; Icon: LucideIcon }> = {
  hotel: { one: 'Hotel', many: 'Hotels', Icon: Hotel },
  flight: { one: 'Flight', many: 'Flights', Icon: Plane },
  car: { one: 'Car', many: 'Cars', Icon: Car },
};

function Rating({ value }: { value: string }) {
  return (
    <span className="flex shrink-0 items-center gap-1 text-xs text-ink-muted">
      <Star aria-hidden="true" className="size-3 fill-sun text-sun" />
      <span>
        <span className="sr-only">Rated </span>
        {value}
        <span className="sr-only"> out of 5</span>
      </span>
    </span>
  );
}

function Price({ offer }: { offer: TPromotionOffer }) {
  return (
    <p className="shrink-0 text-right text-sm">
      <span className="font-semibold text-ink">{offer.price}</span>
      <span className="block text-xs text-ink-muted">/ {offer.unit}</span>
    </p>
  );
}

/** Home: offers grouped by kind, each row with a small photo. */
function GroupedOffers({ card }: { card: TPromotionCard }) {
  const kinds = [...new Set(card.offers.map((offer) => offer.kind))];
  return (
    <div className="grid gap-5">
      {kinds.map((kind) => {
        const id = `${card.id}-${kind}`;
        return (
          <section key={kind} aria-labelledby={id}>
            <h3
              id={id}
              className="mb-2 text-xs font-semibold tracking-wider text-ink-muted uppercase"
            >
              {KIND_LABELS[kind].many}
            </h3>
            <ul className="grid grid-cols-[minmax(0,1fr)] gap-3">
              {card.offers
                .filter((offer) => offer.kind === kind)
                .map((offer) => (
                  <li key={offer.id} className="flex items-center gap-3" data-offer={offer.kind}>
                    {offer.photoId ? (
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
                    ) : null}
                    <div className="min-w-0 flex-1">
                      <p className="truncate text-sm font-semibold text-ink">{offer.title}</p>
                      <p className="truncate text-xs text-ink-muted">{offer.detail}</p>
                      {offer.rating ? (
                        <p className="mt-0.5">
                          <Rating value={offer.rating} />
                        </p>
                      ) : null}
                    </div>
                    <Price offer={offer} />
                  </li>
                ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}

/** Explore's left column: one row per offer with the kind's icon. */
function CompactOffers({ card }: { card: TPromotionCard }) {
  return (
    <ul className="grid gap-3">
      {card.offers.map((offer) => {
        const { one, Icon } = KIND_LABELS[offer.kind];
        return (
          <li key={offer.id} className="flex items-center gap-3" data-offer={offer.kind}>
            <span
              aria-hidden="true"
              className="grid size-10 shrink-0 place-items-center rounded-xl bg-brand-soft text-brand"
            >
              <Icon className="size-5" />
            </span>
            <span className="min-w-0 flex-1">
              <span className="block truncate text-sm font-semibold text-ink">
                <span className="sr-only">{one}: </span>
                {offer.title}
              </span>
              <span className="flex min-w-0 items-center gap-2 text-xs text-ink-muted">
                <span className="truncate">{offer.detail}</span>
                {offer.rating ? <Rating value={offer.rating} /> : null}
              </span>
            </span>
            <Price offer={offer} />
          </li>
        );
      })}
    </ul>
  );
}

/** Explore's right column: a large photo per offer. */
function GalleryOffers({ card }: { card: TPromotionCard }) {
  return (
    <ul className="grid gap-4">
      {card.offers.map((offer) => (
        <li key={offer.id} data-offer={offer.kind}>
          {offer.photoId ? (
            <Photo
              photoId={offer.photoId}
              widths={THUMB_WIDTHS}
              sizes="(min-width: 1280px) 256px, (min-width: 1024px) 288px, calc(100vw - 4.5rem)"
              width={16}
              height={10}
              alt={offer.alt}
              loading="lazy"
              decoding="async"
              className="aspect-[16/10] w-full rounded-xl object-cover"
            />
          ) : (
            <div className="aspect-[16/10] w-full min-w-0 overflow-hidden rounded-xl">
              <PlaceFallback
                name={offer.title}
                category={offer.kind}
                label={HOTEL_NO_PHOTO_LABEL}
                decorative
                size="sm"
              />
            </div>
          )}
          <div className="mt-2 flex items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="truncate text-sm font-semibold text-ink">{offer.title}</p>
              <p className="truncate text-xs text-ink-muted">{offer.detail}</p>
            </div>
            {offer.rating ? <Rating value={offer.rating} /> : null}
          </div>
          <p className="mt-0.5 text-sm">
            <span className="font-semibold text-ink">{offer.price}</span>
            <span className="text-ink-muted"> / {offer.unit}</span>
          </p>
        </li>
      ))}
    </ul>
  );
}

const LAYOUTS = { grouped: GroupedOffers, compact: CompactOffers, gallery: GalleryOffers };

/** One promotional card, marked Sample when its offers are made up. */
export function PromotionCard({ card }: { card: TPromotionCard }) {
  const Offers = LAYOUTS[card.layout];
  const titleId = `${card.id}-title`;
  return (
    <Card aria-labelledby={titleId} data-testid="promo-card" data-promotion={card.id}>
      <CardHeader
        id={titleId}
        title={card.title}
        description={card.description ?? undefined}
        action={card.isSample ? <Badge>Sample</Badge> : undefined}
      />
      <Offers card={card} />
    </Card>
  );
}

/**
 * Where a page shows its promotional cards: the cards the server sent for the placement (all of
 * them, or only `cardId`). Premium members get none, so nothing renders; nothing shows while the
 * list loads or if it fails (an offer is never worth an error message).
 */
export function PromotionSlot({
  placement,
  cardId,
}: {
  placement: TPromotionPlacement;
  cardId?: string;
}) {
  const { data } = usePromotions(placement);
  const cards = (data?.cards ?? []).filter((card) => !cardId || card.id === cardId);
  if (cards.length === 0) return null;
  return (
    <>
      {cards.map((card) => (
        <PromotionCard key={card.id} card={card} />
      ))}
    </>
  );
}
