import { useQueryClient } from '@tanstack/react-query';
import { BellRing } from 'lucide-react';
import { useState } from 'react';
import type { TSelfUser } from '../../../contract/users.ts';
import { useAnnounce } from '../../app/accessibility/accessibility-context.ts';
import { toast } from '../../app/toasts/toast-store.ts';
import { Button } from '../../ui/button.tsx';
import { SwitchField } from '../../ui/switch.tsx';
import { disablePush, enablePush, sendTestPush, usePushPermission } from './push.ts';

/** The failure toasts of 1-platform-core §8 for the settings toggle. */
function failureToast(result: Exclude<Awaited<ReturnType<typeof enablePush>>, { ok: true }>) {
  if (result.step === 'save') {
    return toast({
      title: 'Failed to Update',
      description: `Push notifications could not be saved (${result.message}). Please try again.`,
      variant: 'destructive',
    });
  }
  const { failure } = result;
  if (failure.reason === 'unsupported') {
    return toast({
      title: 'Not Supported',
      description: 'Push notifications are not supported on this device',
      variant: 'destructive',
    });
  }
  if (failure.reason === 'denied') {
    return toast({
      title: 'Permission Denied',
      description: 'Please enable notifications in your browser settings',
      variant: 'destructive',
    });
  }
  return toast({
    title: 'Setup Failed',
    description: `Could not enable push notifications: ${failure.message}`,
    variant: 'destructive',
  });
}

/**
 * The Push notifications switch of the settings Notifications card (1-platform-core §4): saved
 * first, then the browser is set up; a failure there turns it back off. With push on and
 * permission granted, a test notification can be sent.
 */
export function PushNotificationsToggle({
  user,
  label,
  description,
}: {
  user: TSelfUser;
  label: string;
  description: string;
}) {
  const queryClient = useQueryClient();
  const announce = useAnnounce();
  const permission = usePushPermission();
  const [busy, setBusy] = useState(false);
  const [testing, setTesting] = useState(false);
  const checked = user.notificationSettings.pushNotifications;

  const change = async (next: boolean) => {
    if (busy) return;
    setBusy(true);
    announce(`${label} ${next ? 'on' : 'off'}`);
    try {
      if (next) {
        const result = await enablePush(queryClient);
        if (result.ok) {
          toast({
            title: 'Push Notifications Enabled',
            description: 'You will be notified about new messages on this device.',
            variant: 'success',
          });
        } else {
          failureToast(result);
        }
        return;
      }
      const result = await disablePush(queryClient);
      if (result.ok) return;
      if (result.step === 'save') {
        toast({
          title: 'Failed to Update',
          description: `Push notifications could not be saved (${result.message}), so they are back on. Please try again.`,
          variant: 'destructive',
        });
      } else {
        toast({
          title: 'Error',
          description: 'Could not disable push notifications',
          variant: 'destructive',
        });
      }
    } finally {
      setBusy(false);
    }
  };

  const test = async () => {
    setTesting(true);
    try {
      const result = await sendTestPush();
      if (result.ok) {
        toast({ title: 'Test Notification Sent', description: result.message, variant: 'success' });
      } else if (result.network) {
        toast({
          title: 'Test Error',
          description: 'Network error during test',
          variant: 'destructive',
        });
      } else {
        toast({
          title: 'Test Failed',
          description: result.message ?? 'The test notification could not be sent.',
          variant: 'destructive',
        });
      }
    } finally {
      setTesting(false);
    }
  };

  return (
    <div>
      <SwitchField
        label={label}
        description={description}
        checked={checked}
        disabled={busy}
        onCheckedChange={(next) => void change(next)}
      />
      {checked && permission === 'granted' ? (
        <div className="-mt-1 pb-3">
          <Button size="sm" variant="outline" onClick={() => void test()} disabled={testing}>
            <BellRing aria-hidden="true" className="size-4" />
            {testing ? 'Sending…' : 'Send test notification'}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
