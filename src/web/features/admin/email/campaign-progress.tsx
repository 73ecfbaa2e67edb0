import { useState } from 'react';
import {
  pauseCampaignRoute,
  resumeCampaignRoute,
  type TEmailCampaign,
} from '../../../../contract/admin-email.ts';
import { errorMessage } from '../../../lib/api.ts';
import { Badge } from '../../../ui/badge.tsx';
import { Button } from '../../../ui/button.tsx';
import { ConfirmReasonDialog } from '../confirm-reason-dialog.tsx';
import { useOperatorAction } from '../queries.ts';
import { CAMPAIGN_VIEWS, useEmailCampaign, useEmailCampaigns } from './queries.ts';

const n = (value: number) => value.toLocaleString('en-US');
const when = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

const STATUS_TONE = { running: 'brand', paused: 'accent', finished: 'neutral' } as const;

function Failures({ campaignId, running }: { campaignId: string; running: boolean }) {
  const detail = useEmailCampaign(campaignId, running);
  const failures = detail.data?.failures ?? [];
  if (failures.length === 0) return null;
  return (
    <details className="mt-3">
      <summary className="cursor-pointer text-sm font-medium text-ink">
        Latest problems ({failures.length})
      </summary>
      <ul className="mt-2 grid gap-1.5 text-sm">
        {failures.map((failure) => (
          <li key={`${failure.email}-${failure.attemptedAt ?? ''}`} className="break-words">
            <span className="font-medium text-ink">{failure.email}</span>{' '}
            <span className="text-ink-muted">
              ({failure.status === 'pending' ? 'waiting to retry' : failure.status})
            </span>
            {failure.error ? <span className="block text-danger">{failure.error}</span> : null}
          </li>
        ))}
      </ul>
    </details>
  );
}

/** One campaign: state, a progress bar, sent / failed / remaining, and pause or resume. */
function CampaignProgress({ campaign }: { campaign: TEmailCampaign }) {
  const pause = useOperatorAction(pauseCampaignRoute, CAMPAIGN_VIEWS);
  const resume = useOperatorAction(resumeCampaignRoute, CAMPAIGN_VIEWS);
  const [asking, setAsking] = useState<'pause' | 'resume' | null>(null);
  const settled = campaign.audienceCount - campaign.remaining;
  const percent = campaign.audienceCount
    ? Math.round((settled / campaign.audienceCount) * 100)
    : 100;
  const failed = campaign.failed + campaign.bounced + campaign.complained;
  const labelId = `campaign-${campaign.id}-label`;
  return (
    <li className="rounded-xl border border-line p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p id={labelId} className="font-semibold text-ink">
          Welcome e-mail · {when(campaign.createdAt)}
          {campaign.createdByName ? ` · ${campaign.createdByName}` : ''}
        </p>
        <Badge tone={STATUS_TONE[campaign.status]}>{campaign.status}</Badge>
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${n(settled)} of ${n(campaign.audienceCount)} settled`}
        className="mt-3 h-2 overflow-hidden rounded-full bg-surface-muted"
      >
        <div className="h-full bg-brand" style={{ width: `${percent}%` }} />
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-2 text-sm sm:grid-cols-4" aria-live="polite">
        <div>
          <dt className="text-ink-muted">Sent</dt>
          <dd className="font-semibold text-ink" data-testid="campaign-sent">
            {n(campaign.sent)}
          </dd>
        </div>
        <div>
          <dt className="text-ink-muted">Failed</dt>
          <dd className="font-semibold text-ink">{n(failed)}</dd>
        </div>
        <div>
          <dt className="text-ink-muted">Skipped</dt>
          <dd className="font-semibold text-ink">{n(campaign.skipped)}</dd>
        </div>
        <div>
          <dt className="text-ink-muted">Remaining</dt>
          <dd className="font-semibold text-ink" data-testid="campaign-remaining">
            {n(campaign.remaining)}
          </dd>
        </div>
      </dl>
      {campaign.pauseReason ? (
        <p className="mt-2 text-sm text-ink-muted">{campaign.pauseReason}</p>
      ) : null}
      {campaign.status !== 'finished' ? (
        <div className="mt-3">
          <Button
            size="sm"
            variant="outline"
            onClick={() => setAsking(campaign.status === 'running' ? 'pause' : 'resume')}
          >
            {campaign.status === 'running' ? 'Pause' : 'Resume'}
          </Button>
        </div>
      ) : null}
      {campaign.status !== 'finished' || failed + campaign.skipped > 0 ? (
        <Failures campaignId={campaign.id} running={campaign.status === 'running'} />
      ) : null}
      <ConfirmReasonDialog
        open={asking !== null}
        onClose={() => setAsking(null)}
        title={asking === 'pause' ? 'Pause the campaign?' : 'Resume the campaign?'}
        description={
          asking === 'pause'
            ? 'Sending stops after the messages already with the mail server.'
            : `${n(campaign.remaining)} members are still to receive it.`
        }
        confirmLabel={asking === 'pause' ? 'Pause' : 'Resume'}
        onConfirm={({ reason }) =>
          (asking === 'pause' ? pause : resume).mutateAsync({
            params: { campaignId: campaign.id },
            body: { reason },
          })
        }
      />
    </li>
  );
}

/** The latest campaigns; polled while one runs. */
export function CampaignList() {
  const campaigns = useEmailCampaigns();
  if (campaigns.isError) {
    return (
      <p role="alert" className="text-sm text-danger">
        {errorMessage(campaigns.error, 'The campaigns could not be loaded.')}
      </p>
    );
  }
  const list = campaigns.data?.campaigns ?? [];
  if (list.length === 0) {
    return <p className="text-sm text-ink-muted">No campaign has been sent yet.</p>;
  }
  return (
    <ul className="grid gap-3" aria-label="Campaigns">
      {list.slice(0, 3).map((campaign) => (
        <CampaignProgress key={campaign.id} campaign={campaign} />
      ))}
    </ul>
  );
}
