import { Share2 } from 'lucide-react';
import { toast } from '../../app/toasts/toast-store.ts';
import { copyText } from '../../lib/copy-text.ts';
import { Button } from '../../ui/button.tsx';

/**
 * Spec 3 §2: native share where the browser has it; where it has not, or it fails, the page's
 * link is copied instead. Closing the share sheet is the reader's choice, not a failure.
 */
export function ShareButton({ title, url }: { title: string; url: string }) {
  const copyLink = async () => {
    const copied = await copyText(url);
    toast(
      copied
        ? {
            title: 'Link copied',
            description: 'The link to this post is on your clipboard.',
            variant: 'success',
          }
        : { title: 'Copy the link', description: url, variant: 'destructive' },
    );
  };
  const share = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    await copyLink();
  };
  return (
    <Button variant="outline" size="sm" onClick={() => void share()}>
      <Share2 aria-hidden="true" className="size-4" />
      Share
    </Button>
  );
}
