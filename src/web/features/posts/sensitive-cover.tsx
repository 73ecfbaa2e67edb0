import { EyeOff } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button } from '../../ui/button.tsx';

/**
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
