import { clsx } from 'clsx';
import { X } from 'lucide-react';
import { formatFileSize } from './file-size.ts';

/**
 * An upload's progress bar (role="progressbar", 0–100) with the file's name, the percentage and
 * an optional Cancel. `label` is what assistive technology reads ('Uploading harbour.jpg').
 */
export function UploadProgress({
  percent,
  fileName,
  size,
  label = 'Uploading...',
  detail,
  detailId,
  onCancel,
  className,
}: {
  percent: number;
  fileName?: string;
  /** The file's size in bytes, shown beside the name. */
  size?: number;
  label?: string;
  /** A second line under the bar, e.g. 'Sending in 10 MB parts'. */
  detail?: string;
  /** An id for the detail line, so a control can point at it (aria-describedby). */
  detailId?: string;
  onCancel?: () => void;
  className?: string;
}) {
  const value = Math.max(0, Math.min(100, Math.round(percent)));
  return (
    <div
      className={clsx('grid gap-2 rounded-2xl border border-line bg-surface p-3.5', className)}
      data-testid="upload-progress"
    >
      <div className="flex items-center justify-between gap-3">
        <div className="min-w-0 text-sm">
          <p className="font-semibold text-ink">{label}</p>
          {fileName ? (
            <p className="truncate text-xs text-ink-muted">
              {fileName}
              {size !== undefined ? ` · ${formatFileSize(size)}` : null}
            </p>
          ) : null}
        </div>
        <div className="flex shrink-0 items-center gap-2">
          <span className="text-sm font-semibold tabular-nums text-brand-strong" aria-hidden="true">
            {value}%
          </span>
          {onCancel ? (
            <button
              type="button"
              onClick={onCancel}
              className="inline-flex h-8 items-center gap-1 rounded-full border border-line px-3 text-sm font-medium text-ink hover:border-danger hover:text-danger"
            >
              <X aria-hidden="true" className="size-3.5" />
              Cancel
              <span className="sr-only"> upload</span>
            </button>
          ) : null}
        </div>
      </div>
      <div
        role="progressbar"
        aria-label={fileName ? `${label} ${fileName}` : label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-valuetext={`${value}%`}
        className="h-2 overflow-hidden rounded-full bg-brand-soft"
      >
        <div
          className="h-full rounded-full bg-brand transition-[width] duration-200 ease-out motion-reduce:transition-none"
          style={{ width: `${value}%` }}
        />
      </div>
      {detail ? (
        <p id={detailId} className="text-xs text-ink-muted">
          {detail}
        </p>
      ) : null}
    </div>
  );
}
