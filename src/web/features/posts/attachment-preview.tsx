import { clsx } from 'clsx';
import { CheckCircle2, CircleAlert, Film, X } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import type { TMediaKind } from '../../../contract/media.ts';
import { formatFileSize } from '../uploads/file-size.ts';

/** A blob: URL for a chosen file while the component shows it, released afterwards. */
export function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

export type AttachmentStatus = 'uploading' | 'uploaded' | 'failed' | 'waiting';

/**
 * The chosen photo or video before posting: a preview (image thumbnail or a playable video), its
 * name and size, where its upload stands, and a Remove button. `children` goes under the preview
 * (the progress bar, an error with Try again).
 */
export function AttachmentPreview({
  file,
  kind,
  status,
  onRemove,
  size = 'large',
  children,
}: {
  file: File;
  kind: TMediaKind;
  status: AttachmentStatus;
  onRemove: () => void;
  size?: 'large' | 'small';
  children?: ReactNode;
}) {
  const url = useObjectUrl(file);
  const large = size === 'large';
  return (
    <div
      className={clsx(
        'overflow-hidden rounded-2xl border bg-surface',
        status === 'failed' ? 'border-danger/50' : 'border-line',
      )}
      data-testid="attachment"
      data-status={status}
    >
      <div
        className={clsx(
          'relative grid place-items-center bg-surface-muted',
          large ? 'max-h-64 min-h-40' : 'h-36',
        )}
      >
        {url && kind === 'image' ? (
          <img
            src={url}
            alt={`Preview of ${file.name}`}
            className={clsx('w-full', large ? 'max-h-64 object-contain' : 'h-36 object-cover')}
          />
        ) : null}
        {url && kind === 'video' ? (
          <video
            src={url}
            controls
            muted
            playsInline
            preload="metadata"
            aria-label={`Preview of ${file.name}`}
            className={clsx('w-full bg-black', large ? 'max-h-64' : 'h-36 object-cover')}
          />
        ) : null}
        {!url ? <Film aria-hidden="true" className="size-8 text-ink-muted" /> : null}
        <button
          type="button"
          onClick={onRemove}
          aria-label={`Remove ${file.name}`}
          className="absolute top-2 right-2 grid size-9 place-items-center rounded-full bg-black/65 text-white shadow-md backdrop-blur-sm hover:bg-black/80"
        >
          <X aria-hidden="true" className="size-4.5" />
        </button>
      </div>
      <div className="flex items-center justify-between gap-3 px-3.5 py-2.5 text-sm">
        <span className="min-w-0">
          <span className="block truncate font-medium text-ink" title={file.name}>
            {file.name}
          </span>
          <span className="text-xs text-ink-muted">
            {kind === 'video' ? 'Video' : 'Photo'} · {formatFileSize(file.size)}
          </span>
        </span>
        <StatusLabel status={status} />
      </div>
      {children ? <div className="px-3.5 pb-3.5">{children}</div> : null}
    </div>
  );
}

function StatusLabel({ status }: { status: AttachmentStatus }) {
  if (status === 'uploaded') {
    return (
      <span className="inline-flex shrink-0 items-center gap-1 text-xs font-semibold text-brand">
        <CheckCircle2 aria-hidden="true" className="size-4" />
        Uploaded
      </span>
    );
  }
  if (status === 'failed') {
    return (
      <span className="inline-flex shrink-0 items-center gap-1 text-xs font-semibold text-danger">
        <CircleAlert aria-hidden="true" className="size-4" />
        Not uploaded
      </span>
    );
  }
  if (status === 'waiting') {
    return <span className="shrink-0 text-xs font-medium text-ink-muted">Ready to upload</span>;
  }
  return null;
}
