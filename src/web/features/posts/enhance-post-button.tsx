import { LoaderCircle, Sparkles } from 'lucide-react';
import { Button } from '../../ui/button.tsx';

/**
 * 'Enhance with AI' (the post's author only): asks the server for caption ideas and thumbnails.
 * While it works the button keeps its place and focus, says 'Enhancing…' and ignores clicks.
 */
export function EnhancePostButton({
  pending,
  onEnhance,
  variant = 'secondary',
}: {
  pending: boolean;
  onEnhance: () => void;
  variant?: 'secondary' | 'ghost';
}) {
  return (
    <Button
      size="sm"
      variant={variant}
      aria-disabled={pending || undefined}
      aria-busy={pending || undefined}
      data-testid="enhance-post"
      className="h-9 shrink-0 px-3.5"
      onClick={() => {
        if (!pending) onEnhance();
      }}
    >
      {pending ? (
        <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
      ) : (
        <Sparkles aria-hidden="true" className="size-4" />
      )}
      {pending ? 'Enhancing…' : 'Enhance with AI'}
    </Button>
  );
}
