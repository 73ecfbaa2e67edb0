import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { toast } from '../../app/toasts/toast-store.ts';
import { errorMessage } from '../../lib/api.ts';
import { Button } from '../../ui/button.tsx';
import { Card, CardHeader } from '../../ui/card.tsx';
import { useSignOutEverywhereMutation } from './queries.ts';

/**
 * Settings → Profile: "Sign out everywhere" ends every session, this device's included (for a
 * lost phone or a shared computer). It asks once more before acting.
 */
export function SignOutEverywhereCard() {
  const mutation = useSignOutEverywhereMutation();
  const [confirming, setConfirming] = useState(false);
  const signOut = () => {
    if (mutation.isPending) return;
    // On success the mutation restarts the app signed out (every session is gone, this one too).
    mutation.mutate(undefined, {
      onError: (error) =>
        toast({
          title: 'Sign-out failed',
          description: errorMessage(error, 'Could not sign you out everywhere. Please try again.'),
          variant: 'destructive',
        }),
    });
  };
  return (
    <Card aria-labelledby="sign-out-everywhere-title">
      <CardHeader
        id="sign-out-everywhere-title"
        title="Sign out everywhere"
        description="Ends every session of your account, on this device too."
        icon={<LogOut className="size-5" />}
      />
      {confirming ? (
        <div className="grid gap-3" role="group" aria-label="Confirm sign out everywhere">
          <p className="text-sm text-ink">
            You will be signed out on every device, including this one. Continue?
          </p>
          <div className="flex flex-wrap gap-2">
            <Button
              variant="danger"
              onClick={signOut}
              aria-disabled={mutation.isPending || undefined}
              autoFocus
            >
              {mutation.isPending ? 'Signing out…' : 'Yes, sign out everywhere'}
            </Button>
            <Button variant="outline" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
          </div>
        </div>
      ) : (
        <div>
          <Button variant="outline" onClick={() => setConfirming(true)}>
            Sign out everywhere
          </Button>
        </div>
      )}
    </Card>
  );
}
