const whole = new Intl.NumberFormat('en-US');
const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 0 });

export const formatCount = (value: number) => whole.format(value);
export const formatPercent = (ratio: number) => percent.format(ratio);

export type Change = { direction: 'up' | 'down' | 'flat'; text: string };

/**
 * The change against the previous period, as people read it: "+12%", "−3%", "No change", "New"
 * when the previous period had none, null when there is no previous period to compare with.
 */
export function describeChange(value: number, previous: number | null): Change | null {
  if (previous === null) return null;
  if (value === previous) return { direction: 'flat', text: 'No change' };
  if (previous === 0) return { direction: 'up', text: `+${formatCount(value)} (new)` };
  const ratio = (value - previous) / previous;
  // Under 1 %, one decimal (a total moving by 0.4 % still moves).
  const points = Math.abs(ratio) * 100;
  const sign = ratio > 0 ? '+' : '−';
  const text = `${sign}${points < 1 ? Math.max(0.1, Math.round(points * 10) / 10) : Math.round(points)}%`;
  return { direction: ratio > 0 ? 'up' : 'down', text };
}

/** "Mar 12" for a 'YYYY-MM-DD' UTC day. */
export function formatDay(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/** "Mar 12, 10:04 AM" in the viewer's time zone. */
export function formatAsOf(iso: string): string {
  return new Date(iso).toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}
