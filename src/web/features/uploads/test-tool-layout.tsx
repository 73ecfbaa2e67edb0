import { clsx } from 'clsx';
import { FlaskConical } from 'lucide-react';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';

const TOOLS = [
  { to: '/simple-upload', label: 'Simple upload' },
  { to: '/clean-upload', label: 'Chunked upload' },
  { to: '/ai-test', label: 'AI analysis' },
] as const;

/**
 * Frame of the upload and AI test pages (spec 1 §2): plainly marked as developer tools, with
 * links between them, so nobody mistakes them for the product's own create flow.
 */
export function TestToolLayout({
  title,
  description,
  children,
}: {
  title: string;
  description: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto grid max-w-2xl gap-5">
      <div className="flex items-start gap-3 rounded-2xl border border-dashed border-sun bg-[#fff8e8] px-4 py-3 text-sm text-[#5c3d00]">
        <FlaskConical aria-hidden="true" className="mt-0.5 size-4.5 shrink-0" />
        <p>
          <strong className="font-semibold">Test tool.</strong> For checking uploads and AI on this
          server. To share a post the usual way, use{' '}
          <NavLink to="/create" className="font-semibold underline underline-offset-2">
            Create Post
          </NavLink>
          .
        </p>
      </div>
      <header className="grid gap-3">
        <div>
          <h1 className="font-display text-2xl font-semibold text-ink sm:text-3xl">{title}</h1>
          <p className="mt-1 text-sm text-ink-muted">{description}</p>
        </div>
        <nav aria-label="Test tools" className="flex flex-wrap gap-2">
          {TOOLS.map((tool) => (
            <NavLink
              key={tool.to}
              to={tool.to}
              className={({ isActive }) =>
                clsx(
                  'inline-flex h-8 items-center rounded-full border px-3 text-sm font-medium transition-colors',
                  isActive
                    ? 'border-brand bg-brand text-on-brand'
                    : 'border-line bg-surface text-ink hover:border-brand hover:text-brand',
                )
              }
            >
              {tool.label}
            </NavLink>
          ))}
        </nav>
      </header>
      {children}
    </div>
  );
}

/** A numbered step card of a test page. */
export function TestStep({
  step,
  title,
  children,
  className,
}: {
  step: number;
  title: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      aria-label={title}
      className={clsx(
        'grid gap-4 rounded-3xl border border-line bg-surface p-5 shadow-sm',
        className,
      )}
    >
      <h2 className="flex items-center gap-2.5 text-base font-semibold text-ink">
        <span
          aria-hidden="true"
          className="grid size-7 place-items-center rounded-full bg-brand-soft text-sm font-semibold text-brand-strong"
        >
          {step}
        </span>
        {title}
      </h2>
      {children}
    </section>
  );
}
