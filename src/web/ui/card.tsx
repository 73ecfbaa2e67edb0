import { clsx } from 'clsx';
import type { HTMLAttributes, ReactNode } from 'react';

export type CardPadding = 'none' | 'sm' | 'md' | 'lg' | 'xl';
export type CardRadius = 'xl' | '2xl' | '3xl';
export type CardElevation = 'flat' | 'raised' | 'floating';
export type CardTone = 'surface' | 'brand';

export type CardVariants = {
  /** none (set your own, e.g. an empty state's px-6 py-12), sm 16 px, md 20 px, lg 24 px, xl 24 → 32 px from `sm`. */
  padding?: CardPadding;
  radius?: CardRadius;
  /** flat: border only; raised: the usual small shadow; floating: the large soft shadow of a dialog-like panel. */
  elevation?: CardElevation;
  /** A card that is itself a link or button target: its shadow grows on hover. */
  interactive?: boolean;
  tone?: CardTone;
};

const PADDING: Record<CardPadding, string> = {
  none: '',
  sm: 'p-4',
  md: 'p-5',
  lg: 'p-6',
  xl: 'p-6 sm:p-8',
};
const RADIUS: Record<CardRadius, string> = {
  xl: 'rounded-xl',
  '2xl': 'rounded-2xl',
  '3xl': 'rounded-3xl',
};
const ELEVATION: Record<CardElevation, string> = {
  flat: '',
  raised: 'shadow-sm',
  floating: 'shadow-xl shadow-brand/5',
};
const TONE: Record<CardTone, string> = {
  surface: 'bg-surface',
  brand: 'bg-brand-soft',
};

/**
 * The card's classes, for elements `Card` cannot be (a router Link). Variants own padding,
 * radius, shadow and background, so a caller's `className` adds layout without fighting them
 * (classes are joined, not merged: pass `padding="none"` before setting your own padding).
 */
export function cardClasses({
  padding = 'md',
  radius = '2xl',
  elevation = 'raised',
  interactive = false,
  tone = 'surface',
}: CardVariants = {}): string {
  return clsx(
    'border border-line',
    TONE[tone],
    PADDING[padding],
    RADIUS[radius],
    ELEVATION[elevation],
    interactive && 'transition-shadow hover:shadow-md motion-reduce:transition-none',
  );
}

type CardElement = 'section' | 'div' | 'article' | 'aside' | 'li';

/** Surface for a group of related content; a `section` unless `as` says otherwise. */
export function Card({
  as: Element = 'section',
  padding,
  radius,
  elevation,
  interactive,
  tone,
  className,
  ...props
}: HTMLAttributes<HTMLElement> & CardVariants & { as?: CardElement }) {
  return (
    <Element
      className={clsx(cardClasses({ padding, radius, elevation, interactive, tone }), className)}
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
