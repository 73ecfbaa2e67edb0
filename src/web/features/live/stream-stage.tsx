import { clsx } from 'clsx';
import {
  Camera,
  CameraOff,
  Clock,
  Eye,
  type LucideIcon,
  LoaderCircle,
  MessageCircle,
  MonitorUp,
  Radio,
  RefreshCw,
  Square,
} from 'lucide-react';
import type { ReactNode, RefObject } from 'react';
import { Button } from '../../ui/button.tsx';
import { CAMERA_PROBLEM_TEXT, type CameraProblem } from './camera.ts';
import { formatCount, formatDuration } from './live-format.ts';
import type { StudioState } from './studio-state.ts';

/** The red LIVE pill used on the stage, the viewer page and the home strip. */
export function LiveBadge({ className }: { className?: string }) {
  return (
    <span
      data-testid="live-badge"
      className={clsx(
        'inline-flex items-center gap-1.5 rounded-md bg-badge px-2 py-0.5 text-xs font-bold tracking-wider text-on-badge uppercase',
        className,
      )}
    >
      <span aria-hidden="true" className="size-1.5 animate-pulse rounded-full bg-on-badge" />
      Live
    </span>
  );
}

/** Camera problem overlay: what happened and how to fix it, with a retry. */
/** One figure of the live strip under the stage (viewers, duration, comments). */
function StripStat({
  Icon,
  label,
  value,
  testId,
}: {
  Icon: LucideIcon;
  label: string;
  value: ReactNode;
  testId: string;
}) {
  return (
    <div>
      <dt className="flex items-center justify-center gap-1 text-xs text-ink-muted sm:justify-start">
        <Icon aria-hidden="true" className="size-3.5" /> {label}
      </dt>
      <dd className="text-lg font-semibold text-ink tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

function CameraProblemNotice({
  problem,
  onRetry,
}: {
  problem: CameraProblem;
  onRetry: () => void;
}) {
  const text = CAMERA_PROBLEM_TEXT[problem];
  return (
    <div
      role="alert"
      data-testid="camera-problem"
      className="absolute inset-0 grid place-items-center overflow-y-auto p-5 text-center"
    >
      <div className="max-w-md">
        <span className="mx-auto grid size-12 place-items-center rounded-full bg-white/10">
          <CameraOff aria-hidden="true" className="size-6" />
        </span>
        <p className="mt-3 text-lg font-semibold">{text.title}</p>
        <p className="mt-1 text-sm text-white/85">{text.help}</p>
        <Button variant="light" size="sm" className="mt-4" onClick={onRetry}>
          <RefreshCw aria-hidden="true" className="size-4" />
          Try again
        </Button>
      </div>
    </div>
  );
}

/** IVS, preview off: the picture comes from the member's encoder; the preview is optional. */
function EncoderNotice({ onAir, onShowPreview }: { onAir: boolean; onShowPreview: () => void }) {
  return (
    <div
      data-testid="encoder-notice"
      className="absolute inset-0 grid place-items-center overflow-y-auto p-5 text-center"
    >
      <div className="max-w-md">
        <span className="mx-auto grid size-12 place-items-center rounded-full bg-white/10">
          <MonitorUp aria-hidden="true" className="size-6" />
        </span>
        <p className="mt-3 text-lg font-semibold">
          {onAir ? 'Broadcasting from your encoder' : 'Your encoder sends the stream'}
        </p>
        <p className="mt-1 text-sm text-white/85">
          {onAir
            ? 'Viewers see what OBS (or your RTMPS encoder) sends. Start streaming there with the server and key below.'
            : 'Go live here, then start streaming from OBS or any RTMPS encoder. The camera preview is optional.'}
        </p>
        <Button variant="light" size="sm" className="mt-4" onClick={onShowPreview}>
          <Camera aria-hidden="true" className="size-4" />
          Show camera preview
        </Button>
      </div>
    </div>
  );
}

/**
 * Spec 2 §2: Live Stream Control — the video area with the camera preview, the LIVE badge and,
 * when live, viewers, duration (minutes:seconds) and comments; Go Live / End Stream below.
 * `encoder` (IVS): the stream comes from an encoder, the preview is optional (`preview`).
 */
export function StreamStage({
  videoRef,
  camera,
  problem,
  state,
  goLiveEnabled,
  onGoLive,
  onEnd,
  onRetryCamera,
  location,
  encoder = null,
  className,
}: {
  videoRef: RefObject<HTMLVideoElement | null>;
  camera: 'pending' | 'ready' | 'problem';
  problem: CameraProblem | null;
  state: StudioState;
  goLiveEnabled: boolean;
  onGoLive: () => void;
  onEnd: () => void;
  onRetryCamera: () => void;
  location: string | null;
  encoder?: { preview: boolean; onTogglePreview: () => void } | null;
  className?: string;
}) {
  const onAir = state.phase === 'live' || state.phase === 'ending';
  const previewOff = encoder !== null && !encoder.preview;
  return (
    <section
      aria-labelledby="stream-control-title"
      className={clsx(
        'overflow-hidden rounded-2xl border border-line bg-surface shadow-sm',
        className,
      )}
    >
      <div className="flex items-center justify-between gap-3 px-4 py-3 sm:px-5">
        <h2 id="stream-control-title" className="text-base font-semibold text-ink">
          Live Stream Control
        </h2>
        {onAir ? (
          <LiveBadge />
        ) : (
          <span className="text-xs font-medium text-ink-muted">
            {state.phase === 'ended' ? 'Stream ended' : 'Offline'}
          </span>
        )}
      </div>
      <div className="relative aspect-square bg-[#0d1114] text-white sm:aspect-video">
        <video
          ref={videoRef}
          muted
          playsInline
          autoPlay
          aria-label="Your camera preview"
          data-testid="camera-preview"
          className={clsx(
            'size-full -scale-x-100 object-cover',
            (camera !== 'ready' || previewOff) && 'invisible',
          )}
        />
        {previewOff ? (
          <EncoderNotice onAir={onAir} onShowPreview={encoder.onTogglePreview} />
        ) : null}
        {encoder?.preview ? (
          <Button
            variant="light"
            size="sm"
            className="absolute right-3 bottom-3 z-10"
            onClick={encoder.onTogglePreview}
          >
            <CameraOff aria-hidden="true" className="size-4" />
            Hide preview
          </Button>
        ) : null}
        {camera === 'pending' && !previewOff ? (
          <p className="absolute inset-0 grid place-items-center text-sm text-white/85">
            <span className="flex items-center gap-2">
              <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
              Starting your camera…
            </span>
          </p>
        ) : null}
        {camera === 'problem' && problem && !previewOff ? (
          <CameraProblemNotice problem={problem} onRetry={onRetryCamera} />
        ) : null}
        {onAir ? (
          <div className="pointer-events-none absolute inset-x-0 top-0 flex items-start justify-between gap-2 bg-gradient-to-b from-black/60 to-transparent p-3">
            <div className="flex items-center gap-2">
              <LiveBadge />
              <span className="rounded-md bg-black/55 px-2 py-0.5 text-xs font-semibold tabular-nums">
                {formatDuration(state.duration)}
              </span>
            </div>
            <span className="flex items-center gap-1 rounded-md bg-black/55 px-2 py-0.5 text-xs font-semibold">
              <Eye aria-hidden="true" className="size-3.5" />
              {formatCount(state.viewers)}
            </span>
          </div>
        ) : null}
        {location ? (
          <p
            className="pointer-events-none absolute bottom-3 left-3 max-w-[80%] truncate rounded-full bg-black/55 px-3 py-1 text-xs font-medium"
            data-testid="detected-location"
          >
            📍 {location}
          </p>
        ) : null}
      </div>
      <div className="grid gap-3 p-4 sm:flex sm:items-center sm:justify-between sm:px-5">
        {onAir ? (
          <dl
            className="grid grid-cols-3 gap-2 text-center sm:flex sm:gap-6 sm:text-left"
            aria-label="Stream statistics"
            data-testid="live-strip"
          >
            <StripStat Icon={Eye} label="Viewers" value={state.viewers} testId="viewer-count" />
            <StripStat
              Icon={Clock}
              label="Duration"
              value={formatDuration(state.duration)}
              testId="duration"
            />
            <StripStat
              Icon={MessageCircle}
              label="Comments"
              value={state.comments}
              testId="comment-count"
            />
          </dl>
        ) : (
          <p className="text-sm text-ink-muted">
            {state.phase === 'ended'
              ? 'Your stream has ended. Ready for another one?'
              : encoder
                ? 'Go live, then start streaming from your encoder.'
                : 'Check your framing, then go live to your followers.'}
          </p>
        )}
        {onAir ? (
          <Button
            variant="outline"
            size="lg"
            onClick={onEnd}
            disabled={state.phase === 'ending'}
            className="border-danger text-danger hover:bg-danger-soft"
          >
            <Square aria-hidden="true" className="size-4 fill-current" />
            {state.phase === 'ending' ? 'Ending...' : 'End Stream'}
          </Button>
        ) : (
          <Button
            variant="danger"
            size="lg"
            onClick={onGoLive}
            disabled={!goLiveEnabled}
            className="min-w-40"
          >
            {state.phase === 'starting' ? (
              <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
            ) : (
              <Radio aria-hidden="true" className="size-5" />
            )}
            {state.phase === 'starting' ? 'Starting...' : 'Go Live'}
          </Button>
        )}
      </div>
    </section>
  );
}
