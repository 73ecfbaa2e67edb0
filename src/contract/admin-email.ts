import { z } from 'zod';
import { ZAuditReason } from './audit.ts';
import { defineRoute } from './route.ts';

/** The personalisation fields of a test send (spec 3 §7), in the spec's order. */
export const PERSONALIZATION_FIELDS = [
  'firstName',
  'personalMessage',
  'platformUrl',
  'monthYear',
  'topDestination',
  'destinationDescription',
  'topPosts',
  'communityHighlights',
  'announcementTitle',
  'announcementBody',
  'actionUrl',
  'actionText',
] as const;
export type TPersonalizationField = (typeof PERSONALIZATION_FIELDS)[number];

export const EMAIL_TEMPLATE_IDS = ['welcome', 'monthly-digest', 'announcement'] as const;
export type TEmailTemplateId = (typeof EMAIL_TEMPLATE_IDS)[number];

export const CAMPAIGN_STATUSES = ['running', 'paused', 'finished'] as const;
export type TCampaignStatus = (typeof CAMPAIGN_STATUSES)[number];
/**
 * A ledger row: `pending` until a worker claims it (`sending`), then settled: `sent`, `failed`
 * (the provider refused, its message kept), `bounced` (a permanent refusal of the address),
 * `complained`, or `skipped` (suppressed between the confirm and the send).
 */
export const CAMPAIGN_RECIPIENT_STATUSES = [
  'pending',
  'sending',
  'sent',
  'failed',
  'bounced',
  'complained',
  'skipped',
] as const;
export const SUPPRESSION_REASONS = ['unsubscribed', 'hard_bounce', 'complaint'] as const;

/** A field value; long enough for a digest's lists, short enough for one e-mail. */
const ZFieldValue = z.string().trim().max(5000);

export const ZPersonalizations = z
  .object(
    Object.fromEntries(PERSONALIZATION_FIELDS.map((name) => [name, ZFieldValue.optional()])) as {
      [K in TPersonalizationField]: z.ZodOptional<typeof ZFieldValue>;
    },
  )
  .partial();
export type TPersonalizations = z.infer<typeof ZPersonalizations>;

/** Email template (spec 3 §3): id, name, subject, variables — plus what it is for. */
export const ZEmailTemplate = z.object({
  id: z.enum(EMAIL_TEMPLATE_IDS),
  name: z.string(),
  subject: z.string(),
  description: z.string(),
  variables: z.array(z.enum(PERSONALIZATION_FIELDS)),
});
export type TEmailTemplate = z.infer<typeof ZEmailTemplate>;

export const emailTemplatesRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/email/templates',
  tags: ['admin'],
  summary: 'The e-mail templates and their variables',
  response: z.object({ templates: z.array(ZEmailTemplate) }),
  errors: [401, 403],
});

export const ZEmailPreview = z.object({ subject: z.string(), html: z.string(), text: z.string() });

export const emailPreviewRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/email/templates/:templateId/preview',
  tags: ['admin'],
  summary: 'A template rendered with the given (or sample) values',
  params: z.object({ templateId: z.enum(EMAIL_TEMPLATE_IDS) }),
  body: z.object({ personalizations: ZPersonalizations.default({}) }),
  response: ZEmailPreview,
  errors: [400, 401, 403],
});

export const SEND_TEST_MISSING = 'Please select a template and enter a test email address.';

/**
 * Empty fields are let through to the service, which answers with the spec's one sentence
 * (SEND_TEST_MISSING) rather than a sentence per field.
 */
export const ZSendTestBody = z.object({
  templateId: z.string().trim().max(50).default(''),
  testEmail: z.string().trim().max(254).default(''),
  personalizations: ZPersonalizations.default({}),
});

export const ZSuccessMessage = z.object({ success: z.boolean(), message: z.string() });

export const sendTestEmailRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/email/send-test',
  tags: ['admin'],
  summary: 'Sends one template to a test address, now, and says what the provider answered',
  body: ZSendTestBody,
  response: ZSuccessMessage,
  errors: [400, 401, 403, 404, 429, 503],
});

export const EMAIL_AUDIENCE_STATES = [
  'subscribed',
  'unsubscribed',
  'bounced',
  'unverified',
  'welcomed',
  'inactive',
] as const;

export const ZEmailAudienceMember = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  /** Why a campaign would skip them, or `subscribed` (or `welcomed`: already sent the welcome). */
  state: z.enum(EMAIL_AUDIENCE_STATES),
  createdAt: z.string(),
});

export const emailUsersRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/email/users/all',
  tags: ['admin'],
  summary: 'Members as e-mail recipients, newest first, with their e-mail state',
  query: z.object({
    q: z.string().trim().max(100).optional(),
    cursor: z.string().max(200).optional(),
    limit: z.coerce.number().int().min(1).max(100).default(25),
  }),
  response: z.object({
    users: z.array(ZEmailAudienceMember),
    nextCursor: z.string().nullable(),
    total: z.number().int(),
  }),
  errors: [400, 401, 403],
});

export const ZAudienceExclusions = z.object({
  unsubscribed: z.number().int(),
  bounced: z.number().int(),
  unverified: z.number().int(),
  alreadyWelcomed: z.number().int(),
  /** Suspended members and accounts being deleted. */
  inactive: z.number().int(),
});

export const ZSendWelcomeBody = z.discriminatedUnion('dryRun', [
  z.object({ dryRun: z.literal(true) }),
  z.object({
    dryRun: z.literal(false).default(false),
    reason: ZAuditReason,
    personalizations: ZPersonalizations.default({}),
  }),
]);

export const ZSendWelcomeResult = z.object({
  success: z.boolean(),
  recipientCount: z.number().int(),
  message: z.string(),
  excluded: ZAudienceExclusions,
  /** The campaign started (null for a dry run). */
  campaignId: z.string().nullable(),
});
export type TSendWelcomeResult = z.infer<typeof ZSendWelcomeResult>;

export const sendWelcomeAllRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/email/send-welcome-all',
  tags: ['admin'],
  summary: 'Counts (dry run) or starts the welcome e-mail to every member who should get it',
  body: ZSendWelcomeBody,
  response: ZSendWelcomeResult,
  errors: [400, 401, 403, 409, 429],
});

export const ZCampaignFailure = z.object({
  email: z.string(),
  status: z.enum(CAMPAIGN_RECIPIENT_STATUSES),
  error: z.string().nullable(),
  attemptedAt: z.string().nullable(),
});

/** A campaign with its progress, read from the ledger. */
export const ZEmailCampaign = z.object({
  id: z.string(),
  kind: z.string(),
  templateId: z.string(),
  status: z.enum(CAMPAIGN_STATUSES),
  pauseReason: z.string().nullable(),
  audienceCount: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
  bounced: z.number().int(),
  complained: z.number().int(),
  skipped: z.number().int(),
  remaining: z.number().int(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  createdByName: z.string().nullable(),
});
export type TEmailCampaign = z.infer<typeof ZEmailCampaign>;

export const emailCampaignsRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/email/campaigns',
  tags: ['admin'],
  summary: 'The latest campaigns with their progress',
  response: z.object({ campaigns: z.array(ZEmailCampaign) }),
  errors: [401, 403],
});

export const emailCampaignRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/email/campaigns/:campaignId',
  tags: ['admin'],
  summary: 'One campaign, its progress and its latest failures with the provider’s words',
  params: z.object({ campaignId: z.uuid('Unknown campaign') }),
  response: z.object({ campaign: ZEmailCampaign, failures: z.array(ZCampaignFailure) }),
  errors: [400, 401, 403, 404],
});

const campaignAction = (verb: 'pause' | 'resume', summary: string) =>
  defineRoute({
    method: 'POST',
    path: `/api/admin/email/campaigns/:campaignId/${verb}`,
    tags: ['admin'],
    summary,
    params: z.object({ campaignId: z.uuid('Unknown campaign') }),
    body: z.object({ reason: ZAuditReason }),
    response: z.object({ campaign: ZEmailCampaign }),
    errors: [400, 401, 403, 404, 409, 429],
  });

export const pauseCampaignRoute = campaignAction('pause', 'Pauses a running campaign');
export const resumeCampaignRoute = campaignAction('resume', 'Resumes a paused campaign');

export const ZDnsRecord = z.object({
  purpose: z.enum(['SPF', 'DKIM', 'DMARC']),
  type: z.literal('TXT'),
  host: z.string(),
  value: z.string(),
  note: z.string(),
});

export const emailDnsRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/email/dns',
  tags: ['admin'],
  summary: 'The SPF, DKIM and DMARC records the sending domain should publish',
  response: z.object({
    domain: z.string(),
    provider: z.enum(['embedded', 'smtp']),
    dkimConfigured: z.boolean(),
    records: z.array(ZDnsRecord),
  }),
  errors: [401, 403],
});

export const ZUnsubscribeToken = z.string().trim().min(20).max(100);

/** The link in a campaign's footer and List-Unsubscribe: a GET only leads to the confirm page. */
export const unsubscribeLinkRoute = defineRoute({
  method: 'GET',
  path: '/api/email/unsubscribe',
  tags: ['email'],
  summary: 'Leads to the unsubscribe confirm page (a GET never unsubscribes: link scanners)',
  query: z.object({ token: ZUnsubscribeToken }),
  response: null,
  status: 302,
  errors: [400],
});

/**
 * RFC 8058 one-click (a form body `List-Unsubscribe=One-Click`, token in the query) and the
 * confirm page's button (JSON, token in the query as well).
 */
export const unsubscribeRoute = defineRoute({
  method: 'POST',
  path: '/api/email/unsubscribe',
  tags: ['email'],
  summary: 'Unsubscribes the member of the token from campaign e-mail',
  query: z.object({ token: ZUnsubscribeToken }),
  body: z.object({ 'List-Unsubscribe': z.literal('One-Click').optional() }),
  response: ZSuccessMessage,
  errors: [400, 404, 429],
});
