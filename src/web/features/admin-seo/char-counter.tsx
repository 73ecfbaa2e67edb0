import { clsx } from 'clsx';

/** A field's character count; green (the brand teal) inside the recommended range (spec 3 §5). */
export function CharCounter({
  id,
  count,
  text,
  recommended,
}: {
  id: string;
  count: number;
  text: string;
  recommended?: { min: number; max: number };
}) {
  const good = recommended && count >= recommended.min && count <= recommended.max;
  return (
    <p
      id={id}
      aria-live="polite"
      data-in-range={good ? 'true' : undefined}
      className={clsx('text-xs', good ? 'font-semibold text-brand' : 'text-ink-muted')}
    >
      {text}
      {good ? ' ✓ recommended length' : null}
    </p>
  );
}
