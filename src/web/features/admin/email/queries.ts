import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import {
  emailCampaignRoute,
  emailCampaignsRoute,
  emailDnsRoute,
  emailPreviewRoute,
  emailTemplatesRoute,
  emailUsersRoute,
  sendTestEmailRoute,
  sendWelcomeAllRoute,
  type TEmailTemplateId,
  type TPersonalizations,
} from '../../../../contract/admin-email.ts';
import { listAuditRoute } from '../../../../contract/audit.ts';
import type { RouteDef, RouteInput } from '../../../../contract/route.ts';
import { api } from '../../../lib/api.ts';
import { routeQueryOptions } from '../../../lib/route-query.ts';
import { OPERATOR_STALE_MS, useOperatorAction } from '../queries.ts';

/** Progress of a running campaign is read again every 2 seconds while it runs. */
export const CAMPAIGN_POLL_MS = 2_000;

export function useEmailTemplates() {
  return useQuery({ ...routeQueryOptions(emailTemplatesRoute), staleTime: 5 * 60_000 });
}

export function useEmailPreview() {
  return useMutation({
    mutationFn: ({
      templateId,
      personalizations,
    }: {
      templateId: TEmailTemplateId;
      personalizations: TPersonalizations;
    }) => api(emailPreviewRoute, { params: { templateId }, body: { personalizations } }),
  });
}

export function useSendTestEmail() {
  return useMutation({
    mutationFn: (input: RouteInput<typeof sendTestEmailRoute>) => api(sendTestEmailRoute, input),
  });
}

export function useEmailUsers(query: RouteInput<typeof emailUsersRoute>['query']) {
  return useQuery({
    ...routeQueryOptions(emailUsersRoute, { query }),
    staleTime: OPERATOR_STALE_MS,
    placeholderData: keepPreviousData,
  });
}

export function useEmailCampaigns() {
  return useQuery({
    ...routeQueryOptions(emailCampaignsRoute),
    staleTime: OPERATOR_STALE_MS,
    refetchInterval: (query) =>
      query.state.data?.campaigns.some((c) => c.status === 'running') ? CAMPAIGN_POLL_MS : false,
  });
}

export function useEmailCampaign(campaignId: string, running: boolean) {
  return useQuery({
    ...routeQueryOptions(emailCampaignRoute, { params: { campaignId } }),
    staleTime: OPERATOR_STALE_MS,
    refetchInterval: running ? CAMPAIGN_POLL_MS : false,
  });
}

export function useEmailDns() {
  return useQuery({ ...routeQueryOptions(emailDnsRoute), staleTime: 60_000 });
}

/** What a campaign action may change. */
export const CAMPAIGN_VIEWS: readonly RouteDef[] = [
  emailCampaignsRoute,
  emailCampaignRoute,
  emailUsersRoute,
  listAuditRoute,
];

export function useWelcomeAll() {
  return useOperatorAction(sendWelcomeAllRoute, CAMPAIGN_VIEWS);
}
