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
import { beginSigningOut, cancelSigningOut, restartSignedOut } from '../../lib/signing-out.ts';
import { authKeys } from '../auth/queries.ts';

/**
 * Re-reads the user record after a change on the server (verified, now admin, or signed out by a
 * reset), but only when someone is signed in here: refetching a signed-out user query turns it
 * back into "loading", which would swap the page for a spinner and lose what it shows.
 */
export function useRecheckUser() {
  const queryClient = useQueryClient();
  return () => {
    if (queryClient.getQueryData(authKeys.user) === undefined) return;
    void queryClient.invalidateQueries({ queryKey: authKeys.user });
  };
}

/** Following the link; the page records the outcome in its URL, then re-checks the user. */
export function useVerifyEmailMutation() {
  return useMutation({
    mutationFn: (token: string) => api(verifyEmailRoute, { body: { token } }),
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
 * A reset signs out every session, this browser's too if it had one; the page records the outcome
 * in its URL, then re-checks the user.
 */
export function useResetPasswordMutation() {
  return useMutation({
    mutationFn: (body: TResetPasswordBody) => api(resetPasswordRoute, { body }),
  });
}

/**
 * Ends every session, this device's too, then restarts the app signed out. The restart lives on
 * the mutation rather than on the button so that it runs even if the screen unmounts meanwhile.
 */
export function useSignOutEverywhereMutation() {
  return useMutation({
    mutationFn: () => api(signOutEverywhereRoute),
    onMutate: beginSigningOut,
    onSuccess: restartSignedOut,
    onError: cancelSigningOut,
  });
}
