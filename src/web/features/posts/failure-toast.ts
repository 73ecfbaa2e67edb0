import { toast } from '../../app/toasts/toast-store.ts';
import { errorMessage } from '../../lib/api.ts';

/**
 * The §8 failure toast of a post action: its title, and the server's reason (or "Please try
 * again."). Returns the mutation's onError.
 */
export function toastFailure(title: string) {
  return (error: unknown) =>
    toast({
      title,
      description: errorMessage(error, 'Please try again.'),
      variant: 'destructive',
    });
}
