import type { ReactNode } from 'react';
import { Card } from './card.tsx';

/**
 * A screen's whole content when the visitor may not see it (spec 3 §2: the operator screens'
 * "log in" and "Access Denied" notices): an icon, the title as the page's heading, why, and what
 * to do instead.
 */
export function AccessNotice({
  icon,
  title,
  text,
  action,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  action: ReactNode;
}) {
  return (
    <Card
      className="mx-auto mt-12 grid max-w-md justify-items-center gap-3 text-center"
      padding="lg"
    >
      <span className="grid size-12 place-items-center rounded-full bg-brand-soft text-brand-strong">
        {icon}
      </span>
      <h1 className="font-display text-2xl font-bold text-ink">{title}</h1>
      <p className="text-ink-muted">{text}</p>
      {action}
    </Card>
  );
}
