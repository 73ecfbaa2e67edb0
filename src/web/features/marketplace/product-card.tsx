import { BadgePercent, ExternalLink } from 'lucide-react';
import type { TAffiliateProduct, TTravelProduct } from '../../../contract/marketplace.ts';
import { Photo } from '../../ui/photo.tsx';
import { trackAffiliateClick } from './queries.ts';
import { ProductTile } from './product-tile.tsx';
import { StarRating } from './star-rating.tsx';

/** The provider's photo of the product; the designed tile when there is none or it fails. */
function ProductImage({ product }: { product: TAffiliateProduct }) {
  return (
    <Photo
      src={product.imageUrl}
      loading="lazy"
      decoding="async"
      width={500}
      height={500}
      className="size-full bg-surface object-contain p-4 transition-transform duration-500 group-hover:scale-[1.04]"
      fallback={<ProductTile title={product.title} category={product.category} />}
    />
  );
}

/** "-13%" when the provider shows a higher earlier price. */
export function discountPercent(price: number | null, original: number | null): number | null {
  if (price === null || original === null || original <= price || original <= 0) return null;
  return Math.round((1 - price / original) * 100);
}

/** Where the link goes, for the call to action. */
function shopName(url: string): string {
  try {
    const host = new URL(url).hostname.replace(/^www\./, '');
    return /(^|\.)amazon\./.test(host) ? 'Amazon' : host;
  } catch {
    return 'the shop';
  }
}

/**
 * A product of Amazon Deals or Travel Products: photo (or its designed tile), Sample, Prime
 * and discount badges, brand, title, rating, features and the price in the member's currency. The
 * whole card is a link that opens the product in a new tab; the click is recorded on the way
 * (POST /api/amazon/track-click, never awaited).
 */
export function ProductCard({ product }: { product: TAffiliateProduct | TTravelProduct }) {
  const discount = discountPercent(product.price, product.originalPrice);
  const commission = 'commissionRate' in product ? product.commissionRate : null;
  return (
    <article
      data-testid="product-card"
      data-product-id={product.id}
      className="grid h-full min-w-0"
    >
      <a
        href={product.affiliateUrl}
        target="_blank"
        rel="noopener noreferrer"
        onClick={() =>
          trackAffiliateClick({ productId: product.id, productUrl: product.affiliateUrl })
        }
        className="group flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-surface shadow-sm transition-shadow hover:shadow-lg"
      >
        <div className="relative aspect-[4/3] overflow-hidden bg-surface-muted">
          <ProductImage product={product} />
          <div className="absolute inset-x-2 top-2 flex flex-wrap items-start gap-1.5 sm:inset-x-3 sm:top-3">
            {product.isSample ? (
              <span className="rounded-full bg-ink/85 px-2.5 py-1 text-xs font-semibold text-on-brand shadow-sm">
                Sample
              </span>
            ) : null}
            {discount ? (
              <span className="rounded-full bg-danger px-2.5 py-1 text-xs font-bold text-on-danger shadow-sm">
                -{discount}%
              </span>
            ) : null}
          </div>
          {product.prime ? (
            <span className="absolute right-2 bottom-2 rounded-md sm:right-3 sm:bottom-3 bg-brand-strong px-2 py-0.5 text-xs font-bold tracking-wide text-on-brand italic shadow-sm">
              prime
            </span>
          ) : null}
        </div>
        <div className="flex flex-1 flex-col p-3 sm:p-4">
          {product.brand ? (
            <p className="truncate text-xs font-semibold tracking-wide text-ink-muted uppercase">
              {product.brand}
            </p>
          ) : null}
          <h3 className="mt-1 line-clamp-2 text-sm leading-snug sm:text-base font-semibold text-ink group-hover:underline group-hover:decoration-2 group-hover:underline-offset-4">
            {product.title}
          </h3>
          {product.rating !== null ? (
            <StarRating
              rating={product.rating}
              reviewCount={product.reviewCount}
              className="mt-1.5"
            />
          ) : null}
          {product.features.length > 0 ? (
            <ul className="mt-2 hidden gap-0.5 text-sm text-ink-muted sm:grid">
              {product.features.slice(0, 2).map((feature) => (
                <li key={feature} className="flex gap-1.5">
                  <span aria-hidden="true" className="text-brand">
                    •
                  </span>
                  <span className="line-clamp-1">{feature}</span>
                </li>
              ))}
            </ul>
          ) : null}
          {commission !== null ? (
            <p className="mt-3 inline-flex w-fit items-center gap-1 rounded-full bg-brand-soft px-2.5 py-1 text-xs font-semibold text-brand-strong">
              <BadgePercent aria-hidden="true" className="size-3.5" />
              {commission}% commission
            </p>
          ) : null}
          <div className="mt-auto flex flex-wrap items-end justify-between gap-2 pt-3 sm:pt-4">
            <p className="leading-tight">
              {product.formattedPrice ? (
                <span
                  className="text-base font-bold text-ink sm:text-lg"
                  data-testid="product-price"
                >
                  {product.formattedPrice}
                </span>
              ) : (
                <span className="text-sm text-ink-muted">See price</span>
              )}
              {product.formattedOriginalPrice && discount ? (
                <>
                  {' '}
                  <span className="sr-only">was </span>
                  <s className="text-sm text-ink-muted">{product.formattedOriginalPrice}</s>
                </>
              ) : null}
            </p>
            <span className="inline-flex shrink-0 items-center gap-1.5 rounded-full bg-brand-soft p-2 sm:px-3 sm:py-1.5 text-xs font-semibold text-brand-strong transition-colors group-hover:bg-brand group-hover:text-on-brand">
              <span className="max-sm:sr-only">View on {shopName(product.affiliateUrl)}</span>
              <ExternalLink aria-hidden="true" className="size-3.5" />
            </span>
          </div>
        </div>
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    </article>
  );
}

/** The grid's placeholder while products load. */
export function ProductCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="animate-pulse overflow-hidden rounded-2xl border border-line bg-surface"
    >
      <div className="aspect-[4/3] bg-surface-muted" />
      <div className="grid gap-2 p-4">
        <div className="h-3 w-1/4 rounded bg-surface-muted" />
        <div className="h-4 w-4/5 rounded bg-surface-muted" />
        <div className="h-3 w-2/3 rounded bg-surface-muted" />
        <div className="mt-3 h-5 w-1/3 rounded bg-surface-muted" />
      </div>
    </div>
  );
}
