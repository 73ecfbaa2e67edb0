import * as Tooltip from '@radix-ui/react-tooltip';
import { Camera, X } from 'lucide-react';
import { useRef, type ReactNode } from 'react';
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '../../../contract/limits.ts';
import { buttonVariants, type ButtonSize, type ButtonVariant } from '../../ui/button.tsx';
import { PHOTO_ACCEPT, PHOTO_HINT, type PhotoUploadState } from './photo-upload.ts';

/**
 * The pieces every photo control shares: a button that opens the file picker (the input stays
 * out of the tab order; the button is what keyboard users reach), and the 'Uploading...' bars.
 */

export function PhotoPickerButton({
  label,
  busy,
  onChoose,
  variant = 'outline',
  size = 'sm',
  className,
  icon = <Camera aria-hidden="true" className="size-4" />,
  iconOnly = false,
  hintId,
  tooltip,
}: {
  label: string;
  busy: boolean;
  onChoose: (file: File) => void;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
  icon?: ReactNode;
  /** The label is spoken only (e.g. the camera badge on the avatar). */
  iconOnly?: boolean;
  /** An element describing the rules (10MB, JPG/PNG/GIF). */
  hintId?: string;
  /** Shown on hover and focus. */
  tooltip?: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  const button = (
    <button
      type="button"
      aria-label={iconOnly ? label : undefined}
      aria-describedby={hintId}
      // Still focusable while busy (focus stays where the member left it); clicks are ignored.
      aria-disabled={busy || undefined}
      onClick={() => {
        if (!busy) input.current?.click();
      }}
      className={buttonVariants({
        variant,
        size,
        className: [className, busy ? 'cursor-progress opacity-80' : ''].join(' '),
      })}
    >
      {icon}
      {iconOnly ? null : label}
    </button>
  );
  return (
    <>
      {tooltip ? (
        // The provider lives here, not app-wide: these photo buttons are the app's only tooltips,
        // and Radix Tooltip with Floating UI (~25 KB gzipped) would otherwise load on every screen.
        <Tooltip.Provider
          delayDuration={TOOLTIP_DELAY_MS}
          skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}
        >
          <Tooltip.Root>
            <Tooltip.Trigger asChild>{button}</Tooltip.Trigger>
            <Tooltip.Portal>
              <Tooltip.Content
                side="top"
                sideOffset={6}
                className="z-50 max-w-56 rounded-lg bg-ink px-3 py-1.5 text-xs text-surface shadow-lg"
              >
                {tooltip}
              </Tooltip.Content>
            </Tooltip.Portal>
          </Tooltip.Root>
        </Tooltip.Provider>
      ) : (
        button
      )}
      <input
        ref={input}
        type="file"
        accept={PHOTO_ACCEPT}
        tabIndex={-1}
        aria-hidden="true"
        className="sr-only"
        data-testid={`${label.toLowerCase().replace(/\s+/g, '-')}-input`}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          // Cleared so choosing the same file again still fires a change.
          event.currentTarget.value = '';
          if (file) onChoose(file);
        }}
      />
    </>
  );
}

/** The cover when the member has none: dusk over the sea. */
export function CoverFallback() {
  return (
    <div
      aria-hidden="true"
      data-testid="profile-cover-fallback"
      className="size-full bg-[radial-gradient(circle_at_78%_38%,rgb(244_185_66/0.55),transparent_28%),linear-gradient(115deg,var(--color-brand-strong)_0%,var(--color-brand)_42%,#4f8a84_68%,#e9936b_100%)]"
    />
  );
}

/** The rules, said once for assistive technology (buttons point at it with aria-describedby). */
export function PhotoHint({ id, className }: { id: string; className?: string }) {
  return (
    <p id={id} className={className ?? 'sr-only'}>
      {PHOTO_HINT}
    </p>
  );
}

/** 'Uploading...' with the percentage over the cover, and a way to stop. */
export function CoverUploadOverlay({
  state,
  onCancel,
}: {
  state: Exclude<PhotoUploadState, { phase: 'idle' }>;
  onCancel: () => void;
}) {
  const value = Math.round(state.progress);
  return (
    <>
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-gradient-to-b from-black/60 via-black/20 to-black/5"
      />
      <div
        data-testid="cover-upload-progress"
        className="absolute inset-x-3 top-3 grid gap-2 rounded-2xl bg-black/55 px-4 py-3 text-white shadow-lg backdrop-blur-md sm:top-5 sm:right-auto sm:left-5 sm:w-80"
      >
        <div className="flex items-center justify-between gap-3 text-sm font-semibold">
          <span role="status">Uploading...</span>
          <span className="flex items-center gap-2">
            <span aria-hidden="true" className="tabular-nums">
              {value}%
            </span>
            {state.phase === 'uploading' ? (
              <button
                type="button"
                onClick={onCancel}
                className="grid size-7 place-items-center rounded-full bg-white/15 hover:bg-white/30"
                aria-label="Cancel cover upload"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            ) : null}
          </span>
        </div>
        <div
          role="progressbar"
          aria-label="Uploading cover photo"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={value}
          aria-valuetext={`${value}%`}
          className="h-1.5 overflow-hidden rounded-full bg-white/25"
        >
          <div
            className="h-full rounded-full bg-white transition-[width] duration-200 ease-out motion-reduce:transition-none"
            style={{ width: `${value}%` }}
          />
        </div>
      </div>
    </>
  );
}

/** A ring around the avatar that fills as the photo uploads. */
export function AvatarUploadRing({ progress }: { progress: number }) {
  const value = Math.round(progress);
  const radius = 46;
  const circumference = 2 * Math.PI * radius;
  return (
    <span className="absolute inset-0 grid place-items-center rounded-full bg-black/45 text-white">
      <span
        role="progressbar"
        aria-label="Uploading profile photo"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-valuetext={`${value}%`}
        className="absolute inset-0"
      >
        <svg aria-hidden="true" viewBox="0 0 100 100" className="size-full -rotate-90">
          <circle
            cx="50"
            cy="50"
            r={radius}
            fill="none"
            stroke="rgb(255 255 255 / 0.3)"
            strokeWidth="5"
          />
          <circle
            cx="50"
            cy="50"
            r={radius}
            fill="none"
            stroke="white"
            strokeWidth="5"
            strokeLinecap="round"
            strokeDasharray={circumference}
            strokeDashoffset={circumference * (1 - value / 100)}
            className="transition-[stroke-dashoffset] duration-200 motion-reduce:transition-none"
          />
        </svg>
      </span>
      <span className="relative grid justify-items-center text-xs leading-tight font-semibold">
        <span role="status">Uploading...</span>
        <span aria-hidden="true" className="tabular-nums">
          {value}%
        </span>
      </span>
    </span>
  );
}
