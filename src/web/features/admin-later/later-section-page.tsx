import { Link } from 'react-router';
import { buttonVariants } from '../../ui/button.tsx';
import { LATER_SECTIONS, type LaterSectionId } from './later-sections.ts';

/** The page of an operator section still to come: its name and what it will hold, no data. */
export function LaterSectionPage({ id }: { id: LaterSectionId }) {
  const section = LATER_SECTIONS[id];
  return (
    <section aria-labelledby="later-section-title" className="grid gap-4">
      <header>
        <h1 id="later-section-title" className="font-display text-3xl font-bold text-ink">
          {section.title}
        </h1>
        <p className="mt-1 text-ink-muted">This section is not available yet.</p>
      </header>
      <div className="rounded-2xl border border-dashed border-line px-5 py-8 sm:px-8">
        <h2 className="text-lg font-semibold text-ink">It will hold</h2>
        <ul className="mt-3 list-disc space-y-1.5 pl-5 text-sm text-ink">
          {section.holds.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <Link to="/admin" className={buttonVariants({ variant: 'outline', className: 'mt-5' })}>
          Back to the dashboard
        </Link>
      </div>
    </section>
  );
}
