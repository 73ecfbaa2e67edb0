import { clsx } from 'clsx';
import type { TPublishTarget } from '../../../contract/social-rules.ts';
import { PLATFORM_LOOKS } from './platforms.ts';

/** A platform's monogram; `labelled` gives it the platform's name for screen readers. */
export function PlatformMark({
  platform,
  size = 'md',
  labelled = false,
}: {
  platform: TPublishTarget;
  size?: 'sm' | 'md';
  labelled?: boolean;
}) {
  const look = PLATFORM_LOOKS[platform];
  return (
    <span
      role={labelled ? 'img' : undefined}
      aria-label={labelled ? look.label : undefined}
      aria-hidden={labelled ? undefined : true}
      title={labelled ? look.label : undefined}
      className={clsx(
        'inline-grid shrink-0 place-items-center rounded-full font-bold',
        size === 'md' ? 'size-9 text-sm' : 'size-6 text-[0.65rem]',
        look.markClass,
      )}
    >
      {look.monogram}
    </span>
  );
}
