import type { TPlan } from '../../../contract/payments.ts';

/** "12 December 2026": the renewal or end date as members read it. */
export function formatPlanDate(iso: string | null): string {
  if (!iso) return '';
  return new Date(iso).toLocaleDateString('en', { day: 'numeric', month: 'long', year: 'numeric' });
}

/** One sentence on where the plan stands, for the premium page and the settings card. */
export function planSummary(plan: TPlan): string {
  const date = formatPlanDate(plan.premiumUntil);
  if (plan.tier === 'premium') {
    return plan.cancelAtPeriodEnd
      ? `Cancelled — Premium stays on until ${date}.`
      : `Renews on ${date} for $9.99.`;
  }
  if (plan.status === 'past_due') return 'Your last renewal payment was declined.';
  if (plan.status === 'canceled' && plan.premiumUntil) return `Premium ended on ${date}.`;
  return 'Free plan.';
}
