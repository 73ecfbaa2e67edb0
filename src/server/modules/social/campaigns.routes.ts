import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { AI_RATE_LIMIT } from '../../../contract/ai.ts';
import {
  CAMPAIGN_LIMITS,
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
import { addRoute } from '../../http/route.ts';
import {
  createSocialImages,
  createSocialTextWriter,
} from '../../providers/social-content/select-content.ts';
import {
  campaignPosts,
  campaignPreview,
  changeCampaign,
  createCampaign,
  listAllCampaigns,
  scheduledPosts,
  serviceStatus,
} from './campaigns.service.ts';
import { generateContent } from './content-generation.ts';
import {
  editPost,
  publishNow,
  removePost,
  retryPost,
  schedulePost,
  scheduleNewContent,
} from './post-actions.service.ts';
import { uploadReferenceImage } from './reference-image.ts';

/** Publishing calls platforms; a person clicking stays far below this. */
const PUBLISH_LIMIT = { max: 60, windowMs: 60_000, perMember: true };
const UPLOAD_LIMIT = { max: 20, windowMs: 10 * 60_000, perMember: true };

/** Only this scope parses multipart bodies (the reference image, streamed). */
async function referenceImageRoutes(app: FastifyInstance) {
  const images = createSocialImages(app.deps.config);
  await app.register(multipart, {
    limits: { fileSize: CAMPAIGN_LIMITS.referenceImageBytes, files: 1 },
    throwFileSizeLimit: false,
  });
  addRoute(
    app,
    uploadReferenceImageRoute,
    {
      auth: 'user',
      rateLimit: UPLOAD_LIMIT,
      bodyLimit: CAMPAIGN_LIMITS.referenceImageBytes + 64 * 1024,
    },
    async ({ ctx, request }) => uploadReferenceImage(ctx, request, images),
  );
}

/** Campaigns, their posts and publishing (contract/social-campaigns.ts). Admins only. */
export async function campaignRoutes(app: FastifyInstance) {
  const services = {
    writer: createSocialTextWriter(app.deps.config),
    images: createSocialImages(app.deps.config),
  };
  const admin = { auth: 'user' } as const;
  addRoute(app, listCampaignsRoute, admin, async ({ ctx }) => listAllCampaigns(ctx));
  addRoute(app, createCampaignRoute, admin, async ({ ctx, body }) => createCampaign(ctx, body));
  addRoute(app, updateCampaignRoute, admin, async ({ ctx, params, body }) =>
    changeCampaign(ctx, params.id, body),
  );
  addRoute(app, campaignPostsRoute, admin, async ({ ctx, params }) =>
    campaignPosts(ctx, params.id),
  );
  addRoute(app, campaignPreviewRoute, admin, async ({ ctx, params }) =>
    campaignPreview(ctx, params.id),
  );
  addRoute(app, scheduledPostsRoute, admin, async ({ ctx, query }) => scheduledPosts(ctx, query));
  addRoute(app, socialServiceStatusRoute, admin, async ({ ctx }) => serviceStatus(ctx));
  addRoute(
    app,
    generateContentRoute,
    { ...admin, rateLimit: { ...AI_RATE_LIMIT, perMember: true } },
    async ({ ctx, body }) => generateContent(ctx, services, body),
  );
  addRoute(app, scheduleContentRoute, admin, async ({ ctx, body }) =>
    scheduleNewContent(ctx, body),
  );
  addRoute(app, scheduleCampaignPostRoute, admin, async ({ ctx, params, body }) =>
    schedulePost(ctx, params.postId, body),
  );
  addRoute(app, editCampaignPostRoute, admin, async ({ ctx, params, body }) =>
    editPost(ctx, params.postId, body),
  );
  addRoute(app, deleteCampaignPostRoute, admin, async ({ ctx, params }) =>
    removePost(ctx, params.postId),
  );
  addRoute(
    app,
    publishCampaignPostRoute,
    { ...admin, rateLimit: PUBLISH_LIMIT },
    async ({ ctx, params }) => publishNow(ctx, params.postId),
  );
  addRoute(
    app,
    retryCampaignPostRoute,
    { ...admin, rateLimit: PUBLISH_LIMIT },
    async ({ ctx, params }) => retryPost(ctx, params.postId),
  );
  await app.register(referenceImageRoutes);
}
