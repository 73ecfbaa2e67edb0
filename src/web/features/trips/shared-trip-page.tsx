import { CalendarPlus, Compass } from 'lucide-react';
import { Link } from 'react-router';
import { formatPrice } from '../../../contract/currency-format.ts';
import type { TSharedTrip } from '../../../contract/trips.ts';
import { isUnauthorizedError } from '../../lib/api.ts';
import { buttonVariants } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { ActivityCost, ActivityDetails } from './activity-list.tsx';
import { ACTIVITY_TYPE_STYLE } from './activity-types.ts';
import { BudgetSummary } from './budget-summary.tsx';
import { dayLabel } from './itinerary-card.tsx';
import { UNTITLED_TRIP } from './my-trips.tsx';
import { sharedTripCalendarUrl, useSharedTrip } from './queries.ts';
import { daySpent } from './trip-budget.ts';
import { longDate } from './trip-days.ts';
import { TripHero } from './trip-hero.tsx';
import { fromTrip } from './trip-model.ts';

function ownerName(trip: TSharedTrip): string {
  const name = [trip.owner.firstName, trip.owner.lastName].filter(Boolean).join(' ');
  return name || 'A Roamly traveller';
}

/** The invitation to plan one's own trip (after the itinerary on phones, beside it on desktops). */
function PlanYourOwn({ className }: { className: string }) {
  return (
    <Card className={`gap-3 ${className}`}>
      <p className="text-sm text-ink-muted">
        Plan your own day-by-day itinerary with a budget on Roamly.
      </p>
      <Link to="/plan-trip" className={buttonVariants({ variant: 'secondary', size: 'sm' })}>
        <Compass aria-hidden="true" className="size-4" />
        Plan your own trip
      </Link>
    </Card>
  );
}

function SharedItinerary({ trip, token }: { trip: TSharedTrip; token: string }) {
  const draft = fromTrip({ ...trip, version: 0, share: null });
  return (
    <div className="grid gap-6">
      <TripHero
        eyebrow={`Shared by ${ownerName(trip)}`}
        heading={trip.title || trip.destination || UNTITLED_TRIP}
        subheading={trip.description || undefined}
        destination={trip.destination}
        startDate={draft.startDate}
        endDate={draft.endDate}
        travelers={trip.travelers}
        actions={
          <a
            href={sharedTripCalendarUrl(token)}
            download
            className={buttonVariants({ variant: 'light', size: 'sm' })}
          >
            <CalendarPlus aria-hidden="true" className="size-4" />
            Export to calendar (.ics)
          </a>
        }
      />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <section aria-labelledby="shared-itinerary-title" className="grid gap-5">
          <h2 id="shared-itinerary-title" className="font-display text-2xl font-semibold text-ink">
            Itinerary
          </h2>
          {draft.days.length === 0 ? (
            <Card>
              <p className="text-ink-muted">The days of this trip have not been planned yet.</p>
            </Card>
          ) : (
            <ol className="grid gap-5">
              {draft.days.map((day, index) => (
                <li key={day.id}>
                  <Card padding="none" className="p-4 sm:p-6" aria-labelledby={`shared-${day.id}`}>
                    <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
                      <h3 id={`shared-${day.id}`} className="text-lg font-semibold text-ink">
                        {dayLabel(index)}{' '}
                        <span className="font-normal text-ink-muted">· {longDate(day.date)}</span>
                      </h3>
                      <span className="text-sm font-semibold text-ink">
                        {formatPrice(daySpent(day), trip.currency)}
                      </span>
                    </div>
                    {day.activities.length === 0 ? (
                      <p className="text-sm text-ink-muted">A free day.</p>
                    ) : (
                      <ol className="grid gap-3">
                        {day.activities.map((activity) => (
                          <li
                            key={activity.id}
                            data-testid="shared-activity"
                            className={`flex items-start gap-3 rounded-2xl border border-l-4 border-line p-3.5 ${ACTIVITY_TYPE_STYLE[activity.type].border}`}
                          >
                            <ActivityDetails activity={activity} />
                            <ActivityCost cost={activity.cost} currency={trip.currency} />
                          </li>
                        ))}
                      </ol>
                    )}
                  </Card>
                </li>
              ))}
            </ol>
          )}
          <PlanYourOwn className="grid lg:hidden" />
        </section>
        <aside className="order-first grid gap-4 lg:sticky lg:top-24 lg:order-none">
          <BudgetSummary
            budget={trip.budget}
            days={draft.days}
            currency={trip.currency}
            travelers={trip.travelers}
          />
          <PlanYourOwn className="hidden lg:grid" />
        </aside>
      </div>
    </div>
  );
}

/**
 * /trips/shared/:token: the read-only itinerary of a shared trip (signed out too) — days,
 * activities and budget; a revoked or unknown link says so.
 */
export function SharedTripPage({ token }: { token: string }) {
  const trip = useSharedTrip(token);
  if (trip.isPending) return <Spinner page label="Loading the trip…" />;
  if (trip.isError || !trip.data) {
    return (
      <div className="mx-auto grid max-w-md justify-items-center gap-3 py-20 text-center">
        <h1 className="font-display text-3xl font-semibold text-ink">This trip isn’t shared</h1>
        <p className="text-ink-muted">
          {isUnauthorizedError(trip.error)
            ? 'Please sign in to see this trip.'
            : 'The link was revoked by its owner, or it is not a Roamly trip link.'}
        </p>
        <Link to="/" className={buttonVariants()}>
          Go to Roamly
        </Link>
      </div>
    );
  }
  return <SharedItinerary trip={trip.data} token={token} />;
}
