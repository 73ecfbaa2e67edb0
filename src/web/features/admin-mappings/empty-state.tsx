import { ClipboardCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../ui/button.tsx';

/** Spec 3 §2: with no results, the Results and Export tabs send the operator to Validate. */
export const RUN_FIRST = 'No validation results yet. Run a validation first.';

export function RunFirst({
  onValidate,
  children,
}: {
  onValidate: () => void;
  children?: ReactNode;
}) {
  return (
    <div className="grid justify-items-center gap-3 rounded-2xl border border-dashed border-line px-4 py-10 text-center">
      <ClipboardCheck aria-hidden="true" className="size-8 text-ink-muted" />
      <p className="font-semibold text-ink">{RUN_FIRST}</p>
      {children ? <p className="max-w-md text-sm text-ink-muted">{children}</p> : null}
      <Button variant="outline" onClick={onValidate}>
        Go to Validate
      </Button>
    </div>
  );
}
