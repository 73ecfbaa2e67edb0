import { Building2, LifeBuoy, MapPinned } from 'lucide-react';
import { Link } from 'react-router';
import { formatPrice } from '../../../contract/currency-format.ts';
import type { THotelSummary } from '../../../contract/sample-hotels.ts';
import { buttonVariants } from '../../ui/button.tsx';
import { Card, CardHeader } from '../../ui/card.tsx';

/** "$80 - $605" (one price when they are equal), or a dash when no hotel is shown. */
export function summaryPriceRange(price: THotelSummary['price']): string {
  if (!price) return '—';
  const min = formatPrice(price.min, price.currency);
  return price.min === price.max ? min : `${min} - ${formatPrice(price.max, price.currency)}`;
}

/**
 * Spec 3 §2 side panel: the hotel summary and the city's Popular Areas, every figure computed
 * from the hotels shown (issue 19 §4: they follow the filters), and a Need Help box.
 */
export function HotelSidePanel({ summary }: { summary: THotelSummary }) {
  return (
    <div className="grid content-start gap-6">
      <Card aria-labelledby="hotel-summary-title">
        <CardHeader
          id="hotel-summary-title"
          title="Hotel Summary"
          icon={<Building2 className="size-5" />}
        />
        <dl className="grid gap-3 text-sm">
          <div className="flex items-center justify-between gap-3">
            <dt className="text-ink-muted">Total hotels</dt>
            <dd className="font-semibold text-ink" data-testid="hotel-total">
              {summary.total}
            </dd>
          </div>
          <div className="flex items-center justify-between gap-3">
            <dt className="text-ink-muted">Price range</dt>
            <dd className="font-semibold text-ink" data-testid="hotel-price-range">
              {summaryPriceRange(summary.price)}
            </dd>
          </div>
          <div className="flex items-center justify-between gap-3">
            <dt className="text-ink-muted">Average rating</dt>
            <dd className="font-semibold text-ink" data-testid="hotel-average-rating">
              {summary.averageRating === null ? '—' : summary.averageRating.toFixed(1)}
            </dd>
          </div>
        </dl>
      </Card>
      <Card aria-labelledby="popular-areas-title">
        <CardHeader
          id="popular-areas-title"
          title="Popular Areas"
          icon={<MapPinned className="size-5" />}
        />
        {summary.popularAreas.length === 0 ? (
          <p className="text-sm text-ink-muted">No hotels match the filters.</p>
        ) : (
          <ul className="grid gap-2 text-sm" aria-label="Areas of the hotels shown">
            {summary.popularAreas.map((area) => (
              <li key={area.name} className="flex items-center justify-between gap-3">
                <span className="text-ink">{area.name}</span>
                <span className="rounded-full bg-surface-muted px-2 py-0.5 text-xs font-semibold text-ink-muted">
                  {area.count} {area.count === 1 ? 'hotel' : 'hotels'}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card aria-labelledby="need-help-title" className="bg-brand-soft">
        <CardHeader
          id="need-help-title"
          title="Need Help?"
          description="Our travel team can help you choose where to stay."
          icon={<LifeBuoy className="size-5" />}
        />
        <Link to="/help" className={buttonVariants({ variant: 'primary', size: 'sm' })}>
          Contact Support
        </Link>
      </Card>
    </div>
  );
}
