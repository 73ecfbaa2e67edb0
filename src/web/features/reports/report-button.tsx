import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import type { ReportTarget } from './queries.ts';

// The dialog (and Radix Dialog with it) loads the first time someone reports: every comment and
// received message has this control, and screens that never report need not download it.
export const ReportTargetDialog = lazy(() =>
  import('./report-target-dialog.tsx').then((module) => ({
    default: module.ReportTargetDialog,
  })),
);

/**
 * A small "Report" control beside a comment or a received message that opens the report
 * dialog and gives focus back to itself when it closes.
 */
export function ReportButton({
  target,
  label,
  className,
  children,
}: {
  target: ReportTarget;
  /** The accessible name, e.g. "Report comment by Ana Lima". */
  label: string;
  className: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-label={label}
        onClick={() => setOpen(true)}
        className={className}
      >
        {children}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <ReportTargetDialog
            target={target}
            returnFocus={button.current}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
