import { TrendingUp } from 'lucide-react';
import { Card } from '../../ui/card.tsx';
import { SelectField } from '../../ui/select.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { formatDateTime } from './format.ts';
import { useCampaigns } from './queries.ts';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Card as="div" padding="sm">
      <dt className="text-sm text-ink-muted">{label}</dt>
      <dd className="mt-1 font-display text-2xl font-bold text-ink">{value}</dd>
    </Card>
  );
}

const NUMBER = new Intl.NumberFormat(undefined, { maximumFractionDigits: 1 });

/** Spec 3 §2 'Analytics': the selected campaign's figures, or 'No analytics data'. */
export function AnalyticsTab({
  selectedId,
  onSelect,
}: {
  selectedId: number | null;
  onSelect: (id: number | null) => void;
}) {
  const campaigns = useCampaigns();
  if (campaigns.isPending) return <Spinner label="Loading campaigns" />;
  const list = campaigns.data?.campaigns ?? [];
  const campaign = list.find((item) => item.id === selectedId);
  return (
    <div className="grid gap-4">
      {list.length > 0 ? (
        <SelectField
          label="Campaign"
          className="max-w-sm"
          value={campaign?.id ?? ''}
          onChange={(event) => onSelect(event.target.value ? Number(event.target.value) : null)}
        >
          <option value="">Choose a campaign</option>
          {list.map((item) => (
            <option key={item.id} value={item.id}>
              {item.name}
            </option>
          ))}
        </SelectField>
      ) : null}
      {campaign ? (
        <>
          <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            <Figure label="Total posts" value={NUMBER.format(campaign.analytics.totalPosts)} />
            <Figure label="Published" value={NUMBER.format(campaign.analytics.publishedPosts)} />
            <Figure
              label="Avg likes"
              value={NUMBER.format(campaign.analytics.engagementData.avgLikes)}
            />
            <Figure
              label="Total reach"
              value={NUMBER.format(campaign.analytics.engagementData.totalReach)}
            />
          </dl>
          <p className="text-xs text-ink-muted">
            {campaign.analytics.updatedAt
              ? `Likes and reach as the platforms reported them on ${formatDateTime(campaign.analytics.updatedAt)}.`
              : 'Likes and reach appear once the platforms report on published posts.'}
          </p>
        </>
      ) : (
        <div className="grid justify-items-center gap-3 rounded-2xl border border-dashed border-line px-4 py-10 text-center">
          <TrendingUp aria-hidden="true" className="size-8 text-ink-muted" />
          <p className="font-semibold text-ink">No analytics data</p>
          <p className="max-w-md text-sm text-ink-muted">
            {list.length > 0
              ? 'Choose a campaign, or open one with View Details.'
              : 'Create a campaign and publish its posts to see their reach here.'}
          </p>
        </div>
      )}
    </div>
  );
}
