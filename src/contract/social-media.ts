import { z } from 'zod';
import { defineRoute } from './route.ts';
import { SOCIAL_PLATFORMS } from './social-rules.ts';
import { ZText } from './strings.ts';

/**
 * Social-media automation: the operator's accounts (spec 3 §2, §3 'Social account connection',
 * §7; issue 26 §1). Secrets go in, never out: an account is read
 * as its platform, mode, status and name.
 */
export const SOCIAL_ACCOUNT_MODES = ['live', 'sandbox'] as const;
export const SOCIAL_ACCOUNT_STATUSES = ['connected', 'needs_reconnect'] as const;

export const ZSocialPlatform = z.enum(SOCIAL_PLATFORMS);

export const ZSocialAccount = z.object({
  platform: ZSocialPlatform,
  connected: z.boolean(),
  /** 'live' publishes through the platform's API; 'sandbox' checks and records only. */
  mode: z.enum(SOCIAL_ACCOUNT_MODES).nullable(),
  status: z.enum(SOCIAL_ACCOUNT_STATUSES).nullable(),
  username: z.string().nullable(),
  /** Whether the server has this platform's OAuth client (Connect then signs in there). */
  oauthAvailable: z.boolean(),
  connectedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  /** The last refresh or connection error, as the platform worded it. */
  lastError: z.string().nullable(),
});
export type TSocialAccount = z.infer<typeof ZSocialAccount>;

export const ZSocialAccounts = z.object({ accounts: z.array(ZSocialAccount) });

export const socialAccountsRoute = defineRoute({
  method: 'GET',
  path: '/api/social-media/accounts',
  tags: ['social'],
  summary: 'The operator’s account on each platform (secrets are never returned)',
  response: ZSocialAccounts,
  errors: [401, 403],
});

/** Spec 3 §5: the secret is required only for X (an empty one elsewhere means none). */
export const SOCIAL_SECRET_REQUIRED_MESSAGE = 'API secret is required for X (Twitter)';

export const ZSocialCredentials = z.object({
  username: ZText({ min: 1, max: 100 }),
  apiKey: ZText({ min: 1, max: 500 }),
  apiSecret: ZText({ max: 500 }).optional(),
});

export const ZConnectSocialAccountBody = z
  .object({ platform: ZSocialPlatform, credentials: ZSocialCredentials })
  .refine((body) => body.platform !== 'twitter' || Boolean(body.credentials.apiSecret?.trim()), {
    message: SOCIAL_SECRET_REQUIRED_MESSAGE,
    path: ['credentials', 'apiSecret'],
  });

/** Spec 3 §7: the key form; the account runs in the platform's sandbox. */
export const connectSocialAccountRoute = defineRoute({
  method: 'POST',
  path: '/api/social-media/accounts',
  tags: ['social'],
  summary: 'Connect an account with a username, API key and secret (sandbox publishing)',
  body: ZConnectSocialAccountBody,
  response: z.object({ success: z.literal(true), account: ZSocialAccount }),
  errors: [400, 401, 403],
});

export const ZSocialPlatformParams = z.object({ platform: ZSocialPlatform });

export const disconnectSocialAccountRoute = defineRoute({
  method: 'DELETE',
  path: '/api/social-media/accounts/:platform',
  tags: ['social'],
  summary: 'Disconnect the account of a platform (its tokens are deleted)',
  params: ZSocialPlatformParams,
  response: z.object({ success: z.literal(true) }),
  errors: [401, 403, 404],
});

export const socialOAuthStartRoute = defineRoute({
  method: 'GET',
  path: '/api/social-media/oauth/:platform/start',
  tags: ['social'],
  summary: 'The platform’s sign-in address that connects the account (OAuth 2.0)',
  params: ZSocialPlatformParams,
  response: z.object({ authUrl: z.string() }),
  errors: [401, 403, 503],
});

export const ZSocialOAuthCallbackQuery = z.object({
  code: z.string().max(2000).optional(),
  state: z.string().max(4000).optional(),
  error: z.string().max(200).optional(),
  error_description: z.string().max(500).optional(),
});

/** Where the platform sends the operator back; redirects to the automation page with the outcome. */
export const socialOAuthCallbackRoute = defineRoute({
  method: 'GET',
  path: '/api/social-media/oauth/:platform/callback',
  tags: ['social'],
  summary: 'OAuth redirect of a social account connection',
  params: ZSocialPlatformParams,
  query: ZSocialOAuthCallbackQuery,
  response: null,
  redirects: true,
  errors: [400, 401, 403, 503],
});
