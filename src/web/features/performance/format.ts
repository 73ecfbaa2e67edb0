import { FEATURE_USAGE_FULL_AT, HEALTHY_SUCCESS_RATE } from '../../../contract/performance.ts';

/** Spec 3 §9: days and hours, hours and minutes, or minutes and seconds. */
export function formatUptime(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3_600);
  const minutes = Math.floor((seconds % 3_600) / 60);
  if (days > 0) return `${days}d ${hours}h`;
  if (hours > 0) return `${hours}h ${minutes}m`;
  return `${minutes}m ${seconds % 60}s`;
}

/** A duration in ms, or a dash when there were no requests. */
export function formatMs(ms: number | null): string {
  if (ms === null) return '—';
  return ms >= 100 ? `${Math.round(ms)} ms` : `${ms.toFixed(1)} ms`;
}

export function formatPercent(value: number | null): string {
  if (value === null) return '—';
  return `${Number.isInteger(value) ? value : value.toFixed(1)}%`;
}

/** Requests per second, or per minute when under one a second (quiet servers read better). */
export function formatRate(perSecond: number): string {
  if (perSecond >= 10) return `${Math.round(perSecond)}/s`;
  if (perSecond >= 1) return `${perSecond.toFixed(1)}/s`;
  const perMinute = perSecond * 60;
  if (perMinute > 0 && perMinute < 0.1) return '<0.1/min';
  return `${perMinute >= 10 ? Math.round(perMinute) : perMinute.toFixed(1)}/min`;
}

/** Spec 3 §9: the bar is full at 10 uses. */
export function usageBarPercent(uses: number): number {
  return Math.min(100, (uses / FEATURE_USAGE_FULL_AT) * 100);
}

/** Spec 3 §9: 95 % or more is healthy; no requests is nothing to worry about. */
export function isHealthyRate(successRate: number | null): boolean {
  return successRate === null || successRate >= HEALTHY_SUCCESS_RATE;
}

/** "12 s ago", "5 min ago", "3 h ago" or the date, for a provider's last success. */
export function formatAgo(iso: string | null, now = Date.now()): string {
  if (!iso) return 'never';
  const seconds = Math.max(0, Math.round((now - Date.parse(iso)) / 1000));
  if (seconds < 60) return `${seconds} s ago`;
  if (seconds < 3_600) return `${Math.floor(seconds / 60)} min ago`;
  if (seconds < 86_400) return `${Math.floor(seconds / 3_600)} h ago`;
  return new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric' });
}

/** "1 run", "3 runs": a count with its noun. */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}
