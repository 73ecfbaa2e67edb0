import type { FastifyInstance } from 'fastify';
import {
  emailCampaignRoute,
  emailCampaignsRoute,
  emailDnsRoute,
  emailPreviewRoute,
  emailTemplatesRoute,
  emailUsersRoute,
  pauseCampaignRoute,
  resumeCampaignRoute,
  sendTestEmailRoute,
  sendWelcomeAllRoute,
} from '../../../contract/admin-email.ts';
import { addRoute } from '../../http/route.ts';
import { authorize } from '../../policies/authorize.ts';
import {
  listEmailTemplates,
  listEmailUsers,
  previewEmailTemplate,
  sendTestEmail,
} from './admin-email.service.ts';
import { mailDnsRecords } from './mail-dns.ts';
import {
  changeCampaignState,
  getEmailCampaign,
  listEmailCampaigns,
  sendWelcomeToAll,
} from './welcome-campaign.service.ts';

/** Sends and campaign actions: a handful a minute is every honest operator's pace. */
const SEND_LIMIT = { max: 20, windowMs: 60_000, perMember: true };

/** Email management (issue 23 §2–§4), inside the admin plugin behind its guard (admins only). */
export async function adminEmailRoutes(app: FastifyInstance) {
  const user = { auth: 'user' as const };
  addRoute(app, emailTemplatesRoute, user, async ({ ctx }) => listEmailTemplates(ctx));
  addRoute(app, emailPreviewRoute, user, async ({ ctx, params, body }) =>
    previewEmailTemplate(ctx, { ...params, ...body }),
  );
  addRoute(app, sendTestEmailRoute, { ...user, rateLimit: SEND_LIMIT }, async ({ ctx, body }) =>
    sendTestEmail(ctx, body),
  );
  addRoute(app, emailUsersRoute, user, async ({ ctx, query }) => listEmailUsers(ctx, query));
  addRoute(app, sendWelcomeAllRoute, { ...user, rateLimit: SEND_LIMIT }, async ({ ctx, body }) =>
    sendWelcomeToAll(ctx, body),
  );
  addRoute(app, emailCampaignsRoute, user, async ({ ctx }) => listEmailCampaigns(ctx));
  addRoute(app, emailCampaignRoute, user, async ({ ctx, params }) => getEmailCampaign(ctx, params));
  addRoute(
    app,
    pauseCampaignRoute,
    { ...user, rateLimit: SEND_LIMIT },
    async ({ ctx, params, body }) =>
      changeCampaignState(ctx, { ...params, ...body, action: 'pause' }),
  );
  addRoute(
    app,
    resumeCampaignRoute,
    { ...user, rateLimit: SEND_LIMIT },
    async ({ ctx, params, body }) =>
      changeCampaignState(ctx, { ...params, ...body, action: 'resume' }),
  );
  addRoute(app, emailDnsRoute, user, async ({ ctx }) => {
    authorize(ctx.viewer, 'admin.access', null);
    return mailDnsRecords(ctx.config);
  });
}
