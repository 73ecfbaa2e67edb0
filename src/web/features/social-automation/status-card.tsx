import { clsx } from 'clsx';
import { AlertTriangle } from 'lucide-react';
import type { TServiceStatus } from '../../../contract/social-campaigns.ts';
import { Card } from '../../ui/card.tsx';
import { formatDateTime } from './format.ts';
import { platformLabel } from './platforms.ts';
import { useServiceStatus } from './queries.ts';
import { statusLabel } from './post-rules.ts';

function Indicator({ label, on, detail }: { label: string; on: boolean; detail?: string }) {
  return (
    <li className="flex items-center gap-3 rounded-xl bg-surface-muted px-3 py-2.5">
      <span
        aria-hidden="true"
        className={clsx('size-2.5 shrink-0 rounded-full', on ? 'bg-green-600' : 'bg-red-600')}
      />
      <span className="min-w-0">
        <span className="block text-sm font-medium text-ink">{label}</span>
        <span className="block text-xs text-ink-muted">
          {on ? 'Available' : 'Unavailable'}
          {detail ? ` · ${detail}` : ''}
        </span>
      </span>
    </li>
  );
}

function OverdueAlerts({ alerts }: { alerts: TServiceStatus['alerts'] }) {
  if (alerts.length === 0) return null;
  return (
    <div role="alert" className="mt-4 rounded-xl border border-red-300 bg-red-50 p-3 text-red-900">
      <p className="flex items-center gap-2 font-semibold">
        <AlertTriangle aria-hidden="true" className="size-4" />
        {alerts.length === 1
          ? '1 post is more than 5 minutes overdue'
          : `${alerts.length} posts are more than 5 minutes overdue`}
      </p>
      <ul className="mt-2 grid gap-1 text-sm">
        {alerts.map((alert) => (
          <li key={alert.postId}>
            {alert.campaignName} · {platformLabel(alert.platform)} · due{' '}
            {formatDateTime(alert.scheduledFor)} · {statusLabel(alert.status)}
            {alert.error ? ` — ${alert.error}` : ''}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Spec 3 §2: four service indicators (read every 30 s) and the posts overdue by 5 minutes. */
export function StatusCard() {
  const status = useServiceStatus();
  if (status.isError) {
    return (
      <p role="alert" className="rounded-xl bg-danger-soft px-4 py-3 text-sm text-danger">
        Failed to fetch service status
      </p>
    );
  }
  const data = status.data;
  if (!data) return null;
  return (
    <Card aria-labelledby="service-status-title" padding="md">
      <h2 id="service-status-title" className="font-display text-lg font-semibold text-ink">
        Service status
      </h2>
      <ul className="mt-3 grid gap-2 sm:grid-cols-2 lg:grid-cols-4">
        <Indicator
          label="Content generator"
          on={data.contentGenerator}
          detail={`images: ${data.imageProvider}`}
        />
        <Indicator label="Video generator" on={data.videoGenerator} />
        <Indicator
          label="Text AI service"
          on={data.services.anthropic}
          detail={`writer: ${data.textProvider}`}
        />
        <Indicator label="Video AI service" on={data.services.runway} />
      </ul>
      <OverdueAlerts alerts={data.alerts} />
    </Card>
  );
}
