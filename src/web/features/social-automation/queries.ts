import { useQuery } from '@tanstack/react-query';
import {
  campaignPostsRoute,
  campaignPreviewRoute,
  createCampaignRoute,
  deleteCampaignPostRoute,
  editCampaignPostRoute,
  generateContentRoute,
  listCampaignsRoute,
  publishCampaignPostRoute,
  retryCampaignPostRoute,
  scheduleCampaignPostRoute,
  scheduleContentRoute,
  scheduledPostsRoute,
  socialServiceStatusRoute,
  updateCampaignRoute,
  uploadReferenceImageRoute,
} from '../../../contract/social-campaigns.ts';
import {
  connectSocialAccountRoute,
  disconnectSocialAccountRoute,
  socialAccountsRoute,
  socialOAuthStartRoute,
} from '../../../contract/social-media.ts';
import { ApiError } from '../../lib/api.ts';
import { routeQueryOptions } from '../../lib/route-query.ts';
import { OPERATOR_STALE_MS, useOperatorAction } from '../admin/queries.ts';

/** Spec 3 §9: the service status (and its overdue-post alerts) is read again every 30 seconds. */
export const STATUS_POLL_MS = 30_000;

/** What any change to a campaign or its posts may change on screen. */
const POST_VIEWS = [
  listCampaignsRoute,
  campaignPostsRoute,
  campaignPreviewRoute,
  scheduledPostsRoute,
  socialServiceStatusRoute,
];

export const useSocialAccounts = () =>
  useQuery({ ...routeQueryOptions(socialAccountsRoute), staleTime: OPERATOR_STALE_MS });

export const useCampaigns = () =>
  useQuery({ ...routeQueryOptions(listCampaignsRoute), staleTime: OPERATOR_STALE_MS });

export const useServiceStatus = () =>
  useQuery({
    ...routeQueryOptions(socialServiceStatusRoute),
    staleTime: OPERATOR_STALE_MS,
    refetchInterval: STATUS_POLL_MS,
  });

export const useScheduledPosts = () =>
  useQuery({
    ...routeQueryOptions(scheduledPostsRoute, { query: { limit: 50 } }),
    staleTime: OPERATOR_STALE_MS,
  });

export const useCampaignPreview = (campaignId: number) =>
  useQuery({
    ...routeQueryOptions(campaignPreviewRoute, { params: { id: campaignId } }),
    staleTime: OPERATOR_STALE_MS,
  });

export const useConnectAccount = () =>
  useOperatorAction(connectSocialAccountRoute, [socialAccountsRoute]);
export const useDisconnectAccount = () =>
  useOperatorAction(disconnectSocialAccountRoute, [socialAccountsRoute]);
export const useOAuthStart = () => useOperatorAction(socialOAuthStartRoute, []);
export const useCreateCampaign = () => useOperatorAction(createCampaignRoute, [listCampaignsRoute]);
export const useUpdateCampaign = () => useOperatorAction(updateCampaignRoute, [listCampaignsRoute]);
export const useGenerateContent = () => useOperatorAction(generateContentRoute, POST_VIEWS);
export const useScheduleContent = () => useOperatorAction(scheduleContentRoute, POST_VIEWS);
export const useSchedulePost = () => useOperatorAction(scheduleCampaignPostRoute, POST_VIEWS);
export const usePublishPost = () => useOperatorAction(publishCampaignPostRoute, POST_VIEWS);
export const useRetryPost = () => useOperatorAction(retryCampaignPostRoute, POST_VIEWS);
export const useEditPost = () => useOperatorAction(editCampaignPostRoute, POST_VIEWS);
export const useDeletePost = () => useOperatorAction(deleteCampaignPostRoute, POST_VIEWS);

export type UploadedReference = { referenceImageUrl: string; openaiFileId: string | null };

/**
 * Spec 3 §7: the reference image goes up as multipart (field referenceImage); `api()` sends JSON
 * only, so this one call builds its own request.
 */
export async function uploadReferenceImage(file: File): Promise<UploadedReference> {
  const form = new FormData();
  form.append('referenceImage', file);
  const response = await fetch(uploadReferenceImageRoute.path, {
    method: 'POST',
    body: form,
    credentials: 'include',
    // As the upload client does: a header a cross-site form cannot send.
    headers: { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' },
  });
  const text = await response.text();
  if (!response.ok) throw new ApiError(response.status, text, response.statusText);
  return JSON.parse(text) as UploadedReference;
}
