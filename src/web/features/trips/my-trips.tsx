import { clsx } from 'clsx';
import { Luggage, Plus, Share2, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatPrice } from '../../../contract/currency-format.ts';
import type { TTripSummary } from '../../../contract/trips.ts';
import { toast } from '../../app/toasts/toast-store.ts';
import { errorMessage } from '../../lib/api.ts';
import { Button, buttonVariants } from '../../ui/button.tsx';
import { Card, CardHeader } from '../../ui/card.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { ConfirmDialog } from '../posts/confirm-dialog.tsx';
import { useDeleteTrip, useMyTrips } from './queries.ts';
import { dateRangeLabel } from './trip-days.ts';

export const UNTITLED_TRIP = 'Untitled trip';

/** '/plan-trip?trip=<id>': the planner opens a saved trip from its address (reload-safe). */
export const tripPlannerPath = (id: string | null) =>
  id ? `/plan-trip?trip=${encodeURIComponent(id)}` : '/plan-trip';

function DeleteTripDialog({
  trip,
  onClose,
  onDeleted,
}: {
  trip: TTripSummary;
  onClose: () => void;
  onDeleted: (id: string) => void;
}) {
  const remove = useDeleteTrip();
  return (
    <ConfirmDialog
      title="Delete this trip?"
      description={`“${trip.title || UNTITLED_TRIP}” and its itinerary will be deleted. Its share link stops working. This cannot be undone.`}
      confirmLabel="Delete trip"
      busyLabel="Deleting…"
      busy={remove.isPending}
      onClose={onClose}
      onConfirm={() =>
        remove.mutate(trip.id, {
          onSuccess: () => {
            onClose();
            onDeleted(trip.id);
            toast({ title: 'Trip deleted', variant: 'success' });
          },
          onError: (error) =>
            toast({
              title: 'The trip could not be deleted',
              description: errorMessage(error, 'Please try again.'),
              variant: 'destructive',
            }),
        })
      }
    />
  );
}

/** My Trips: the member's saved trips, newest first; open one or delete it (after confirming). */
export function MyTrips({
  currentId,
  onDeleted,
}: {
  currentId: string | null;
  onDeleted: (id: string) => void;
}) {
  const trips = useMyTrips();
  const [deleting, setDeleting] = useState<TTripSummary | null>(null);
  return (
    <Card aria-labelledby="my-trips-title" padding="none" className="p-4 sm:p-6">
      <CardHeader
        id="my-trips-title"
        title="My Trips"
        icon={<Luggage className="size-5" />}
        action={
          <Link
            to={tripPlannerPath(null)}
            className={buttonVariants({ variant: 'secondary', size: 'sm' })}
          >
            <Plus aria-hidden="true" className="size-4" />
            New trip
          </Link>
        }
      />
      {trips.isPending ? (
        <Spinner label="Loading your trips…" />
      ) : trips.isError ? (
        <p className="text-sm text-ink-muted">Your trips could not be loaded right now.</p>
      ) : trips.items.length === 0 ? (
        <p className="text-sm text-ink-muted">
          Trips you plan are saved here automatically, ready to open on any device.
        </p>
      ) : (
        <ul className="grid gap-2" data-testid="my-trips">
          {trips.items.map((trip) => {
            const current = trip.id === currentId;
            const range = dateRangeLabel(trip.startDate ?? '', trip.endDate ?? '');
            return (
              <li
                key={trip.id}
                className={clsx(
                  'flex items-center gap-2 rounded-2xl border p-2 pl-3.5',
                  current ? 'border-brand bg-brand-soft' : 'border-line bg-surface',
                )}
              >
                <Link
                  to={tripPlannerPath(trip.id)}
                  aria-current={current ? 'page' : undefined}
                  className="min-w-0 flex-1 rounded-lg py-1"
                >
                  <span className="flex items-center gap-1.5">
                    <span className="truncate font-semibold text-ink">
                      {trip.title || UNTITLED_TRIP}
                    </span>
                    {trip.isShared ? (
                      <>
                        <Share2 aria-hidden="true" className="size-3.5 shrink-0 text-brand" />
                        <span className="sr-only">(shared)</span>
                      </>
                    ) : null}
                  </span>
                  <span className="block truncate text-xs text-ink-muted">
                    {[trip.destination, range].filter(Boolean).join(' · ') || 'No destination yet'}
                  </span>
                  <span className="block text-xs text-ink-muted">
                    {trip.dayCount} {trip.dayCount === 1 ? 'day' : 'days'} · {trip.activityCount}{' '}
                    {trip.activityCount === 1 ? 'activity' : 'activities'} ·{' '}
                    {formatPrice(trip.totalCost, trip.currency)}
                  </span>
                </Link>
                <button
                  type="button"
                  aria-label={`Delete ${trip.title || UNTITLED_TRIP}`}
                  onClick={() => setDeleting(trip)}
                  className="grid size-9 shrink-0 place-items-center rounded-full text-ink-muted hover:bg-danger-soft hover:text-danger"
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {trips.hasNextPage ? (
        <Button
          variant="ghost"
          size="sm"
          className="mt-3 w-full"
          disabled={trips.isFetchingNextPage}
          onClick={() => void trips.fetchNextPage()}
        >
          {trips.isFetchingNextPage ? 'Loading…' : 'Show more trips'}
        </Button>
      ) : null}
      {deleting ? (
        <DeleteTripDialog trip={deleting} onClose={() => setDeleting(null)} onDeleted={onDeleted} />
      ) : null}
    </Card>
  );
}
