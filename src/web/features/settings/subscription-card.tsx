import { Crown } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { TSelfUser } from '../../../contract/users.ts';
import { toast } from '../../app/toasts/toast-store.ts';
import { errorMessage } from '../../lib/api.ts';
import { Badge } from '../../ui/badge.tsx';
import { Button, buttonVariants } from '../../ui/button.tsx';
import { Card, CardHeader } from '../../ui/card.tsx';
import { formatPlanDate, planSummary } from '../subscribe/plan-text.ts';
import {
  useCancelSubscriptionMutation,
  useResumeSubscriptionMutation,
} from '../subscribe/queries.ts';

/**
 * Subscription card: the plan, its renewal or end date, Cancel (asked twice; Premium lasts to
 * the end of the paid period) and Resume before that date. The same for Stripe and the sandbox.
 */
export function SubscriptionCard({ user }: { user: TSelfUser }) {
  const { plan } = user;
  const [confirming, setConfirming] = useState(false);
  const cancel = useCancelSubscriptionMutation();
  const resume = useResumeSubscriptionMutation();
  const premium = plan.tier === 'premium';
  const canCancel = (premium && !plan.cancelAtPeriodEnd) || plan.status === 'past_due';
  const canResume = premium && plan.cancelAtPeriodEnd;
  const failed = (title: string) => (error: unknown) =>
    toast({ title, description: errorMessage(error, 'Please try again.'), variant: 'destructive' });

  function confirmCancel() {
    cancel.mutate(undefined, {
      onSuccess: (next) => {
        setConfirming(false);
        toast({
          title: 'Subscription cancelled',
          description: next.premiumUntil
            ? `Premium stays on until ${formatPlanDate(next.premiumUntil)}.`
            : undefined,
        });
      },
      onError: failed('Could not cancel'),
    });
  }

  return (
    <Card aria-labelledby="subscription-title">
      <CardHeader
        id="subscription-title"
        title="Subscription"
        description={plan.provider === 'sandbox' ? 'Sandbox payments — no real charge' : undefined}
        icon={<Crown className="size-5" />}
        action={<Badge tone={premium ? 'accent' : 'neutral'}>{premium ? 'Premium' : 'Free'}</Badge>}
      />
      <dl className="grid gap-1 text-sm">
        <div className="flex gap-2">
          <dt className="text-ink-muted">Plan</dt>
          <dd className="font-medium text-ink">{premium ? 'Premium — $9.99 per month' : 'Free'}</dd>
        </div>
        {plan.premiumUntil && (premium || plan.status === 'canceled') ? (
          <div className="flex gap-2">
            <dt className="text-ink-muted">
              {premium && !plan.cancelAtPeriodEnd ? 'Renews on' : premium ? 'Ends on' : 'Ended on'}
            </dt>
            <dd className="font-medium text-ink">{formatPlanDate(plan.premiumUntil)}</dd>
          </div>
        ) : null}
      </dl>
      {premium && !plan.cancelAtPeriodEnd ? (
        <p className="mt-2 text-sm text-ink-muted">
          Billed monthly. Cancel anytime: Premium stays on to the end of the month you paid for.
        </p>
      ) : (
        <p className="mt-2 text-sm text-ink-muted" data-testid="plan-summary">
          {planSummary(plan)}
        </p>
      )}

      {confirming ? (
        <div
          role="group"
          aria-labelledby="cancel-question"
          className="mt-4 rounded-xl border border-line bg-surface-muted p-4"
        >
          <p id="cancel-question" className="text-sm font-semibold text-ink">
            Cancel Premium?
          </p>
          <p className="mt-1 text-sm text-ink-muted">
            {plan.status === 'past_due'
              ? 'Your subscription ends now.'
              : `You keep every Premium benefit until ${formatPlanDate(plan.premiumUntil)}, and can resume before then.`}
          </p>
          <div className="mt-3 flex flex-wrap gap-3">
            <Button variant="danger" onClick={confirmCancel} disabled={cancel.isPending}>
              {cancel.isPending ? 'Cancelling…' : 'Yes, cancel'}
            </Button>
            <Button variant="outline" onClick={() => setConfirming(false)} autoFocus>
              Keep Premium
            </Button>
          </div>
        </div>
      ) : (
        <div className="mt-4 flex flex-wrap gap-3">
          {canResume ? (
            <Button
              onClick={() =>
                resume.mutate(undefined, {
                  onSuccess: () => toast({ title: 'Premium resumed', variant: 'success' }),
                  onError: failed('Could not resume'),
                })
              }
              disabled={resume.isPending}
            >
              {resume.isPending ? 'Resuming…' : 'Resume subscription'}
            </Button>
          ) : null}
          {canCancel ? (
            <Button variant="outline" onClick={() => setConfirming(true)}>
              Cancel subscription
            </Button>
          ) : null}
          {!premium ? (
            <Link to="/subscribe" className={buttonVariants()}>
              {plan.status === 'past_due' ? 'Pay with another card' : 'Go Premium'}
            </Link>
          ) : null}
        </div>
      )}
    </Card>
  );
}
