import { clsx } from 'clsx';
import { Loader2 } from 'lucide-react';
import { previewTone, statusLabel, statusTone, TONE_CLASSES } from './post-rules.ts';

/** Spec 3 §4: a post's status in its colour; generating spins. `preview` uses the grid's colours. */
export function StatusBadge({ status, preview = false }: { status: string; preview?: boolean }) {
  const tone = preview ? previewTone(status) : statusTone(status);
  return (
    <span
      data-tone={tone}
      className={clsx(
        'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold',
        TONE_CLASSES[tone],
      )}
    >
      {status === 'generating' ? (
        <Loader2 aria-hidden="true" className="size-3 animate-spin motion-reduce:animate-none" />
      ) : null}
      {statusLabel(status)}
    </span>
  );
}
