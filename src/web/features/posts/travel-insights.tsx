import { Lightbulb } from 'lucide-react';

/** The author's tips, set apart in a warm box under the text. */
export function TravelInsights({ items }: { items: string[] }) {
  return (
    <section
      aria-label="Travel insights"
      className="rounded-2xl border border-sun/40 bg-[#fff8e8] px-4 py-3"
    >
      <h4 className="flex items-center gap-2 text-xs font-semibold tracking-wide text-[#7a5200] uppercase">
        <Lightbulb aria-hidden="true" className="size-4" />
        Travel insights
      </h4>
      <ul className="mt-2 grid gap-1.5 text-sm text-ink">
        {items.map((item, index) => (
          <li key={`${index}-${item}`} className="flex gap-2">
            <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-sun" />
            <span className="wrap-anywhere">{item}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
