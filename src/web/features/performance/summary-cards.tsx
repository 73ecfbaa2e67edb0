import { Cable, Gauge, MemoryStick, UserRoundCheck, type LucideIcon } from 'lucide-react';
import type { TPerformanceSummary } from '../../../contract/performance.ts';
import { Card } from '../../ui/card.tsx';
import { formatMs, plural } from './format.ts';

function StatCard({
  icon: Icon,
  label,
  value,
  hint,
}: {
  icon: LucideIcon;
  label: string;
  value: string;
  hint: string;
}) {
  return (
    <Card padding="md" className="flex items-start gap-4">
      <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-brand-soft text-brand">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <div className="min-w-0">
        <h2 className="text-sm font-medium text-ink-muted">{label}</h2>
        <p className="mt-1 text-2xl font-bold text-ink tabular-nums">{value}</p>
        <p className="mt-0.5 text-xs text-ink-muted">{hint}</p>
      </div>
    </Card>
  );
}

/** Spec 3 §2's four cards: Active Users, Connections, Memory Usage (MB), Avg Response (posts). */
export function SummaryCards({ summary }: { summary: TPerformanceSummary }) {
  const instances = summary.systemHealth.length;
  const heapMb = summary.systemHealth.reduce((sum, i) => sum + i.memoryUsage, 0);
  const posts = summary.endpoints.find((e) => e.group === 'posts')?.windows['1h'];
  return (
    <section aria-label="Summary" className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <StatCard
        icon={UserRoundCheck}
        label="Active Users"
        value={String(summary.currentActiveUsers)}
        hint="Members active in the last 5 minutes"
      />
      <StatCard
        icon={Cable}
        label="Connections"
        value={String(summary.currentConnections)}
        hint={`Open live connections on ${plural(instances, 'server')}`}
      />
      <StatCard
        icon={MemoryStick}
        label="Memory Usage (MB)"
        value={instances === 0 ? '—' : String(Math.round(heapMb))}
        hint="Heap in use, all servers"
      />
      <StatCard
        icon={Gauge}
        label="Avg Response (posts endpoint)"
        value={formatMs(posts?.responseTime ?? null)}
        hint={
          posts?.requests
            ? `${plural(posts.requests, 'post request')} in the last hour`
            : 'No post requests in the last hour'
        }
      />
    </section>
  );
}
