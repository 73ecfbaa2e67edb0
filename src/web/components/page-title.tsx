/**
 * Sets the document title (WCAG 2.4.2): React 19 hoists <title> into <head>, so each screen
 * names itself without a helmet library.
 */
export function PageTitle({ title }: { title?: string }) {
  return <title>{title ? `${title} · Roamly` : 'Roamly — share your travels'}</title>;
}
