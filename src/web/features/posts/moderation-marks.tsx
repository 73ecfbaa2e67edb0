import { EyeOff } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '../../ui/button.tsx';

/**
 * Moderation marks on a post card (issue 22 §4).
 *
 * A post a moderator marked sensitive (issue 22 §4) shows its media blurred, out of reach of
 * the keyboard and screen readers, under a notice, until the viewer chooses to see it. The media
 * keeps its place, so revealing it moves nothing.
 */
export function SensitiveCover({
  sensitive,
  children,
}: {
  sensitive: boolean;
  children: ReactNode;
}) {
  const [shown, setShown] = useState(false);
  if (!sensitive || shown) return <>{children}</>;
  return (
    <div className="relative overflow-hidden" data-testid="sensitive-cover">
      <div inert aria-hidden="true" className="pointer-events-none blur-2xl">
        {children}
      </div>
      <div className="absolute inset-0 grid place-content-center justify-items-center gap-2 bg-ink/70 p-4 text-center text-surface">
        <EyeOff aria-hidden="true" className="size-7" />
        <p className="font-semibold">Sensitive content</p>
        <p className="max-w-xs text-sm">
          The Roamly team marked this post as something some people may not want to see.
        </p>
        <Button size="sm" variant="outline" onClick={() => setShown(true)}>
          Show
        </Button>
      </div>
    </div>
  );
}

/** Above a post a moderator hid: only its author still sees it, and is told why others don't. */
export function HiddenPostNotice() {
  return (
    <p
      role="note"
      className="mx-4 mt-3 flex items-start gap-2 rounded-xl bg-accent-soft px-3 py-2 text-sm text-ink sm:mx-5"
    >
      <EyeOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>
        Only you can see this post: the Roamly team hid it after it was reported. Questions?{' '}
        <Link to="/help" className="font-semibold underline">
          Visit the Help Center
        </Link>
        .
      </span>
    </p>
  );
}
