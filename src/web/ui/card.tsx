import { clsx } from 'clsx';
import type { HTMLAttributes, ReactNode } from 'react';

/**
 * Surface for a group of related content. `as` keeps the landmark right (a post is an article);
 * `flush` drops the padding so media can run to the card's edges.
 */
export function Card({
  className,
  as: Element = 'section',
  flush = false,
  ...props
}: HTMLAttributes<HTMLElement> & { as?: 'section' | 'article' | 'div'; flush?: boolean }) {
  return (
    <Element
      className={clsx(
        'rounded-2xl border border-line bg-surface shadow-sm',
        flush ? 'overflow-hidden' : 'p-5',
        className,
      )}
      {...props}
    />
  );
}

/** Card heading row; `as` keeps the document outline right wherever the card sits. */
export function CardHeader({
  title,
  description,
  icon,
  action,
  as: Heading = 'h2',
  id,
}: {
  title: ReactNode;
  description?: ReactNode;
  icon?: ReactNode;
  action?: ReactNode;
  as?: 'h2' | 'h3';
  id?: string;
}) {
  return (
    <div className="mb-4 flex items-start justify-between gap-3">
      <div className="flex items-start gap-3">
        {icon ? (
          <span
            aria-hidden="true"
            className="grid size-9 shrink-0 place-items-center rounded-xl bg-brand-soft text-brand"
          >
            {icon}
          </span>
        ) : null}
        <div>
          <Heading id={id} className="text-base font-semibold text-ink">
            {title}
          </Heading>
          {description ? <p className="mt-0.5 text-sm text-ink-muted">{description}</p> : null}
        </div>
      </div>
      {action}
    </div>
  );
}
