import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../../app/toasts/toast-store.ts';
import { enablePush, sendTestPush, usePushPermission } from './push.ts';

/**
 * The chat screens' push actions with the words of 2-traveller-features §8: 'Enable Push
 * Notifications' until permission is granted, then 'Test Push Notification' (§4).
 */
export function useChatPushActions() {
  const queryClient = useQueryClient();
  const permission = usePushPermission();
  const [busy, setBusy] = useState(false);

  const enable = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const result = await enablePush(queryClient);
      if (result.ok) {
        toast({ title: 'Push notifications enabled successfully!', variant: 'success' });
      } else if (result.step === 'browser' && result.failure.reason === 'unsupported') {
        toast({
          title: 'Push notifications are not supported in this browser',
          variant: 'destructive',
        });
      } else if (result.step === 'browser' && result.failure.reason === 'denied') {
        toast({ title: 'Push notifications permission denied', variant: 'destructive' });
      } else {
        toast({
          title: 'Failed to enable push notifications',
          description:
            result.step === 'save'
              ? result.message
              : result.failure.reason === 'failed'
                ? result.failure.message
                : undefined,
          variant: 'destructive',
        });
      }
    } finally {
      setBusy(false);
    }
  };

  const test = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const result = await sendTestPush();
      if (result.ok) {
        toast({ title: 'Test notification sent! Check your device.', variant: 'success' });
      } else {
        toast({
          title: (!result.network && result.message) || 'Failed to send test notification',
          variant: 'destructive',
        });
      }
    } finally {
      setBusy(false);
    }
  };

  return {
    permission,
    supported: permission !== 'unsupported',
    granted: permission === 'granted',
    busy,
    enable,
    test,
  };
}
