import { Building2, LifeBuoy, MapPinned } from 'lucide-react';
import { Link } from 'react-router';
import { HOTEL_SUMMARY } from '../../../contract/sample-hotels.ts';
import { buttonVariants } from '../../ui/button.tsx';
import { Card, CardHeader } from '../../ui/card.tsx';

/**
 * Spec 3 §2 side panel: the hotel summary (total = the cards shown; price range and average
 * rating are the spec's fixed figures), the static Popular Areas, and a Need Help box.
 */
export function HotelSidePanel({ shown }: { shown: number }) {
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
              {shown}
            </dd>
          </div>
          <div className="flex items-center justify-between gap-3">
            <dt className="text-ink-muted">Price range</dt>
            <dd className="font-semibold text-ink">{HOTEL_SUMMARY.priceRange}</dd>
          </div>
          <div className="flex items-center justify-between gap-3">
            <dt className="text-ink-muted">Average rating</dt>
            <dd className="font-semibold text-ink">{HOTEL_SUMMARY.averageRating}</dd>
          </div>
        </dl>
      </Card>
      <Card aria-labelledby="popular-areas-title">
        <CardHeader
          id="popular-areas-title"
          title="Popular Areas"
          icon={<MapPinned className="size-5" />}
        />
        <ul className="grid gap-2 text-sm">
          {HOTEL_SUMMARY.popularAreas.map((area) => (
            <li key={area.name} className="flex items-center justify-between gap-3">
              <span className="text-ink">{area.name}</span>
              <span className="rounded-full bg-surface-muted px-2 py-0.5 text-xs font-semibold text-ink-muted">
                {area.count} hotels
              </span>
            </li>
          ))}
        </ul>
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
