import { clsx } from 'clsx';
import { ArrowDown, ArrowUp, Clock, MapPin, Pencil, Trash2 } from 'lucide-react';
import { formatPrice } from '../../../contract/currency-format.ts';
import { ACTIVITY_TYPE_STYLE } from './activity-types.ts';
import type { Activity } from './trip-model.ts';

/** '09:30' → '9:30 AM' (the input keeps the 24-hour value). */
export function formatTime(time: string): string {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match) return time;
  const hours = Number(match[1]);
  const suffix = hours < 12 ? 'AM' : 'PM';
  return `${hours % 12 === 0 ? 12 : hours % 12}:${match[2]} ${suffix}`;
}

/** The type's coloured chip (spec 2 §3 colours). */
export function ActivityTypeChip({ type }: { type: Activity['type'] }) {
  const style = ACTIVITY_TYPE_STYLE[type];
  const Icon = style.icon;
  return (
    <span
      className={clsx(
        'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold',
        style.chip,
      )}
      data-type={type}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {style.label}
    </span>
  );
}

/** One activity's content: shared by the planner and the read-only shared page. */
export function ActivityDetails({ activity }: { activity: Activity }) {
  return (
    <div className="min-w-0 flex-1">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <ActivityTypeChip type={activity.type} />
        {activity.time ? (
          <span className="inline-flex items-center gap-1 text-xs font-medium text-ink-muted">
            <Clock aria-hidden="true" className="size-3.5" />
            <time dateTime={activity.time}>{formatTime(activity.time)}</time>
          </span>
        ) : null}
      </div>
      <h4 className="mt-1.5 font-semibold break-words text-ink">{activity.title}</h4>
      {activity.location ? (
        <p className="mt-0.5 flex items-start gap-1 text-sm text-ink-muted">
          <MapPin aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
          <span className="break-words">{activity.location}</span>
        </p>
      ) : null}
      {activity.notes ? (
        <p className="mt-1.5 text-sm break-words whitespace-pre-line text-ink-muted">
          {activity.notes}
        </p>
      ) : null}
    </div>
  );
}

export function ActivityCost({ cost, currency }: { cost: number; currency: string }) {
  return (
    <span
      className="shrink-0 text-sm font-semibold text-ink tabular-nums"
      data-testid="activity-cost"
    >
      {cost > 0 ? formatPrice(cost, currency) : 'Free'}
    </span>
  );
}

const iconButton =
  'grid size-9 place-items-center rounded-full text-ink-muted hover:bg-surface-muted hover:text-ink disabled:cursor-not-allowed disabled:opacity-35';

/**
 * A day's activities in order, each with move up / move down (keyboard reordering), edit and
 * delete. The coloured edge and dot follow the activity's type.
 */
export function ActivityList({
  activities,
  currency,
  onMove,
  onEdit,
  onDelete,
}: {
  activities: readonly Activity[];
  currency: string;
  onMove: (activity: Activity, offset: -1 | 1) => void;
  onEdit: (activity: Activity, button: HTMLButtonElement) => void;
  onDelete: (activity: Activity, index: number) => void;
}) {
  return (
    <ol className="grid gap-3" aria-label="Activities">
      {activities.map((activity, index) => (
        <li
          key={activity.id}
          data-testid="activity"
          data-activity-id={activity.id}
          className={clsx(
            'rounded-2xl border border-l-4 border-line bg-surface p-3.5 shadow-sm sm:p-4',
            ACTIVITY_TYPE_STYLE[activity.type].border,
          )}
        >
          <div className="flex items-start gap-3">
            <ActivityDetails activity={activity} />
            <ActivityCost cost={activity.cost} currency={currency} />
          </div>
          <div className="mt-2 flex items-center justify-end gap-0.5 border-t border-line pt-2">
            <button
              type="button"
              className={iconButton}
              aria-label={`Move ${activity.title} up`}
              data-move="up"
              disabled={index === 0}
              onClick={() => onMove(activity, -1)}
            >
              <ArrowUp aria-hidden="true" className="size-4" />
            </button>
            <button
              type="button"
              className={iconButton}
              aria-label={`Move ${activity.title} down`}
              data-move="down"
              disabled={index === activities.length - 1}
              onClick={() => onMove(activity, 1)}
            >
              <ArrowDown aria-hidden="true" className="size-4" />
            </button>
            <button
              type="button"
              className={iconButton}
              aria-label={`Edit ${activity.title}`}
              onClick={(event) => onEdit(activity, event.currentTarget)}
            >
              <Pencil aria-hidden="true" className="size-4" />
            </button>
            <button
              type="button"
              className={clsx(iconButton, 'hover:bg-danger-soft! hover:text-danger!')}
              aria-label={`Delete ${activity.title}`}
              onClick={() => onDelete(activity, index)}
            >
              <Trash2 aria-hidden="true" className="size-4" />
            </button>
          </div>
        </li>
      ))}
    </ol>
  );
}
