import { clsx } from 'clsx';
import type { TCohortRow } from '../../../contract/admin-dashboard.ts';
import { formatCount, formatDay, formatPercent } from './format.ts';

/** Shade steps by retention, so the grid reads at a glance in light and high-contrast themes. */
function shade(ratio: number): string {
  if (ratio >= 0.75) return 'bg-brand text-on-brand';
  if (ratio >= 0.4) return 'bg-brand-soft text-brand-strong font-semibold';
  if (ratio > 0) return 'bg-brand-soft/50 text-ink';
  return 'bg-surface-muted text-ink-muted';
}

/**
 * The sign-up retention grid: one row per sign-up week (oldest first), one column per week since
 * sign-up; a cell is the share of the cohort active that week. Weeks that have not begun stay empty.
 */
export function CohortGrid({ cohorts }: { cohorts: TCohortRow[] }) {
  const weeks = cohorts.length;
  return (
    <div
      className="overflow-x-auto rounded-xl border border-line"
      tabIndex={0}
      role="region"
      aria-label="Sign-up retention by week (scrolls sideways)"
    >
      <table className="w-full min-w-[44rem] border-collapse text-xs">
        <caption className="sr-only">
          Share of each week's sign-ups active in each following week
        </caption>
        <thead>
          <tr className="bg-surface-muted text-left text-ink-muted">
            <th scope="col" className="sticky left-0 bg-surface-muted px-3 py-2 font-semibold">
              Sign-up week
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              Members
            </th>
            {Array.from({ length: weeks }, (_, k) => (
              <th key={k} scope="col" className="px-1 py-2 text-center font-semibold">
                {k === 0 ? 'Week 0' : `+${k}`}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {cohorts.map((cohort) => (
            <tr key={cohort.week} className="border-t border-line">
              <th
                scope="row"
                className="px-3 py-1.5 text-left font-medium whitespace-nowrap text-ink"
              >
                {formatDay(cohort.week)}
              </th>
              <td className="px-3 py-1.5 text-right text-ink">{formatCount(cohort.members)}</td>
              {Array.from({ length: weeks }, (_, k) => {
                const active = cohort.active[k];
                if (active === undefined) return <td key={k} />;
                if (cohort.members === 0)
                  return (
                    <td key={k} className="px-1 py-1.5 text-center text-ink-muted">
                      –
                    </td>
                  );
                const ratio = active / cohort.members;
                return (
                  <td key={k} className="p-0.5">
                    <span
                      className={clsx('block rounded-md px-1 py-1 text-center', shade(ratio))}
                      title={`${formatCount(active)} of ${formatCount(cohort.members)}`}
                    >
                      {formatPercent(ratio)}
                    </span>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
