import { Plus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { currencySymbol } from '../../../contract/currency-format.ts';
import {
  ACTIVITY_COST_MAX,
  ACTIVITY_LOCATION_MAX,
  ACTIVITY_NOTES_MAX,
  ACTIVITY_TITLE_MAX,
} from '../../../contract/trips.ts';
import { Button } from '../../ui/button.tsx';
import { ACTIVITY_TYPE_OPTIONS } from './activity-types.ts';
import { LabelledInput, LabelledSelect, LabelledTextarea } from './labelled-field.tsx';
import { EMPTY_ACTIVITY, parseAmount, type ActivityInput } from './trip-model.ts';

type Values = Omit<ActivityInput, 'cost'> & { cost: string };

const toValues = (activity: ActivityInput): Values => ({
  ...activity,
  cost: activity.cost ? String(activity.cost) : '',
});

/**
 * The Add Activity form (spec 2 §2, §5): title required (the button waits for it, no message),
 * type, time, location, cost and notes; it resets after adding. With `initial` it edits an
 * activity instead.
 */
export function ActivityForm({
  currency,
  onSubmit,
  initial,
  submitLabel = 'Add Activity',
  onCancel,
  disabled = false,
  dayLabel,
}: {
  currency: string;
  onSubmit: (activity: ActivityInput) => void;
  initial?: ActivityInput;
  submitLabel?: string;
  onCancel?: () => void;
  disabled?: boolean;
  /** 'Day 2' (names the form for screen readers). */
  dayLabel?: string;
}) {
  const [values, setValues] = useState<Values>(() => toValues(initial ?? EMPTY_ACTIVITY));
  const set = (patch: Partial<Values>) => setValues((current) => ({ ...current, ...patch }));
  const ready = values.title.trim() !== '' && !disabled;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!ready) return;
    onSubmit({
      title: values.title.trim(),
      type: values.type,
      time: values.time,
      location: values.location.trim(),
      cost: parseAmount(values.cost),
      notes: values.notes.trim(),
    });
    if (!initial) setValues(toValues(EMPTY_ACTIVITY));
  }

  return (
    <form
      onSubmit={submit}
      aria-label={initial ? 'Edit activity' : `Add activity${dayLabel ? ` to ${dayLabel}` : ''}`}
      className="grid gap-3"
    >
      <div className="grid gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <LabelledInput
          label="Activity title"
          value={values.title}
          onChange={(event) => set({ title: event.target.value })}
          maxLength={ACTIVITY_TITLE_MAX}
          placeholder="e.g. Tram 28 ride"
          required
          aria-required="true"
        />
        <LabelledSelect
          label="Type"
          options={ACTIVITY_TYPE_OPTIONS}
          value={values.type}
          onChange={(event) => set({ type: event.target.value as Values['type'] })}
        />
      </div>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,2fr)_minmax(0,1fr)]">
        <LabelledInput
          label="Time"
          type="time"
          value={values.time}
          onChange={(event) => set({ time: event.target.value })}
        />
        <div className="col-span-2 row-start-2 sm:col-span-1 sm:row-start-auto">
          <LabelledInput
            label="Location"
            value={values.location}
            onChange={(event) => set({ location: event.target.value })}
            maxLength={ACTIVITY_LOCATION_MAX}
            placeholder="Address or place"
          />
        </div>
        <LabelledInput
          label={`Cost (${currencySymbol(currency).trim()})`}
          type="number"
          inputMode="decimal"
          min={0}
          max={ACTIVITY_COST_MAX}
          step="any"
          value={values.cost}
          onChange={(event) => set({ cost: event.target.value })}
          placeholder="0"
        />
      </div>
      <LabelledTextarea
        label="Notes"
        value={values.notes}
        onChange={(event) => set({ notes: event.target.value })}
        maxLength={ACTIVITY_NOTES_MAX}
        placeholder="Booking reference, what to bring…"
        className="min-h-20!"
      />
      <div className="flex flex-wrap justify-end gap-2">
        {onCancel ? (
          <Button variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
        <Button type="submit" disabled={!ready} className="w-full sm:w-auto">
          {initial ? null : <Plus aria-hidden="true" className="size-4" />}
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
