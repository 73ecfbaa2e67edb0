import type { UseMutationResult } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { useId, useState } from 'react';
import {
  POST_REPORT_REASONS,
  POST_REPORT_REASON_LABELS,
  type TPostReportReason,
  type TReportPostBody,
} from '../../../contract/posts.ts';
import { Button } from '../../ui/button.tsx';
import { Textarea } from '../../ui/input.tsx';
import { ModalDialog } from '../../ui/modal-dialog.tsx';

/**
 * The one report form (Report Post, Report Comment, Report member, Report Message): a reason
 * (required) and optional details for the Roamly team. The mutation says what is reported; the
 * dialog closes on success and on "already reported" (its toast says so), and stays open on
 * any other failure so the member can try again.
 */
export function ReportDialog({
  title,
  description,
  report,
  returnFocus,
  onClose,
}: {
  title: string;
  description: string;
  report: UseMutationResult<unknown, Error, TReportPostBody>;
  returnFocus: HTMLElement | null;
  onClose: () => void;
}) {
  const [reason, setReason] = useState<TPostReportReason | null>(null);
  const [details, setDetails] = useState('');
  const detailsId = useId();
  return (
    <ModalDialog
      open
      title={title}
      description={description}
      onClose={onClose}
      busy={report.isPending}
      returnFocus={returnFocus}
      footer={
        <>
          <Button variant="ghost" onClick={onClose} disabled={report.isPending}>
            Cancel
          </Button>
          <Button
            type="submit"
            form={`${detailsId}-form`}
            variant="danger"
            disabled={!reason || report.isPending}
          >
            {report.isPending ? 'Reporting...' : 'Report'}
          </Button>
        </>
      }
    >
      <form
        id={`${detailsId}-form`}
        className="grid gap-5"
        onSubmit={(event) => {
          event.preventDefault();
          if (!reason) return;
          const text = details.trim();
          report.mutate(
            { reason, ...(text ? { details: text } : {}) },
            { onSettled: (_data, error) => (error && !isConflict(error) ? undefined : onClose()) },
          );
        }}
      >
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-semibold text-ink">Reason</legend>
          {POST_REPORT_REASONS.map((value) => (
            <label
              key={value}
              className={clsx(
                'flex cursor-pointer items-center gap-3 rounded-xl border px-3.5 py-2.5 text-sm transition-colors',
                reason === value
                  ? 'border-brand bg-brand-soft text-brand-strong'
                  : 'border-line text-ink hover:border-brand',
              )}
            >
              <input
                type="radio"
                name="reason"
                value={value}
                checked={reason === value}
                onChange={() => setReason(value)}
                className="size-4 accent-[var(--color-brand)]"
              />
              {POST_REPORT_REASON_LABELS[value]}
            </label>
          ))}
        </fieldset>
        <div className="grid gap-1.5">
          <label htmlFor={detailsId} className="text-sm font-semibold text-ink">
            Anything else we should know? <span className="font-normal">(optional)</span>
          </label>
          <Textarea
            id={detailsId}
            value={details}
            onChange={(event) => setDetails(event.target.value)}
            maxLength={1000}
            className="min-h-20"
          />
        </div>
      </form>
    </ModalDialog>
  );
}

function isConflict(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && (error as { status?: number }).status === 409
  );
}
