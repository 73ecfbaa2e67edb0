import { clsx } from 'clsx';

/** Loading indicator with a spoken label; `page` centres it in the viewport. */
export function Spinner({ label = 'Loading…', page = false }: { label?: string; page?: boolean }) {
  const spinner = (
    <span role="status" className="inline-flex items-center gap-3 text-sm text-ink-muted">
      <span
        aria-hidden="true"
        className="size-8 animate-spin rounded-full border-4 border-brand-soft border-t-brand"
      />
      <span className="sr-only">{label}</span>
    </span>
  );
  if (!page) return spinner;
  return (
    <div className={clsx('grid min-h-[60vh] place-items-center')} data-testid="page-spinner">
      {spinner}
    </div>
  );
}
