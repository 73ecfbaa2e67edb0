import { clsx } from 'clsx';
import { Wallet } from 'lucide-react';
import { useId } from 'react';
import { formatPrice } from '../../../contract/currency-format.ts';
import { budgetSummary } from './trip-budget.ts';
import type { Day } from './trip-model.ts';

/**
 * Spec 2 §5: spent against the budget, the bar capped at 100 percent, the remainder red when
 * negative and green otherwise. Amounts are in the trip's currency.
 */
export function BudgetSummary({
  budget,
  days,
  currency,
  travelers,
}: {
  budget: number;
  days: readonly Pick<Day, 'activities'>[];
  currency: string;
  travelers: number;
}) {
  const titleId = useId();
  const summary = budgetSummary({ budget, days });
  const perPerson = travelers > 0 ? summary.spent / travelers : summary.spent;
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-2xl border border-line bg-surface-muted/60 p-4"
      data-testid="budget-summary"
    >
      <div className="flex items-center justify-between gap-3">
        <h3 id={titleId} className="flex items-center gap-2 text-sm font-semibold text-ink">
          <Wallet aria-hidden="true" className="size-4 text-brand" />
          Budget summary
        </h3>
        <span className="text-xs text-ink-muted">
          {formatPrice(perPerson, currency)} per traveler
        </span>
      </div>
      <dl className="mt-3 grid grid-cols-3 gap-2 text-sm">
        <div>
          <dt className="text-xs text-ink-muted">Spent</dt>
          <dd className="font-semibold text-ink tabular-nums" data-testid="budget-spent">
            {formatPrice(summary.spent, currency)}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-ink-muted">Budget</dt>
          <dd className="font-semibold text-ink tabular-nums" data-testid="budget-total">
            {formatPrice(summary.budget, currency)}
          </dd>
        </div>
        <div className="text-right">
          <dt className="text-xs text-ink-muted">Remaining</dt>
          <dd
            data-testid="budget-remaining"
            data-over={summary.over ? 'true' : 'false'}
            className={clsx(
              'font-semibold tabular-nums',
              summary.over ? 'text-danger' : 'text-green-700',
            )}
          >
            {formatPrice(summary.remaining, currency)}
            {summary.over ? <span className="sr-only"> (over budget)</span> : null}
          </dd>
        </div>
      </dl>
      <div
        role="meter"
        aria-label="Budget used"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(summary.percent)}
        aria-valuetext={`${Math.round(summary.percent)}% of the budget used`}
        className="mt-3 h-2.5 overflow-hidden rounded-full bg-line"
      >
        <div
          data-testid="budget-bar"
          className={clsx(
            'h-full rounded-full transition-[width] duration-500',
            summary.over ? 'bg-danger' : 'bg-brand',
          )}
          style={{ width: `${summary.percent}%` }}
        />
      </div>
    </section>
  );
}
