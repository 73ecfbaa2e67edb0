import { clsx } from 'clsx';
import type { ReactNode } from 'react';

type StatusMessageProps = {
  icon: ReactNode;
  tone: 'brand' | 'danger';
  eyebrow?: string;
  title: string;
  titleId?: string;
  description: ReactNode;
  actions: ReactNode;
};

/** A centred full-page message (not found, failed screen): one look for every dead end. */
export function StatusMessage({
  icon,
  tone,
  eyebrow,
  title,
  titleId,
  description,
  actions,
}: StatusMessageProps) {
  return (
    <div className="mx-auto grid max-w-xl justify-items-center px-6 py-24 text-center">
      <span
        aria-hidden="true"
        className={clsx(
          'mb-6 grid size-20 place-items-center rounded-full',
          tone === 'brand' ? 'bg-brand-soft text-brand' : 'bg-danger-soft text-danger',
        )}
      >
        {icon}
      </span>
      {eyebrow ? (
        <p className="text-sm font-semibold tracking-widest text-accent uppercase">{eyebrow}</p>
      ) : null}
      <h1 id={titleId} className="mt-2 font-display text-4xl font-bold text-ink">
        {title}
      </h1>
      <p className="mt-3 text-ink-muted">{description}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">{actions}</div>
    </div>
  );
}
