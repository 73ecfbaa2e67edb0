import { clsx } from 'clsx';
import { ImagePlus } from 'lucide-react';
import { useId, useState, type DragEvent, type ReactNode } from 'react';
import { IMAGE_EXTENSIONS, VIDEO_EXTENSIONS } from '../../../contract/media.ts';

/** What the file chooser offers: images and videos by type, plus the extensions phones use. */
export const MEDIA_ACCEPT = [
  'image/*',
  'video/*',
  ...IMAGE_EXTENSIONS.map((extension) => `.${extension}`),
  ...VIDEO_EXTENSIONS.map((extension) => `.${extension}`),
].join(',');

/**
 * Where files are attached: a drop zone that is also a label for a (visually hidden, focusable)
 * file input, so a click, Enter or Space opens the chooser and a drop works too. Checks are the
 * caller's: `onFiles` gets whatever was chosen.
 */
export function MediaPicker({
  onFiles,
  multiple = false,
  disabled = false,
  title = 'Add a photo or video',
  hint,
  inputLabel,
  compact = false,
  children,
}: {
  onFiles: (files: File[]) => void;
  multiple?: boolean;
  disabled?: boolean;
  title?: string;
  /** The limits, e.g. 'Images and videos up to 1GB'. */
  hint: string;
  /** The input's accessible name (default: the title). */
  inputLabel?: string;
  compact?: boolean;
  children?: ReactNode;
}) {
  const inputId = useId();
  const hintId = useId();
  const [dragging, setDragging] = useState(false);

  const onDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setDragging(false);
    if (disabled) return;
    const files = Array.from(event.dataTransfer.files);
    if (files.length) onFiles(multiple ? files : files.slice(0, 1));
  };

  return (
    <label
      htmlFor={inputId}
      onDragEnter={(event) => {
        event.preventDefault();
        if (!disabled) setDragging(true);
      }}
      onDragOver={(event) => {
        event.preventDefault();
        event.dataTransfer.dropEffect = disabled ? 'none' : 'copy';
      }}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
      }}
      onDrop={onDrop}
      data-testid="media-picker"
      data-dragging={dragging || undefined}
      className={clsx(
        'group flex cursor-pointer items-center gap-4 rounded-2xl border-2 border-dashed text-left transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-focus',
        compact ? 'px-4 py-3' : 'flex-col justify-center px-6 py-7 text-center sm:py-8',
        dragging
          ? 'border-brand bg-brand-soft'
          : 'border-line bg-surface-muted/50 hover:border-brand hover:bg-brand-soft/60',
        disabled && 'pointer-events-none opacity-60',
      )}
    >
      <input
        id={inputId}
        type="file"
        accept={MEDIA_ACCEPT}
        multiple={multiple}
        disabled={disabled}
        aria-label={inputLabel ?? title}
        aria-describedby={hintId}
        className="sr-only"
        onChange={(event) => {
          const files = Array.from(event.currentTarget.files ?? []);
          // Let the same file be chosen again after a removal.
          event.currentTarget.value = '';
          if (files.length) onFiles(files);
        }}
      />
      <span
        aria-hidden="true"
        className={clsx(
          'grid shrink-0 place-items-center rounded-full bg-surface text-brand shadow-sm ring-1 ring-line transition-transform group-hover:scale-105 motion-reduce:transition-none',
          compact ? 'size-10' : 'size-12',
        )}
      >
        <ImagePlus className={compact ? 'size-5' : 'size-6'} />
      </span>
      <span className="grid gap-0.5">
        <span className="text-sm font-semibold text-ink">
          {dragging ? 'Drop to attach' : title}
        </span>
        <span id={hintId} className="text-xs text-ink-muted">
          {compact ? hint : <>Drag and drop here or click to browse. {hint}</>}
        </span>
        {children}
      </span>
    </label>
  );
}
