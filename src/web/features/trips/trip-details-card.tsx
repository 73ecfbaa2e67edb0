import { ClipboardList, Minus, Plus, Sparkles } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import {
  TRAVELERS_MAX,
  TRAVELERS_MIN,
  TRIP_BUDGET_MAX,
  TRIP_DESCRIPTION_MAX,
  TRIP_DESTINATION_MAX,
  TRIP_MAX_DAYS,
  TRIP_TITLE_MAX,
} from '../../../contract/trips.ts';
import { Button } from '../../ui/button.tsx';
import { Card, CardHeader } from '../../ui/card.tsx';
import { Input } from '../../ui/input.tsx';
import { LocationInput } from '../destinations/location-input.tsx';
import { ConfirmDialog } from '../posts/confirm-dialog.tsx';
import { useCurrency } from '../tours/currency.ts';
import { BudgetSummary } from './budget-summary.tsx';
import { Labelled, LabelledInput, LabelledSelect, LabelledTextarea } from './labelled-field.tsx';
import { tripLength } from './trip-days.ts';
import {
  activitiesDroppedBy,
  canGenerate,
  clampTravelers,
  hasActivities,
  parseBudget,
  type TripAction,
  type TripDraft,
} from './trip-model.ts';

/** A number field's text, kept while typing ('12.' is on its way to 12.5) and synced from outside. */
function useNumberText(value: number, blankWhenZero: boolean) {
  const shown = (n: number) => (blankWhenZero && n === 0 ? '' : String(n));
  const [text, setText] = useState(() => shown(value));
  const last = useRef(value);
  useEffect(() => {
    if (last.current !== value) {
      last.current = value;
      setText((current) => (Number(current) === value ? current : shown(value)));
    }
    // `shown` depends only on blankWhenZero.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value]);
  return [text, setText, shown] as const;
}

type Confirm =
  | { kind: 'regenerate'; count: number }
  | { kind: 'shorten'; count: number; startDate: string; endDate: string };

/**
 * The Trip Details card (spec 2 §2): title, destination (the catalogue's autocomplete), dates,
 * budget, travelers (at least 1), description, Generate Itinerary (waits for both dates; asks
 * before throwing activities away) and the budget summary.
 */
export function TripDetailsCard({
  trip,
  edit,
  onGenerated,
}: {
  trip: TripDraft;
  edit: (action: TripAction) => void;
  onGenerated: () => void;
}) {
  const { options: currencies } = useCurrency();
  const [budgetText, setBudgetText] = useNumberText(trip.budget, true);
  const [travelersText, setTravelersText, showTravelers] = useNumberText(trip.travelers, false);
  const [confirm, setConfirm] = useState<Confirm | null>(null);
  const tooLong = tripLength(trip.startDate, trip.endDate) > TRIP_MAX_DAYS;
  const ready = canGenerate(trip);

  const set = (patch: Partial<Omit<TripDraft, 'days'>>) => edit({ type: 'set', patch });
  const generate = () => {
    edit({ type: 'generate' });
    onGenerated();
  };
  const changeDates = (startDate: string, endDate: string) => {
    const count = activitiesDroppedBy(trip, startDate, endDate);
    if (count > 0) setConfirm({ kind: 'shorten', count, startDate, endDate });
    else edit({ type: 'dates', startDate, endDate });
  };
  const setTravelers = (value: number) => {
    const next = clampTravelers(value);
    setTravelersText(showTravelers(next));
    set({ travelers: next });
  };
  const activityCount = (count: number) => `${count} ${count === 1 ? 'activity' : 'activities'}`;

  return (
    <Card aria-labelledby="trip-details-title" padding="none" className="p-4 sm:p-6">
      <CardHeader
        id="trip-details-title"
        title="Trip Details"
        icon={<ClipboardList className="size-5" />}
        description="Saved as you type"
      />
      <div className="grid gap-4">
        <LabelledInput
          label="Trip title"
          value={trip.title}
          onChange={(event) => set({ title: event.target.value })}
          maxLength={TRIP_TITLE_MAX}
          placeholder="Summer in Lisbon"
        />
        <Labelled label="Destination">
          {(id) => (
            <LocationInput
              id={id}
              value={trip.destination}
              onChange={(destination) => set({ destination })}
              onChoose={(destination) => set({ destination: destination.label })}
              maxLength={TRIP_DESTINATION_MAX}
              placeholder="Where are you going?"
            />
          )}
        </Labelled>
        {/* Side by side only where two date inputs fit (a phone's card is too narrow for them). */}
        <div className="@container">
          <div className="grid gap-3 @sm:grid-cols-2" data-testid="trip-dates">
            <LabelledInput
              label="Start date"
              type="date"
              value={trip.startDate}
              max={trip.endDate || undefined}
              onChange={(event) => changeDates(event.target.value, trip.endDate)}
            />
            <LabelledInput
              label="End date"
              type="date"
              value={trip.endDate}
              min={trip.startDate || undefined}
              onChange={(event) => changeDates(trip.startDate, event.target.value)}
            />
          </div>
        </div>
        {tooLong ? (
          <p className="-mt-2 text-xs text-ink-muted">
            A trip plan covers up to {TRIP_MAX_DAYS} days.
          </p>
        ) : null}
        <div className="grid grid-cols-[minmax(0,1fr)_6.5rem] gap-3">
          <LabelledInput
            label="Budget"
            type="number"
            inputMode="decimal"
            min={0}
            max={TRIP_BUDGET_MAX}
            step="any"
            placeholder="0"
            value={budgetText}
            onChange={(event) => {
              setBudgetText(event.target.value);
              set({ budget: parseBudget(event.target.value) });
            }}
          />
          <LabelledSelect
            label="Currency"
            options={currencies.map((option) => ({ value: option.code, label: option.code }))}
            value={trip.currency}
            className="pr-6! pl-3!"
            onChange={(event) => set({ currency: event.target.value })}
          />
        </div>
        <Labelled label="Travelers">
          {(id) => (
            <div className="flex items-center gap-2">
              <Button
                variant="outline"
                size="icon"
                aria-label="One traveler fewer"
                disabled={trip.travelers <= TRAVELERS_MIN}
                onClick={() => setTravelers(trip.travelers - 1)}
              >
                <Minus aria-hidden="true" className="size-4" />
              </Button>
              <Input
                id={id}
                type="number"
                inputMode="numeric"
                min={TRAVELERS_MIN}
                max={TRAVELERS_MAX}
                step={1}
                className="w-20 text-center"
                value={travelersText}
                onChange={(event) => {
                  setTravelersText(event.target.value);
                  const value = Number(event.target.value);
                  if (event.target.value !== '' && Number.isFinite(value)) {
                    set({ travelers: clampTravelers(value) });
                  }
                }}
                onBlur={() => setTravelersText(showTravelers(trip.travelers))}
              />
              <Button
                variant="outline"
                size="icon"
                aria-label="One more traveler"
                disabled={trip.travelers >= TRAVELERS_MAX}
                onClick={() => setTravelers(trip.travelers + 1)}
              >
                <Plus aria-hidden="true" className="size-4" />
              </Button>
            </div>
          )}
        </Labelled>
        <LabelledTextarea
          label="Description"
          value={trip.description}
          onChange={(event) => set({ description: event.target.value })}
          maxLength={TRIP_DESCRIPTION_MAX}
          placeholder="What is this trip about?"
          className="min-h-24!"
        />
        <Button
          size="lg"
          disabled={!ready}
          onClick={() => {
            if (hasActivities(trip)) {
              const count = trip.days.reduce((sum, day) => sum + day.activities.length, 0);
              setConfirm({ kind: 'regenerate', count });
            } else generate();
          }}
        >
          <Sparkles aria-hidden="true" className="size-5" />
          Generate Itinerary
        </Button>
        <BudgetSummary
          budget={trip.budget}
          days={trip.days}
          currency={trip.currency}
          travelers={trip.travelers}
        />
      </div>
      {confirm ? (
        <ConfirmDialog
          title={confirm.kind === 'regenerate' ? 'Start the itinerary again?' : 'Shorten the trip?'}
          description={
            confirm.kind === 'regenerate'
              ? `Generating the itinerary again replaces every day and removes ${activityCount(confirm.count)}.`
              : `The new dates drop the last days of the trip and the ${activityCount(confirm.count)} planned on them.`
          }
          cancelLabel="Keep my plan"
          confirmLabel={confirm.kind === 'regenerate' ? 'Regenerate' : 'Change dates'}
          onClose={() => setConfirm(null)}
          onConfirm={() => {
            if (confirm.kind === 'regenerate') generate();
            else edit({ type: 'dates', startDate: confirm.startDate, endDate: confirm.endDate });
            setConfirm(null);
          }}
        />
      ) : null}
    </Card>
  );
}
