import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  changePasswordRoute,
  forgotPasswordRoute,
  resendVerificationRoute,
  resetPasswordRoute,
  signOutEverywhereRoute,
  verifyEmailRoute,
  type TChangePasswordBody,
  type TForgotPasswordBody,
  type TResetPasswordBody,
} from '../../../contract/account.ts';
import { api } from '../../lib/api.ts';
import { authKeys } from '../auth/queries.ts';

/** Following the link: the user record changes (verified, maybe admin), so it is refetched. */
export function useVerifyEmailMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => api(verifyEmailRoute, { body: { token } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authKeys.user }),
  });
}

/** The banner's "Resend": a new verification link by e-mail. */
export function useResendVerificationMutation() {
  return useMutation({ mutationFn: () => api(resendVerificationRoute) });
}

/** Other devices are signed out by the change, so the Sessions card is refreshed. */
export function useChangePasswordMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TChangePasswordBody) => api(changePasswordRoute, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authKeys.sessions }),
  });
}

export function useForgotPasswordMutation() {
  return useMutation({
    mutationFn: (body: TForgotPasswordBody) => api(forgotPasswordRoute, { body }),
  });
}

/**
 * A reset signs out every session, this browser's too if it had one, so the user record is
 * re-checked (it turns into signed-out).
 */
export function useResetPasswordMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TResetPasswordBody) => api(resetPasswordRoute, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authKeys.user }),
  });
}

export function useSignOutEverywhereMutation() {
  return useMutation({ mutationFn: () => api(signOutEverywhereRoute) });
}
