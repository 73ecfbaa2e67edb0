import * as Tabs from '@radix-ui/react-tabs';
import { CalendarDays, Compass, Undo2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { formatPrice } from '../../../contract/currency-format.ts';
import { TRIP_MAX_ACTIVITIES_PER_DAY } from '../../../contract/trips.ts';
import { Card, CardHeader } from '../../ui/card.tsx';
import { ModalDialog } from '../../ui/modal-dialog.tsx';
import { ActivityForm } from './activity-form.tsx';
import { ActivityList } from './activity-list.tsx';
import { daySpent } from './trip-budget.ts';
import { longDate, shortDate, weekday } from './trip-days.ts';
import { newActivityId, type Activity, type Day, type TripAction } from './trip-model.ts';

/** Spec 2 §2: the itinerary's empty state. */
export const READY_TO_PLAN = 'Ready to Plan?';
/** How long the Undo of a deleted activity stays offered. */
export const UNDO_MS = 10_000;

export const dayLabel = (index: number) => `Day ${index + 1}`;

const TRIGGER =
  'group grid min-w-[4.75rem] shrink-0 justify-items-center gap-0.5 rounded-2xl border border-line bg-surface px-3 py-2 text-ink-muted transition-colors hover:border-brand/40 hover:text-ink data-[state=active]:border-brand data-[state=active]:bg-brand data-[state=active]:text-on-brand';

type Removed = { dayId: string; activity: Activity; index: number };

/** 'Ready to Plan?': no days until the dates are chosen and the itinerary generated. */
function ReadyToPlan() {
  return (
    <div className="grid justify-items-center gap-3 rounded-2xl border border-dashed border-line bg-surface-muted/50 px-6 py-14 text-center">
      <span className="grid size-14 place-items-center rounded-full bg-brand-soft text-brand">
        <Compass aria-hidden="true" className="size-7" />
      </span>
      <h3 className="font-display text-2xl font-semibold text-ink">{READY_TO_PLAN}</h3>
      <p className="max-w-sm text-sm text-ink-muted">
        Pick your start and end dates in Trip Details, then press Generate Itinerary to get one day
        for every date of your trip.
      </p>
    </div>
  );
}

/**
 * The Trip Itinerary card (spec 2 §2): a tab per day ('Day N' and a short date), each with the
 * Add Activity form and the day's activities (reorder, edit, delete with Undo).
 */
export function ItineraryCard({
  days,
  currency,
  selectedDayId,
  onSelectDay,
  edit,
}: {
  days: readonly Day[];
  currency: string;
  selectedDayId: string | null;
  onSelectDay: (id: string) => void;
  edit: (action: TripAction) => void;
}) {
  const [removed, setRemoved] = useState<Removed | null>(null);
  const [editing, setEditing] = useState<{ dayId: string; activity: Activity } | null>(null);
  const [returnFocus, setReturnFocus] = useState<HTMLElement | null>(null);
  const [moved, setMoved] = useState<{ id: string; direction: 'up' | 'down'; n: number } | null>(
    null,
  );
  const panels = useRef<HTMLDivElement>(null);
  const undoButton = useRef<HTMLButtonElement>(null);
  const selected = days.find((day) => day.id === selectedDayId) ?? days[0];

  useEffect(() => {
    if (!removed) return;
    // The deleted activity's button is gone: focus goes to Undo rather than to the page's start.
    undoButton.current?.focus();
    const timer = setTimeout(() => setRemoved(null), UNDO_MS);
    return () => clearTimeout(timer);
  }, [removed]);

  // Keyboard reordering: focus follows the moved activity (its button, or the other one at an end).
  useEffect(() => {
    if (!moved || !panels.current) return;
    const item = panels.current.querySelector(`[data-activity-id="${CSS.escape(moved.id)}"]`);
    const wanted = item?.querySelector<HTMLButtonElement>(`[data-move="${moved.direction}"]`);
    const other = item?.querySelector<HTMLButtonElement>(
      `[data-move="${moved.direction === 'up' ? 'down' : 'up'}"]`,
    );
    (wanted && !wanted.disabled ? wanted : other)?.focus();
  }, [moved]);

  return (
    <Card aria-labelledby="trip-itinerary-title" padding="none" className="p-4 sm:p-6">
      <CardHeader
        id="trip-itinerary-title"
        title="Trip Itinerary"
        icon={<CalendarDays className="size-5" />}
        description={
          days.length > 0
            ? `${days.length} ${days.length === 1 ? 'day' : 'days'} · pick a day to plan it`
            : 'Your days appear here'
        }
      />
      {days.length === 0 || !selected ? (
        <ReadyToPlan />
      ) : (
        <Tabs.Root
          value={selected.id}
          onValueChange={onSelectDay}
          activationMode="manual"
          className="grid gap-5"
        >
          <Tabs.List
            aria-label="Days"
            className="-mx-1 flex gap-2 overflow-x-auto px-1 pt-1 pb-2 [scrollbar-width:thin]"
          >
            {days.map((day, index) => (
              <Tabs.Trigger
                key={day.id}
                value={day.id}
                className={TRIGGER}
                data-testid="day-tab"
                aria-label={`${dayLabel(index)}, ${longDate(day.date)}${
                  day.activities.length
                    ? `, ${day.activities.length} ${day.activities.length === 1 ? 'activity' : 'activities'}`
                    : ''
                }`}
              >
                <span className="text-sm font-semibold text-ink group-data-[state=active]:text-on-brand">
                  {dayLabel(index)}
                </span>
                <span className="text-xs">{shortDate(day.date)}</span>
                <span
                  aria-hidden="true"
                  className={
                    day.activities.length
                      ? 'size-1.5 rounded-full bg-accent group-data-[state=active]:bg-on-brand'
                      : 'size-1.5'
                  }
                />
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <div ref={panels}>
            {days.map((day, index) => (
              <Tabs.Content key={day.id} value={day.id} className="grid gap-5">
                <div className="flex flex-wrap items-end justify-between gap-2">
                  <div>
                    <h3 className="font-display text-xl font-semibold text-ink">
                      {dayLabel(index)}
                    </h3>
                    <p className="text-sm text-ink-muted">
                      {weekday(day.date)}, {shortDate(day.date)}
                    </p>
                  </div>
                  <p className="text-sm text-ink-muted">
                    {day.activities.length}{' '}
                    {day.activities.length === 1 ? 'activity' : 'activities'} ·{' '}
                    <span className="font-semibold text-ink">
                      {formatPrice(daySpent(day), currency)}
                    </span>
                  </p>
                </div>
                <div className="rounded-2xl border border-line bg-surface-muted/50 p-4">
                  <h4 className="mb-3 text-sm font-semibold text-ink">Add Activity</h4>
                  <ActivityForm
                    currency={currency}
                    dayLabel={dayLabel(index)}
                    disabled={day.activities.length >= TRIP_MAX_ACTIVITIES_PER_DAY}
                    onSubmit={(input) =>
                      edit({
                        type: 'add',
                        dayId: day.id,
                        activity: { ...input, id: newActivityId() },
                      })
                    }
                  />
                </div>
                {removed && removed.dayId === day.id ? (
                  <div
                    role="status"
                    className="flex items-center justify-between gap-3 rounded-xl bg-ink px-4 py-2.5 text-sm text-surface"
                  >
                    <span className="min-w-0 truncate">Removed “{removed.activity.title}”</span>
                    <button
                      ref={undoButton}
                      type="button"
                      className="inline-flex shrink-0 items-center gap-1.5 rounded-full px-3 py-1 font-semibold text-sun hover:bg-white/10"
                      onClick={() => {
                        edit({ type: 'restore', ...removed });
                        setRemoved(null);
                      }}
                    >
                      <Undo2 aria-hidden="true" className="size-4" />
                      Undo
                    </button>
                  </div>
                ) : null}
                {day.activities.length === 0 ? (
                  <p className="rounded-2xl border border-dashed border-line px-4 py-8 text-center text-sm text-ink-muted">
                    No activities on {dayLabel(index)} yet. Add the first one above.
                  </p>
                ) : (
                  <ActivityList
                    activities={day.activities}
                    currency={currency}
                    onMove={(activity, offset) => {
                      edit({ type: 'move', dayId: day.id, activityId: activity.id, offset });
                      setMoved((last) => ({
                        id: activity.id,
                        direction: offset < 0 ? 'up' : 'down',
                        n: (last?.n ?? 0) + 1,
                      }));
                    }}
                    onEdit={(activity, button) => {
                      setReturnFocus(button);
                      setEditing({ dayId: day.id, activity });
                    }}
                    onDelete={(activity, at) => {
                      edit({ type: 'remove', dayId: day.id, activityId: activity.id });
                      setRemoved({ dayId: day.id, activity, index: at });
                    }}
                  />
                )}
              </Tabs.Content>
            ))}
          </div>
        </Tabs.Root>
      )}
      {editing ? (
        <ModalDialog
          open
          title="Edit activity"
          description={editing.activity.title}
          onClose={() => setEditing(null)}
          returnFocus={returnFocus}
        >
          <ActivityForm
            currency={currency}
            initial={editing.activity}
            submitLabel="Save changes"
            onCancel={() => setEditing(null)}
            onSubmit={(input) => {
              edit({
                type: 'update',
                dayId: editing.dayId,
                activity: { ...input, id: editing.activity.id },
              });
              setEditing(null);
            }}
          />
        </ModalDialog>
      ) : null}
    </Card>
  );
}
