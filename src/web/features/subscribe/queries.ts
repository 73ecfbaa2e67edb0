import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  cancelSubscriptionRoute,
  confirmSandboxPaymentRoute,
  createSubscriptionRoute,
  refreshSubscriptionRoute,
  resumeSubscriptionRoute,
  type TPlan,
  type TSandboxConfirmBody,
} from '../../../contract/payments.ts';
import type { TSelfUser } from '../../../contract/users.ts';
import { api } from '../../lib/api.ts';
import { authKeys } from '../auth/queries.ts';

/** Writes a plan the server answered into the signed-in user, so every screen shows it at once. */
function usePlanWriter() {
  const queryClient = useQueryClient();
  return (plan: TPlan) =>
    queryClient.setQueryData<TSelfUser>(authKeys.user, (user) =>
      user ? { ...user, plan, isPremium: plan.tier === 'premium' } : user,
    );
}

/** POST /api/create-subscription: the client secret of the payment step (spec 1 §7). */
export function useCreateSubscriptionMutation() {
  return useMutation({ mutationFn: () => api(createSubscriptionRoute) });
}

/** The sandbox's payment step; the plan it answers is the server's, never assumed here. */
export function useConfirmSandboxPaymentMutation() {
  const writePlan = usePlanWriter();
  return useMutation({
    mutationFn: (body: TSandboxConfirmBody) => api(confirmSandboxPaymentRoute, { body }),
    onSuccess: writePlan,
  });
}

/** After Stripe.js confirmed: the server reads the subscription from Stripe. */
export function useRefreshSubscriptionMutation() {
  const writePlan = usePlanWriter();
  return useMutation({ mutationFn: () => api(refreshSubscriptionRoute), onSuccess: writePlan });
}

export function useCancelSubscriptionMutation() {
  const writePlan = usePlanWriter();
  return useMutation({ mutationFn: () => api(cancelSubscriptionRoute), onSuccess: writePlan });
}

export function useResumeSubscriptionMutation() {
  const writePlan = usePlanWriter();
  return useMutation({ mutationFn: () => api(resumeSubscriptionRoute), onSuccess: writePlan });
}
