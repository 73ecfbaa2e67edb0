import type { ReactNode } from 'react';
import { Card } from '../../ui/card.tsx';

/** The centred card of the account pages (same frame as sign-in). */
export function AccountPanel({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto grid max-w-md gap-6 px-6 py-12 sm:py-16">
      <div className="text-center">
        <h1 className="font-display text-3xl font-bold text-ink">{title}</h1>
        {intro ? <p className="mt-2 text-ink-muted">{intro}</p> : null}
      </div>
      <Card as="div" radius="3xl" padding="xl" className="grid gap-4">
        {children}
      </Card>
    </div>
  );
}

/** A success the page turns into: announced politely, with where to go next. */
export function DoneMessage({ children }: { children: ReactNode }) {
  return (
    <p
      role="status"
      className="rounded-xl border border-line bg-brand-soft px-4 py-3 text-sm font-medium text-ink"
    >
      {children}
    </p>
  );
}
