import { clsx } from 'clsx';
import {
  Activity,
  Camera,
  CircleAlert,
  CircleCheck,
  Clock,
  Eye,
  LoaderCircle,
  MapPin,
  MessageCircle,
  Mic,
  MonitorUp,
  Radio,
  Signal,
  Smile,
  Sparkles,
  Tags,
  TrendingUp,
  type LucideIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Photo } from '../about/photo.tsx';
import { Card, CardHeader } from '../../ui/card.tsx';
import { formatCount, formatDuration } from './live-format.ts';

/** Camera state as the readiness card shows it. */
export type DeviceState = 'pending' | 'ready' | 'problem';

type Check = { label: string; value: string; ok: boolean | null; Icon: LucideIcon };

function CheckRow({ label, value, ok, Icon }: Check) {
  return (
    <li className="flex items-center gap-3 py-2.5">
      <span
        aria-hidden="true"
        className="grid size-8 shrink-0 place-items-center rounded-lg bg-surface-muted text-ink-muted"
      >
        <Icon className="size-4" />
      </span>
      <span className="min-w-0 flex-1 text-sm text-ink">{label}</span>
      <span
        className={clsx(
          'flex items-center gap-1 text-sm font-medium',
          ok === true && 'text-brand',
          ok === false && 'text-danger',
          ok === null && 'text-ink-muted',
        )}
      >
        {ok === true ? <CircleCheck aria-hidden="true" className="size-4" /> : null}
        {ok === false ? <CircleAlert aria-hidden="true" className="size-4" /> : null}
        {ok === null ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : null}
        {value}
      </span>
    </li>
  );
}

/**
 * Spec 2 §2: the streaming readiness card (service, channel, camera, microphone). With `encoder`
 * (IVS) the picture comes from the member's encoder, so camera and microphone are not checked.
 */
export function ReadinessCard({
  status,
  channelArn,
  camera,
  microphone,
  encoder = false,
  className,
}: {
  status:
    | { state: 'loading' }
    | { state: 'error' }
    | { state: 'ready'; isConfigured: boolean; canStream: boolean; activeSessions: number };
  channelArn: string | null;
  camera: DeviceState;
  microphone: DeviceState;
  encoder?: boolean;
  className?: string;
}) {
  const service: Check =
    status.state === 'loading'
      ? { label: 'Streaming service', value: 'Checking…', ok: null, Icon: Radio }
      : status.state === 'error'
        ? { label: 'Streaming service', value: 'Unreachable', ok: false, Icon: Radio }
        : status.isConfigured && status.canStream
          ? { label: 'Streaming service', value: 'Connected', ok: true, Icon: Radio }
          : {
              label: 'Streaming service',
              value: status.isConfigured ? 'Unavailable' : 'Not set up',
              ok: false,
              Icon: Radio,
            };
  const channel: Check = {
    label: 'Channel',
    value: channelArn ? 'Selected' : status.state === 'loading' ? 'Checking…' : 'None',
    ok: channelArn ? true : status.state === 'loading' ? null : false,
    Icon: Signal,
  };
  const checks: Check[] = encoder
    ? [
        service,
        channel,
        { label: 'Broadcast from', value: 'RTMPS encoder', ok: true, Icon: MonitorUp },
      ]
    : [
        service,
        channel,
        {
          label: 'Camera',
          value: camera === 'ready' ? 'Ready' : camera === 'pending' ? 'Starting…' : 'Blocked',
          ok: camera === 'ready' ? true : camera === 'pending' ? null : false,
          Icon: Camera,
        },
        {
          label: 'Microphone',
          value: microphone === 'ready' ? 'Ready' : microphone === 'pending' ? 'Starting…' : 'Off',
          ok: microphone === 'ready' ? true : microphone === 'pending' ? null : false,
          Icon: Mic,
        },
      ];
  const ready = checks.every((check) => check.ok === true);
  return (
    <Card className={className} aria-labelledby="readiness-title" data-testid="readiness-card">
      <CardHeader
        id="readiness-title"
        title="Streaming Readiness"
        icon={<CircleCheck className="size-5" />}
        description={
          ready ? 'Everything is set. You can go live.' : 'Finish these checks to go live.'
        }
      />
      <ul className="divide-y divide-line">
        {checks.map((check) => (
          <CheckRow key={check.label} {...check} />
        ))}
      </ul>
      {status.state === 'ready' ? (
        <p className="mt-3 text-xs text-ink-muted">
          {status.activeSessions === 1
            ? '1 stream live on Roamly right now'
            : `${status.activeSessions} streams live on Roamly right now`}
        </p>
      ) : null}
    </Card>
  );
}

/** The studio banner's backdrop: a lake of nowhere stated (the studio is about no place). */
export const STUDIO_BANNER_PHOTO = 'lake-midnight-twilight';

/** Spec 2 §2: the Live Studio banner (the page's title). */
export function StudioBanner({ live, className }: { live: boolean; className?: string }) {
  return (
    <section
      aria-labelledby="studio-title"
      className={clsx(
        'relative isolate overflow-hidden rounded-2xl bg-[#1d1a24] p-5 text-white shadow-sm',
        className,
      )}
    >
      <div aria-hidden="true" className="absolute inset-0 -z-10">
        <Photo
          photoId={STUDIO_BANNER_PHOTO}
          widths={[320, 640, 960]}
          sizes="(min-width: 1024px) 18rem, calc(100vw - 2rem)"
          width={960}
          height={640}
          alt=""
          className="size-full object-cover"
        />
        <div className="absolute inset-0 bg-gradient-to-t from-black/80 via-black/50 to-black/20" />
      </div>
      <p className="flex items-center gap-2 text-xs font-semibold tracking-wide text-white/90 uppercase">
        <Radio aria-hidden="true" className="size-4" />
        {live ? 'You are on air' : 'Broadcast'}
      </p>
      <h1 id="studio-title" className="mt-2 font-display text-3xl font-semibold tracking-tight">
        Live Studio
      </h1>
      <p className="mt-2 text-sm text-white/90">
        Take your followers along in real time: share the view, answer questions and let AI tag the
        places you pass.
      </p>
    </section>
  );
}

function FeatureRow({ Icon, label, value }: { Icon: LucideIcon; label: string; value: string }) {
  return (
    <li className="flex items-center gap-3 py-2.5">
      <Icon aria-hidden="true" className="size-4 text-brand" />
      <span className="flex-1 text-sm text-ink">{label}</span>
      <span className="rounded-full bg-brand-soft px-2.5 py-0.5 text-xs font-semibold text-brand-strong">
        {value}
      </span>
    </li>
  );
}

/** Spec 2 §2: AI Live Features (location detection Auto, smart tags Real-time, mood Live). */
export function AiFeaturesCard({ className }: { className?: string }) {
  return (
    <Card className={className} aria-labelledby="ai-features-title">
      <CardHeader
        id="ai-features-title"
        title="AI Live Features"
        icon={<Sparkles className="size-5" />}
        description="Running on your stream automatically"
      />
      <ul className="divide-y divide-line">
        <FeatureRow Icon={MapPin} label="Location detection" value="Auto" />
        <FeatureRow Icon={Tags} label="Smart tags" value="Real-time" />
        <FeatureRow Icon={Smile} label="Mood analysis" value="Live" />
      </ul>
    </Card>
  );
}

function Stat({ Icon, label, value }: { Icon: LucideIcon; label: string; value: ReactNode }) {
  return (
    <div className="rounded-xl bg-surface-muted p-3">
      <dt className="flex items-center gap-1.5 text-xs font-medium text-ink-muted">
        <Icon aria-hidden="true" className="size-3.5" />
        {label}
      </dt>
      <dd className="mt-1 text-xl font-semibold text-ink tabular-nums">{value}</dd>
    </div>
  );
}

/** Spec 2 §2/§3: the Live Stats card shown while live (engagement: peak, watch time, chat). */
export function LiveStatsCard({
  viewers,
  peakViewers,
  avgWatchSeconds,
  chatPerMinute,
  className,
}: {
  viewers: number;
  peakViewers: number;
  avgWatchSeconds: number | null;
  chatPerMinute: number;
  className?: string;
}) {
  return (
    <Card className={className} aria-labelledby="live-stats-title" data-testid="live-stats">
      <CardHeader id="live-stats-title" title="Live Stats" icon={<Activity className="size-5" />} />
      <dl className="grid grid-cols-2 gap-2">
        <Stat Icon={Eye} label="Watching now" value={formatCount(viewers)} />
        <Stat Icon={TrendingUp} label="Peak viewers" value={formatCount(peakViewers)} />
        <Stat
          Icon={Clock}
          label="Avg watch time"
          value={avgWatchSeconds === null ? '—' : formatDuration(avgWatchSeconds)}
        />
        <Stat Icon={MessageCircle} label="Chat / min" value={chatPerMinute} />
      </dl>
    </Card>
  );
}
