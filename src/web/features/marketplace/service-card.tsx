import { ExternalLink, MapPin, Megaphone } from 'lucide-react';
import type { TSponsoredService } from '../../../contract/marketplace.ts';
import { Photo } from '../../ui/photo.tsx';
import { ProductTile } from './product-tile.tsx';
import { StarRating } from './star-rating.tsx';

/**
 * A sponsored experience of Travel Services (a sample): the place's photo (or the category's
 * tile for a service without a place), Sponsored and Sample
 * labels, provider, place, rating and the price in the member's currency. Opens the provider's
 * page in a new tab. `promo-card` marks every sponsored card (Premium members never get one).
 */
export function ServiceCard({ service }: { service: TSponsoredService }) {
  return (
    <article data-testid="promo-card" data-service-id={service.id} className="grid h-full min-w-0">
      <a
        href={service.url}
        target="_blank"
        rel="noopener noreferrer sponsored"
        className="group flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-surface shadow-sm transition-shadow hover:shadow-lg"
      >
        <div className="relative aspect-[16/10] overflow-hidden bg-surface-muted">
          <Photo
            src={service.imageUrl}
            loading="lazy"
            decoding="async"
            width={640}
            height={400}
            className="size-full object-cover transition-transform duration-500 group-hover:scale-[1.05]"
            fallback={<ProductTile title={service.title} category={service.category} />}
          />
          <div className="absolute inset-x-3 top-3 flex flex-wrap gap-1.5">
            <span className="inline-flex items-center gap-1 rounded-full bg-surface/95 px-2.5 py-1 text-xs font-semibold text-ink shadow-sm">
              <Megaphone aria-hidden="true" className="size-3.5" />
              Sponsored
            </span>
            <span className="rounded-full bg-ink/85 px-2.5 py-1 text-xs font-semibold text-on-brand shadow-sm">
              Sample
            </span>
          </div>
        </div>
        <div className="flex flex-1 flex-col p-4">
          <p className="flex items-center gap-1 text-xs font-semibold tracking-wide text-ink-muted uppercase">
            <MapPin aria-hidden="true" className="size-3.5 shrink-0" />
            <span className="truncate">{service.location}</span>
          </p>
          <h3 className="mt-1.5 line-clamp-2 text-base leading-snug font-semibold text-ink group-hover:underline group-hover:decoration-2 group-hover:underline-offset-4">
            {service.title}
          </h3>
          <p className="mt-1 text-sm text-ink-muted">by {service.provider}</p>
          <p className="mt-1.5 line-clamp-2 text-sm text-ink-muted">{service.description}</p>
          <StarRating rating={service.rating} reviewCount={service.reviewCount} className="mt-2" />
          <div className="mt-auto flex items-end justify-between gap-3 pt-4">
            <p className="leading-tight">
              <span className="block text-xs text-ink-muted">From</span>
              <span className="text-lg font-bold text-ink">{service.formattedPrice}</span>
              <span className="text-xs text-ink-muted"> {service.priceUnit}</span>
            </p>
            <span
              aria-hidden="true"
              className="grid size-9 shrink-0 place-items-center rounded-full bg-brand-soft text-brand transition-colors group-hover:bg-brand group-hover:text-on-brand"
            >
              <ExternalLink className="size-4" />
            </span>
          </div>
        </div>
        <span className="sr-only"> (sponsored, opens in a new tab)</span>
      </a>
    </article>
  );
}
