import type { TEmailCampaign } from '../../../contract/admin-email.ts';
import type { AudienceMemberRow, CampaignRow } from '../../../db/queries/email-campaigns.ts';

const BUCKET_STATE = {
  eligible: 'subscribed',
  inactive: 'inactive',
  unsubscribed: 'unsubscribed',
  bounced: 'bounced',
  unverified: 'unverified',
  welcomed: 'welcomed',
} as const;

export function presentAudienceMember(row: AudienceMemberRow) {
  const name = [row.firstName, row.lastName].filter(Boolean).join(' ').trim();
  return {
    id: row.id,
    name: name || row.email,
    email: row.email,
    state: BUCKET_STATE[row.bucket],
    createdAt: row.createdAt.toISOString(),
  };
}

/** A campaign and its progress: remaining is what is still pending or in flight. */
export function presentCampaign(row: CampaignRow): TEmailCampaign {
  const count = (status: keyof CampaignRow['counts']) => row.counts[status] ?? 0;
  return {
    id: row.id,
    kind: row.kind,
    templateId: row.templateId,
    status: row.status,
    pauseReason: row.pauseReason,
    audienceCount: row.audienceCount,
    sent: count('sent'),
    failed: count('failed'),
    bounced: count('bounced'),
    complained: count('complained'),
    skipped: count('skipped'),
    remaining: count('pending') + count('sending'),
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    createdByName: row.createdByName,
  };
}
