/**
 * The budget summary's figures (spec 2 §5): what the activities cost against the budget, the bar
 * capped at 100 percent, and a remainder that goes negative (red) when the plan costs more.
 */

type Costed = { days: readonly { activities: readonly { cost: number }[] }[] };

/** Money is summed in cents so 0.1 + 0.2 reads as 0.3 and a remainder of zero is exactly zero. */
const cents = (amount: number) => (Number.isFinite(amount) ? Math.round(amount * 100) : 0);

/** What every activity of every day costs together. */
export function totalSpent(trip: Costed): number {
  let total = 0;
  for (const day of trip.days) for (const activity of day.activities) total += cents(activity.cost);
  return total / 100;
}

/** One day's activities together. */
export function daySpent(day: Costed['days'][number]): number {
  return day.activities.reduce((sum, activity) => sum + cents(activity.cost), 0) / 100;
}

export type BudgetSummary = {
  budget: number;
  spent: number;
  remaining: number;
  /** 0–100: the bar's width (capped at 100 percent, spec 2 §5). */
  percent: number;
  /** The plan costs more than the budget: the remainder shows red. */
  over: boolean;
};

/** The summary of a trip: with no budget set, any spending fills the bar. */
export function budgetSummary(trip: Costed & { budget: number }): BudgetSummary {
  const budget = Math.max(0, cents(trip.budget)) / 100;
  const spent = totalSpent(trip);
  const remaining = (cents(budget) - cents(spent)) / 100;
  const ratio = budget > 0 ? (spent / budget) * 100 : spent > 0 ? 100 : 0;
  return {
    budget,
    spent,
    remaining,
    percent: Math.min(100, Math.max(0, ratio)),
    over: remaining < 0,
  };
}
