import { MailCheck } from 'lucide-react';
import type { TSelfUser } from '../../../contract/users.ts';
import { toast } from '../../app/toasts/toast-store.ts';
import { errorMessage } from '../../lib/api.ts';
import { Button } from '../../ui/button.tsx';
import { useResendVerificationMutation } from './queries.ts';

/**
 * A gentle reminder for members who have not confirmed their address yet: the whole app works
 * meanwhile; the banner only offers to send the link again.
 */
export function VerifyEmailBanner({ user }: { user: Pick<TSelfUser, 'email' | 'emailVerified'> }) {
  const resend = useResendVerificationMutation();
  if (user.emailVerified) return null;
  const onResend = () => {
    if (resend.isPending) return;
    resend.mutate(undefined, {
      onSuccess: () =>
        toast({
          title: 'Link sent',
          description: `We sent a new confirmation link to ${user.email}.`,
          variant: 'success',
        }),
      onError: (error) =>
        toast({
          title: 'Could not send the link',
          description: errorMessage(error, 'Please try again in a minute.'),
          variant: 'destructive',
        }),
    });
  };
  return (
    <section
      aria-label="Confirm your e-mail address"
      className="mb-6 flex flex-wrap items-center gap-3 rounded-2xl border border-line bg-brand-soft px-4 py-3 text-sm text-ink"
    >
      <MailCheck aria-hidden="true" className="size-5 shrink-0 text-brand" />
      <p className="min-w-0 flex-1">
        Please confirm your e-mail address: we sent a link to <strong>{user.email}</strong>.
      </p>
      <Button
        variant="outline"
        size="sm"
        onClick={onResend}
        aria-disabled={resend.isPending || undefined}
      >
        {resend.isPending ? 'Sending…' : 'Resend link'}
      </Button>
    </section>
  );
}
