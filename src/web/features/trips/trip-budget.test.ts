import { describe, expect, it } from 'vitest';
import { budgetSummary, daySpent, totalSpent } from './trip-budget.ts';

const trip = (budget: number, ...costs: number[][]) => ({
  budget,
  days: costs.map((day) => ({ activities: day.map((cost) => ({ cost })) })),
});

describe('budget summary (spec 2 §5)', () => {
  it('adds every activity of every day, in cents', () => {
    expect(totalSpent(trip(0, [0.1, 0.2], [19.99]))).toBe(20.29);
    expect(daySpent({ activities: [{ cost: 0.1 }, { cost: 0.2 }] })).toBe(0.3);
    expect(totalSpent(trip(0))).toBe(0);
  });

  it('shows spent against the budget with the remainder (green when not negative)', () => {
    expect(budgetSummary(trip(1000, [120, 80], [300]))).toEqual({
      budget: 1000,
      spent: 500,
      remaining: 500,
      percent: 50,
      over: false,
    });
    const exact = budgetSummary(trip(300, [100.1, 199.9]));
    expect(exact.remaining).toBe(0);
    expect(exact.over).toBe(false);
    expect(exact.percent).toBe(100);
  });

  it('caps the bar at 100 percent and goes negative (red) over budget', () => {
    const over = budgetSummary(trip(500, [450], [200.5]));
    expect(over.spent).toBe(650.5);
    expect(over.remaining).toBe(-150.5);
    expect(over.over).toBe(true);
    expect(over.percent).toBe(100);
  });

  it('fills the bar for any spending without a budget, and stays empty for none', () => {
    expect(budgetSummary(trip(0, [10])).percent).toBe(100);
    expect(budgetSummary(trip(0, [10])).over).toBe(true);
    expect(budgetSummary(trip(0)).percent).toBe(0);
    expect(budgetSummary(trip(0)).over).toBe(false);
  });
});
