import { clsx } from 'clsx';
import { ImageIcon, Share2 } from 'lucide-react';
import type { TCampaign } from '../../../contract/social-campaigns.ts';
import { toast } from '../../app/toasts/toast-store.ts';
import { errorMessage } from '../../lib/api.ts';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { STRATEGY_LABELS } from './campaign-options.ts';
import { PlatformMark } from './platform-mark.tsx';
import { useCampaigns, useGenerateContent, useUpdateCampaign } from './queries.ts';
import { TestGenerationCard } from './test-generation-card.tsx';

/** Spec 3 §9: success rate as a whole percent (the server counts settled posts only). */
export const successPercent = (campaign: Pick<TCampaign, 'successRate'>) =>
  Math.round(Math.min(100, Math.max(0, campaign.successRate)));

function CampaignCard({
  campaign,
  onViewDetails,
}: {
  campaign: TCampaign;
  onViewDetails: (id: number) => void;
}) {
  const generate = useGenerateContent();
  const update = useUpdateCampaign();
  const rate = successPercent(campaign);
  const titleId = `campaign-${campaign.id}`;

  const run = () =>
    generate.mutate(
      { body: { campaignId: campaign.id } },
      {
        onSuccess: (result) =>
          toast({ title: 'Content generated', description: result.message, variant: 'success' }),
        onError: (error) =>
          toast({
            title: 'Generation Failed',
            description: errorMessage(error, 'Failed to generate content'),
            variant: 'destructive',
          }),
      },
    );
  const toggle = () =>
    update.mutate(
      { params: { id: campaign.id }, body: { isActive: !campaign.isActive } },
      {
        onError: (error) =>
          toast({
            title: 'Update failed',
            description: errorMessage(error, 'Please try again'),
            variant: 'destructive',
          }),
      },
    );

  return (
    <Card as="li" aria-labelledby={titleId} className="grid content-start gap-3" padding="md">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={titleId} className="font-semibold break-words text-ink">
            {campaign.name}
          </h3>
          <p className="text-sm text-ink-muted">{STRATEGY_LABELS[campaign.strategy]}</p>
        </div>
        <div className="flex flex-wrap gap-1.5">
          {campaign.referenceImageUrl ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-accent-soft px-2 py-0.5 text-xs font-semibold text-accent">
              <ImageIcon aria-hidden="true" className="size-3" />
              Reference Image
            </span>
          ) : null}
          <span
            className={clsx(
              'rounded-full px-2 py-0.5 text-xs font-semibold',
              campaign.isActive ? 'bg-green-100 text-green-900' : 'bg-gray-100 text-gray-800',
            )}
          >
            {campaign.isActive ? 'Active' : 'Paused'}
          </span>
        </div>
      </div>
      {campaign.description ? (
        <p className="line-clamp-2 text-sm text-ink-muted">{campaign.description}</p>
      ) : null}
      <ul aria-label="Platforms" className="flex flex-wrap gap-1.5">
        {campaign.targetPlatforms.map((platform) => (
          <li key={platform}>
            <PlatformMark platform={platform} size="sm" labelled />
          </li>
        ))}
      </ul>
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <div>
          <dt className="text-ink-muted">Total posts</dt>
          <dd className="font-semibold text-ink">{campaign.totalPosts}</dd>
        </div>
        <div>
          <dt className="text-ink-muted">Success rate</dt>
          <dd className="font-semibold text-ink">{rate}%</dd>
        </div>
      </dl>
      <div
        role="progressbar"
        aria-label={`Success rate of ${campaign.name}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={rate}
        className="h-2 overflow-hidden rounded-full bg-surface-muted"
      >
        <div className="h-full rounded-full bg-green-600" style={{ width: `${rate}%` }} />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={run} disabled={generate.isPending}>
          {generate.isPending ? 'Generating...' : 'Generate Content'}
        </Button>
        <Button size="sm" variant="outline" onClick={() => onViewDetails(campaign.id)}>
          View Details
        </Button>
        <Button size="sm" variant="ghost" onClick={toggle} disabled={update.isPending}>
          {campaign.isActive ? 'Pause' : 'Resume'}
          <span className="sr-only"> {campaign.name}</span>
        </Button>
      </div>
    </Card>
  );
}

/** Spec 3 §2 'Campaigns': the cards, or 'No campaigns yet'; and the AI test card. */
export function CampaignsTab({
  onCreate,
  onViewDetails,
}: {
  onCreate: () => void;
  onViewDetails: (id: number) => void;
}) {
  const campaigns = useCampaigns();
  return (
    <div className="grid gap-6">
      {campaigns.isPending ? (
        <Spinner label="Loading campaigns" />
      ) : campaigns.isError ? (
        <p role="alert" className="text-danger">
          Failed to fetch campaigns
        </p>
      ) : campaigns.data.campaigns.length === 0 ? (
        <div className="grid justify-items-center gap-3 rounded-2xl border border-dashed border-line px-4 py-10 text-center">
          <Share2 aria-hidden="true" className="size-8 text-ink-muted" />
          <p className="font-semibold text-ink">No campaigns yet</p>
          <p className="max-w-md text-sm text-ink-muted">
            A campaign holds the platforms, content types and schedule of its generated posts.
          </p>
          <Button onClick={onCreate}>Create Campaign</Button>
        </div>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {campaigns.data.campaigns.map((campaign) => (
            <CampaignCard key={campaign.id} campaign={campaign} onViewDetails={onViewDetails} />
          ))}
        </ul>
      )}
      <TestGenerationCard />
    </div>
  );
}
