import type { PaapiConfig } from './providers/affiliate/paapi.ts';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import type { TSocialPlatform } from '../contract/social-rules.ts';
import { mailDomain } from './providers/mail/mail-domain.ts';

export type DkimConfig = { privateKey: string; selector: string; domain: string };

/** A PEM given inline (it starts with -----BEGIN) or as the path of a file holding it. */
function readPem(value: string): string {
  const pem = value.trimStart().startsWith('-----BEGIN')
    ? value.replace(/\\n/g, '\n')
    : fs.readFileSync(path.resolve(value), 'utf8');
  if (!pem.includes('PRIVATE KEY')) {
    throw new Error('Invalid environment: DKIM_PRIVATE_KEY: must be a PEM private key or its file');
  }
  return pem;
}

/** A yes/no variable; undefined when unset, so the default can depend on other settings. */
const booleanFlag = () =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'])
    .optional()
    .transform((value) => (value === undefined ? undefined : ['true', '1', 'yes'].includes(value)));

/** Fastify's trustProxy: false, a hop count, or the proxies' addresses (never "trust every hop"). */
export type TrustProxy = false | number | string[];

/** The option as Fastify's types take it: a hop count becomes "trust the nearest n hops". */
export function fastifyTrustProxy(
  value: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  return typeof value === 'number' ? (_address, hop) => hop < value : value;
}

/** Named ranges proxy-addr understands, besides plain addresses and CIDR blocks. */
const PROXY_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGES.has(entry)) return true;
  const [address = '', prefix, extra] = entry.split('/');
  const family = net.isIP(address);
  if (!family || extra !== undefined) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: unset/false/0 trusts nobody; a number trusts that many hops in front of the server;
 * a comma-separated list trusts those addresses or CIDR blocks. "true" (trust every hop, so any
 * client could forge its address) is refused.
 */
const ZTrustProxy = z
  .string()
  .optional()
  .transform((value, context): TrustProxy => {
    const text = value?.trim().toLowerCase() ?? '';
    if (['', 'false', '0', 'no'].includes(text)) return false;
    if (/^\d+$/.test(text)) return Number(text);
    const entries = text
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    if (!['true', 'yes'].includes(text) && entries.every(isProxyAddress)) return entries;
    context.addIssue({
      code: 'custom',
      message:
        'give the number of proxies in front of the server (e.g. 1) or their addresses ' +
        '(e.g. 10.0.0.1,10.1.0.0/16); "true" would let any client forge its address',
    });
    return z.NEVER;
  });

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalString = z.preprocess(emptyAsUndefined, z.string().optional());

const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  HOST: z.string().default('0.0.0.0'),
  /** PEM certificate chain and private key: both set, the server speaks HTTPS with HTTP/2. */
  TLS_CERT_FILE: optionalString,
  TLS_KEY_FILE: optionalString,
  DATA_DIR: z.string().default('./data'),
  BASE_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  DATABASE_URL: z.preprocess(emptyAsUndefined, z.string().url().optional()),
  REDIS_URL: z.preprocess(emptyAsUndefined, z.string().url().optional()),
  ADMIN_EMAILS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((email) => email.trim().toLowerCase())
        .filter(Boolean),
    ),
  TEST_LOGIN_KEY: optionalString,
  /** Unset: on with the embedded database, off with DATABASE_URL (a real installation). */
  SEED_DEMO: booleanFlag(),
  OIDC_ISSUER_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  OIDC_CLIENT_ID: optionalString,
  OIDC_CLIENT_SECRET: optionalString,
  TRUST_PROXY: ZTrustProxy,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  METRICS_TOKEN: optionalString,
  DB_POOL_MAX: z.coerce.number().int().min(1).max(200).default(20),
  SMTP_URL: z.preprocess(
    emptyAsUndefined,
    z
      .url()
      .refine((value) => /^smtps?:\/\//.test(value), 'must start with smtp:// or smtps://')
      .optional(),
  ),
  MAIL_FROM: optionalString,
  /** IMAP folder the admin inbox syncs from (imap:// or imaps://user:pass@host:port/INBOX). */
  IMAP_URL: z.preprocess(
    emptyAsUndefined,
    z
      .url()
      .refine((value) => /^imaps?:\/\//.test(value), 'must start with imap:// or imaps://')
      .optional(),
  ),
  /** Google OAuth client of the admin inbox's Gmail connection (both, or neither). */
  GMAIL_CLIENT_ID: optionalString,
  GMAIL_CLIENT_SECRET: optionalString,
  /** Encrypts the Gmail refresh token and signs the OAuth state; unset: generated into DATA_DIR. */
  MAILBOX_SECRET: optionalString,
  /** Overrides of Google's endpoints (tests point them at a local fake). */
  GMAIL_AUTH_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  GMAIL_TOKEN_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  GMAIL_API_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  /** Port of the embedded SMTP server that receives into the admin inbox; unset: off. */
  SMTP_LISTEN_PORT: z.preprocess(
    emptyAsUndefined,
    z.coerce.number().int().min(0).max(65535).optional(),
  ),
  /**
   * DKIM signing of outgoing SMTP mail: the RSA private key (PEM text, or the path of a PEM file)
   * and its selector; the domain defaults to MAIL_FROM's. Unset: mail is not signed.
   */
  DKIM_PRIVATE_KEY: optionalString,
  DKIM_SELECTOR: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^[a-z0-9-]+$/i)
      .default('roamly'),
  ),
  DKIM_DOMAIN: optionalString,
  /** S3-compatible object storage for uploads; unset keeps them under DATA_DIR/uploads. */
  S3_BUCKET: optionalString,
  S3_ENDPOINT: z.preprocess(emptyAsUndefined, z.url().optional()),
  S3_REGION: optionalString,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: booleanFlag(),
  /** Signs upload tokens; unset: generated into DATA_DIR (set it when instances share no disk). */
  UPLOAD_TOKEN_SECRET: optionalString,
  /** Signs sign-in device cookies; unset: generated into DATA_DIR (set it when instances share no disk). */
  DEVICE_COOKIE_SECRET: optionalString,
  /**
   * Comma-separated addresses or CIDR ranges that server-side requests to user-given URLs (push
   * endpoints, the video proxy) may reach although they are not public; empty by default.
   */
  OUTBOUND_ALLOWED_ADDRESSES: optionalString,
  /** AI suggestions by a vision model (chat-completions API); unset: the offline provider. */
  OPENAI_API_KEY: optionalString,
  OPENAI_BASE_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  OPENAI_MODEL: optionalString,
  /** The image model social campaigns draw with when OPENAI_API_KEY is set (issue 26). */
  OPENAI_IMAGE_MODEL: optionalString,
  /** Anthropic's Messages API for SEO meta (issue 24); unset: OpenAI when set, else offline. */
  ANTHROPIC_API_KEY: optionalString,
  ANTHROPIC_BASE_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  ANTHROPIC_MODEL: optionalString,
  /**
   * Social publishing (issue 26): each platform's OAuth client (both parts, or neither). A
   * platform without one runs in its sandbox: rules enforced, nothing leaves Roamly.
   */
  X_CLIENT_ID: optionalString,
  X_CLIENT_SECRET: optionalString,
  META_APP_ID: optionalString,
  META_APP_SECRET: optionalString,
  LINKEDIN_CLIENT_ID: optionalString,
  LINKEDIN_CLIENT_SECRET: optionalString,
  TIKTOK_CLIENT_KEY: optionalString,
  TIKTOK_CLIENT_SECRET: optionalString,
  /** LinkedIn's API version month (LinkedIn-Version header). */
  LINKEDIN_API_VERSION: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^\d{6}$/)
      .default('202411'),
  ),
  /** Overrides of the platforms' API hosts (tests point them at a local fake). */
  SOCIAL_X_API_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  SOCIAL_GRAPH_API_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  SOCIAL_LINKEDIN_API_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  SOCIAL_LINKEDIN_OAUTH_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  SOCIAL_TIKTOK_API_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  /** Google Places (New) for place photos; unset: member photos, then generated covers. */
  GOOGLE_PLACES_API_KEY: optionalString,
  GOOGLE_PLACES_BASE_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  /** Unsplash search for place photos (issue 20 §2); base URL overridable for a local fake. */
  UNSPLASH_ACCESS_KEY: optionalString,
  UNSPLASH_BASE_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  /** Wikimedia Commons search for place photos: 'on' (commons.wikimedia.org) or an API base URL. */
  WIKIMEDIA_COMMONS: optionalString,
  /** Viator Partner API v2: tours are ingested from it when the key is set (issue 9 §2). */
  VIATOR_API_KEY: optionalString,
  /** Overridable for a local fake; default https://api.viator.com/partner. */
  VIATOR_API_BASE_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  /** AWS IVS live streaming: comma-separated channel ARNs; unset: the local WebSocket relay. */
  IVS_CHANNEL_ARNS: optionalString,
  /** Region of the channels (default: the one in the first ARN, else AWS_REGION). */
  IVS_REGION: optionalString,
  AWS_REGION: optionalString,
  /** Unset: the AWS SDK's default credential chain (instance role, profile…). */
  AWS_ACCESS_KEY_ID: optionalString,
  AWS_SECRET_ACCESS_KEY: optionalString,
  AWS_SESSION_TOKEN: optionalString,
  /** Overridable for a local fake (never needed in production). */
  IVS_ENDPOINT: z.preprocess(emptyAsUndefined, z.url().optional()),
  /** Amazon Product Advertising API 5 for Amazon Deals (all three set); unset: the catalogue. */
  AMAZON_ACCESS_KEY: optionalString,
  AMAZON_SECRET_KEY: optionalString,
  AMAZON_PARTNER_TAG: optionalString,
  /** The marketplace's PA-API host and region; default webservices.amazon.com / us-east-1. */
  AMAZON_HOST: optionalString,
  AMAZON_REGION: optionalString,
  /** Default www.amazon.com. */
  AMAZON_MARKETPLACE: optionalString,
  /** Overridable for a local fake; default https://{AMAZON_HOST}. */
  AMAZON_API_BASE_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  /** The ECB's daily euro reference rates; 'off' keeps the committed snapshot. */
  ECB_RATES_URL: z.preprocess(emptyAsUndefined, z.union([z.literal('off'), z.url()]).optional()),
  /** The operator's YouTube channel for consented videos (OAuth client + refresh token). */
  YOUTUBE_CLIENT_ID: optionalString,
  YOUTUBE_CLIENT_SECRET: optionalString,
  YOUTUBE_REFRESH_TOKEN: optionalString,
  YOUTUBE_PRIVACY_STATUS: z.enum(['public', 'unlisted', 'private']).default('unlisted'),
  /** Overridable for tests against a local fake (never needed in production). */
  YOUTUBE_API_BASE_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  YOUTUBE_TOKEN_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  /** Stripe for Premium (secret and publishable keys together); unset: the on-site sandbox. */
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_PUBLISHABLE_KEY: optionalString,
  /** Signing secret of the webhook endpoint (whsec_…) for POST /api/stripe/webhook. */
  STRIPE_WEBHOOK_SECRET: optionalString,
  /** A monthly $9.99 price (price_…); unset: one is created once under a lookup key. */
  STRIPE_PRICE_ID: optionalString,
  /** Overridable for tests against a local fake (default https://api.stripe.com). */
  STRIPE_API_BASE_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  /** Web push VAPID key pair (base64url); unset: generated on first start and kept in the database. */
  VAPID_PUBLIC_KEY: optionalString,
  VAPID_PRIVATE_KEY: optionalString,
  /** The contact push services may use: mailto: or https: (default mailto:no-reply@roamly.local). */
  VAPID_SUBJECT: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .refine(
        (value) => /^(mailto:|https:\/\/)\S+$/.test(value),
        'must start with mailto: or https://',
      )
      .optional(),
  ),
});

export type SocialConfig = {
  clients: Partial<Record<TSocialPlatform, { clientId: string; clientSecret: string }>>;
  urls: {
    x: string;
    graph: string;
    linkedinApi: string;
    linkedinOAuth: string;
    tiktok: string;
  };
  linkedinVersion: string;
};

const both = (id: string | undefined, secret: string | undefined) =>
  id && secret ? { clientId: id, clientSecret: secret } : undefined;

export type GmailConfig = {
  clientId: string;
  clientSecret: string;
  authUrl: string;
  tokenUrl: string;
  apiUrl: string;
};

export type AppConfig = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** PEM files of the certificate chain and its key; undefined: plain HTTP/1.1. */
  tls: { certFile: string; keyFile: string } | undefined;
  dataDir: string;
  baseUrl: string | undefined;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  adminEmails: string[];
  testLoginKey: string | undefined;
  seedDemo: boolean;
  oidc: { issuerUrl: string; clientId: string; clientSecret: string } | undefined;
  trustProxy: TrustProxy;
  logLevel: string;
  dbPoolMax: number;
  metricsToken: string | undefined;
  /** SMTP server for outgoing mail; undefined keeps every message in the embedded mailbox. */
  smtpUrl: string | undefined;
  /** Sender of every e-mail ("Name <address>"). */
  mailFrom: string;
  /** Port of the embedded SMTP receiver (0: any free port, for tests); undefined: off. */
  smtpListenPort: number | undefined;
  /** IMAP folder synced into the admin inbox every minute; undefined: no IMAP sync. */
  imapUrl: string | undefined;
  /** Gmail OAuth for the admin inbox; undefined: no Gmail connection. */
  gmail: GmailConfig | undefined;
  /** Secret of the mailbox's stored credentials; undefined: one generated into DATA_DIR. */
  mailboxSecret: string | undefined;
  /** DKIM signing of SMTP mail (DKIM_PRIVATE_KEY); undefined: unsigned. */
  dkim: DkimConfig | undefined;
  /** Object storage for uploads (S3 or compatible); undefined: local disk under DATA_DIR. */
  s3: S3Config | undefined;
  /** Secret for upload tokens; undefined: one generated into DATA_DIR on first use. */
  uploadTokenSecret: string | undefined;
  /** Secret for sign-in device cookies; undefined: one generated into DATA_DIR on first start. */
  deviceCookieSecret: string | undefined;
  /** Non-public addresses the outbound (SSRF) guard accepts; tests list their local fakes. */
  outboundAllowedAddresses: string[];
  /** Publishing consented videos to YouTube; undefined: the consent is only stored. */
  youtube: YouTubeConfig | undefined;
  /** Web push: the VAPID pair when set in the environment (else kept in the database). */
  vapid: { publicKey: string | undefined; privateKey: string | undefined; subject: string };
  /** OpenAI (or a compatible server) for AI suggestions; undefined: the offline provider. */
  openai: { apiKey: string; baseUrl: string; model: string } | undefined;
  /** Anthropic (Claude) for SEO meta; undefined: OpenAI when set, else the offline writer. */
  anthropic: { apiKey: string; baseUrl: string; model: string } | undefined;
  /** The image model of social campaigns (with `openai`); default gpt-image-1. */
  openaiImageModel: string;
  /** Social publishing: OAuth clients per platform (absent: sandbox) and the API hosts. */
  social: SocialConfig;
  /** Google Places (New) for place photos; undefined: member photos, then generated covers. */
  googlePlaces: { apiKey: string; baseUrl: string } | undefined;
  /** Unsplash (place photos); undefined: not asked. */
  unsplash: { accessKey: string; baseUrl: string } | undefined;
  /** Wikimedia Commons (place photos): its web root; undefined: not asked. */
  wikimediaCommons: { baseUrl: string } | undefined;
  /** Viator Partner API v2 (tours ingestion); undefined: sample and imported tours only. */
  viator: { apiKey: string; baseUrl: string } | undefined;
  /** AWS IVS channels for live streaming; undefined: the local relay (issue 11). */
  ivs: IvsConfig | undefined;
  /** Amazon PA-API 5 (Amazon Deals); undefined: the affiliate catalogue in PostgreSQL. */
  amazon: PaapiConfig | undefined;
  /** Where the rates job reads the ECB's daily XML; undefined: the committed snapshot only. */
  ecbRatesUrl: string | undefined;
  /** Stripe for Premium payments; undefined: the on-site sandbox provider. */
  stripe: StripeConfig | undefined;
};

export type StripeConfig = {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string | undefined;
  priceId: string | undefined;
  apiBaseUrl: string;
};

export type IvsConfig = {
  channelArns: string[];
  region: string;
  credentials: { accessKeyId: string; secretAccessKey: string; sessionToken?: string } | undefined;
  endpoint: string | undefined;
};

/** IVS when channel ARNs are set; the region defaults to the first ARN's. */
/** WIKIMEDIA_COMMONS: 'on'/'true'/'1' asks commons.wikimedia.org; an http(s) URL asks that host. */
function commonsConfig(value: string | undefined): { baseUrl: string } | undefined {
  if (!value || /^(off|false|0|no)$/i.test(value)) return undefined;
  if (/^(on|true|1|yes)$/i.test(value)) return { baseUrl: 'https://commons.wikimedia.org' };
  try {
    const url = new URL(value);
    if (url.protocol === 'https:' || url.protocol === 'http:') {
      return { baseUrl: value.replace(/\/+$/, '') };
    }
  } catch {
    // Reported below.
  }
  throw new Error(`Invalid environment: WIKIMEDIA_COMMONS: "${value}" is not on, off or a URL`);
}

function ivsConfig(e: {
  IVS_CHANNEL_ARNS?: string;
  IVS_REGION?: string;
  AWS_REGION?: string;
  AWS_ACCESS_KEY_ID?: string;
  AWS_SECRET_ACCESS_KEY?: string;
  AWS_SESSION_TOKEN?: string;
  IVS_ENDPOINT?: string;
}): IvsConfig | undefined {
  const channelArns = (e.IVS_CHANNEL_ARNS ?? '')
    .split(',')
    .map((arn) => arn.trim())
    .filter(Boolean);
  if (channelArns.length === 0) return undefined;
  const arnRegion = /^arn:aws:ivs:([a-z0-9-]+):/.exec(channelArns[0]!)?.[1];
  return {
    channelArns,
    region: e.IVS_REGION ?? arnRegion ?? e.AWS_REGION ?? 'us-east-1',
    credentials:
      e.AWS_ACCESS_KEY_ID && e.AWS_SECRET_ACCESS_KEY
        ? {
            accessKeyId: e.AWS_ACCESS_KEY_ID,
            secretAccessKey: e.AWS_SECRET_ACCESS_KEY,
            ...(e.AWS_SESSION_TOKEN ? { sessionToken: e.AWS_SESSION_TOKEN } : {}),
          }
        : undefined,
    endpoint: e.IVS_ENDPOINT,
  };
}

export type YouTubeConfig = {
  clientId: string;
  clientSecret: string;
  refreshToken: string;
  privacyStatus: 'public' | 'unlisted' | 'private';
  /** https://www.googleapis.com (the resumable upload endpoint lives under /upload/youtube/v3). */
  apiBaseUrl: string;
  /** https://oauth2.googleapis.com/token */
  tokenUrl: string;
  /** First wait after an interrupted chunk (doubles each time). */
  retryDelayMs: number;
};

export type S3Config = {
  bucket: string;
  region: string;
  endpoint: string | undefined;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  forcePathStyle: boolean | undefined;
};

export const DEFAULT_MAIL_FROM = 'Roamly <no-reply@roamly.local>';

/** Parses every environment variable once; a bad value stops the start with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
      .join('; ');
    throw new Error(`Invalid environment: ${problems}`);
  }
  const e = parsed.data;
  if (e.SMTP_URL && !e.MAIL_FROM) {
    throw new Error(
      'Invalid environment: MAIL_FROM: is required with SMTP_URL (a sender your SMTP server accepts, e.g. "Roamly <no-reply@example.com>")',
    );
  }
  if (!e.S3_BUCKET && (e.S3_ENDPOINT || e.S3_ACCESS_KEY_ID)) {
    throw new Error('Invalid environment: S3_BUCKET: is required with S3_ENDPOINT or S3 keys');
  }
  const youtubeKeys = [e.YOUTUBE_CLIENT_ID, e.YOUTUBE_CLIENT_SECRET, e.YOUTUBE_REFRESH_TOKEN];
  if (youtubeKeys.some(Boolean) && !youtubeKeys.every(Boolean)) {
    throw new Error(
      'Invalid environment: YOUTUBE_CLIENT_ID, YOUTUBE_CLIENT_SECRET and YOUTUBE_REFRESH_TOKEN: give all three or none',
    );
  }
  const outboundAllowed = (e.OUTBOUND_ALLOWED_ADDRESSES ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const badOutbound = outboundAllowed.find((entry) => {
    const [address = '', bits] = entry.split('/');
    const family = net.isIP(address);
    const max = family === 4 ? 32 : 128;
    return family === 0 || (bits !== undefined && !(/^\d+$/.test(bits) && Number(bits) <= max));
  });
  if (badOutbound) {
    throw new Error(
      `Invalid environment: OUTBOUND_ALLOWED_ADDRESSES: "${badOutbound}" is not an IP address or CIDR range`,
    );
  }
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY)) {
    throw new Error(
      'Invalid environment: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY: give both or neither',
    );
  }
  if (Boolean(e.STRIPE_SECRET_KEY) !== Boolean(e.STRIPE_PUBLISHABLE_KEY)) {
    throw new Error(
      'Invalid environment: STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY: give both or neither',
    );
  }
  if (Boolean(e.TLS_CERT_FILE) !== Boolean(e.TLS_KEY_FILE)) {
    throw new Error('Invalid environment: TLS_CERT_FILE and TLS_KEY_FILE: give both or neither');
  }
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    throw new Error(
      'Invalid environment: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: give both or neither',
    );
  }
  const s3 = e.S3_BUCKET
    ? {
        bucket: e.S3_BUCKET,
        region: e.S3_REGION ?? 'us-east-1',
        endpoint: e.S3_ENDPOINT,
        accessKeyId: e.S3_ACCESS_KEY_ID,
        secretAccessKey: e.S3_SECRET_ACCESS_KEY,
        forcePathStyle: e.S3_FORCE_PATH_STYLE,
      }
    : undefined;
  const oidc =
    e.OIDC_ISSUER_URL && e.OIDC_CLIENT_ID && e.OIDC_CLIENT_SECRET
      ? {
          issuerUrl: e.OIDC_ISSUER_URL,
          clientId: e.OIDC_CLIENT_ID,
          clientSecret: e.OIDC_CLIENT_SECRET,
        }
      : undefined;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    tls:
      e.TLS_CERT_FILE && e.TLS_KEY_FILE
        ? { certFile: path.resolve(e.TLS_CERT_FILE), keyFile: path.resolve(e.TLS_KEY_FILE) }
        : undefined,
    dataDir: path.resolve(e.DATA_DIR),
    baseUrl: e.BASE_URL?.replace(/\/$/, ''),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    adminEmails: e.ADMIN_EMAILS,
    testLoginKey: e.TEST_LOGIN_KEY,
    seedDemo: e.SEED_DEMO ?? !e.DATABASE_URL,
    oidc,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    dbPoolMax: e.DB_POOL_MAX,
    metricsToken: e.METRICS_TOKEN,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? DEFAULT_MAIL_FROM,
    smtpListenPort: e.SMTP_LISTEN_PORT,
    imapUrl: e.IMAP_URL,
    mailboxSecret: e.MAILBOX_SECRET,
    gmail:
      e.GMAIL_CLIENT_ID && e.GMAIL_CLIENT_SECRET
        ? {
            clientId: e.GMAIL_CLIENT_ID,
            clientSecret: e.GMAIL_CLIENT_SECRET,
            authUrl: e.GMAIL_AUTH_URL ?? 'https://accounts.google.com/o/oauth2/v2/auth',
            tokenUrl: e.GMAIL_TOKEN_URL ?? 'https://oauth2.googleapis.com/token',
            apiUrl: (e.GMAIL_API_URL ?? 'https://gmail.googleapis.com').replace(/\/$/, ''),
          }
        : undefined,
    social: {
      clients: Object.fromEntries(
        Object.entries({
          twitter: both(e.X_CLIENT_ID, e.X_CLIENT_SECRET),
          instagram: both(e.META_APP_ID, e.META_APP_SECRET),
          facebook: both(e.META_APP_ID, e.META_APP_SECRET),
          linkedin: both(e.LINKEDIN_CLIENT_ID, e.LINKEDIN_CLIENT_SECRET),
          tiktok: both(e.TIKTOK_CLIENT_KEY, e.TIKTOK_CLIENT_SECRET),
        }).filter(([, client]) => client !== undefined),
      ),
      urls: {
        x: (e.SOCIAL_X_API_URL ?? 'https://api.x.com').replace(/\/$/, ''),
        graph: (e.SOCIAL_GRAPH_API_URL ?? 'https://graph.facebook.com/v21.0').replace(/\/$/, ''),
        linkedinApi: (e.SOCIAL_LINKEDIN_API_URL ?? 'https://api.linkedin.com').replace(/\/$/, ''),
        linkedinOAuth: (e.SOCIAL_LINKEDIN_OAUTH_URL ?? 'https://www.linkedin.com').replace(
          /\/$/,
          '',
        ),
        tiktok: (e.SOCIAL_TIKTOK_API_URL ?? 'https://open.tiktokapis.com').replace(/\/$/, ''),
      },
      linkedinVersion: e.LINKEDIN_API_VERSION,
    },
    dkim: e.DKIM_PRIVATE_KEY
      ? {
          privateKey: readPem(e.DKIM_PRIVATE_KEY),
          selector: e.DKIM_SELECTOR,
          domain: e.DKIM_DOMAIN ?? mailDomain(e.MAIL_FROM ?? DEFAULT_MAIL_FROM),
        }
      : undefined,
    s3,
    uploadTokenSecret: e.UPLOAD_TOKEN_SECRET,
    deviceCookieSecret: e.DEVICE_COOKIE_SECRET,
    outboundAllowedAddresses: outboundAllowed,
    openai: e.OPENAI_API_KEY
      ? {
          apiKey: e.OPENAI_API_KEY,
          baseUrl: (e.OPENAI_BASE_URL ?? 'https://api.openai.com/v1').replace(/\/+$/, ''),
          model: e.OPENAI_MODEL ?? 'gpt-4o-mini',
        }
      : undefined,
    openaiImageModel: e.OPENAI_IMAGE_MODEL ?? 'gpt-image-1',
    anthropic: e.ANTHROPIC_API_KEY
      ? {
          apiKey: e.ANTHROPIC_API_KEY,
          baseUrl: (e.ANTHROPIC_BASE_URL ?? 'https://api.anthropic.com').replace(/\/+$/, ''),
          model: e.ANTHROPIC_MODEL ?? 'claude-3-5-haiku-latest',
        }
      : undefined,
    googlePlaces: e.GOOGLE_PLACES_API_KEY
      ? {
          apiKey: e.GOOGLE_PLACES_API_KEY,
          baseUrl: (e.GOOGLE_PLACES_BASE_URL ?? 'https://places.googleapis.com').replace(
            /\/+$/,
            '',
          ),
        }
      : undefined,
    unsplash: e.UNSPLASH_ACCESS_KEY
      ? {
          accessKey: e.UNSPLASH_ACCESS_KEY,
          baseUrl: (e.UNSPLASH_BASE_URL ?? 'https://api.unsplash.com').replace(/\/+$/, ''),
        }
      : undefined,
    wikimediaCommons: commonsConfig(e.WIKIMEDIA_COMMONS),
    amazon:
      e.AMAZON_ACCESS_KEY && e.AMAZON_SECRET_KEY && e.AMAZON_PARTNER_TAG
        ? {
            accessKey: e.AMAZON_ACCESS_KEY,
            secretKey: e.AMAZON_SECRET_KEY,
            partnerTag: e.AMAZON_PARTNER_TAG,
            host: e.AMAZON_HOST ?? 'webservices.amazon.com',
            region: e.AMAZON_REGION ?? 'us-east-1',
            marketplace: e.AMAZON_MARKETPLACE ?? 'www.amazon.com',
            baseUrl: (
              e.AMAZON_API_BASE_URL ?? `https://${e.AMAZON_HOST ?? 'webservices.amazon.com'}`
            ).replace(/\/+$/, ''),
          }
        : undefined,
    viator: e.VIATOR_API_KEY
      ? {
          apiKey: e.VIATOR_API_KEY,
          baseUrl: (e.VIATOR_API_BASE_URL ?? 'https://api.viator.com/partner').replace(/\/+$/, ''),
        }
      : undefined,
    ivs: ivsConfig(e),
    // Tests never reach the internet: they point ECB_RATES_URL at a local fake.
    ecbRatesUrl:
      e.ECB_RATES_URL === 'off'
        ? undefined
        : (e.ECB_RATES_URL ??
          (e.NODE_ENV === 'test'
            ? undefined
            : 'https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml')),
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_PUBLISHABLE_KEY
        ? {
            secretKey: e.STRIPE_SECRET_KEY,
            publishableKey: e.STRIPE_PUBLISHABLE_KEY,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET,
            priceId: e.STRIPE_PRICE_ID,
            apiBaseUrl: (e.STRIPE_API_BASE_URL ?? 'https://api.stripe.com').replace(/\/+$/, ''),
          }
        : undefined,
    vapid: {
      publicKey: e.VAPID_PUBLIC_KEY,
      privateKey: e.VAPID_PRIVATE_KEY,
      subject: e.VAPID_SUBJECT ?? 'mailto:no-reply@roamly.local',
    },
    youtube:
      e.YOUTUBE_CLIENT_ID && e.YOUTUBE_CLIENT_SECRET && e.YOUTUBE_REFRESH_TOKEN
        ? {
            clientId: e.YOUTUBE_CLIENT_ID,
            clientSecret: e.YOUTUBE_CLIENT_SECRET,
            refreshToken: e.YOUTUBE_REFRESH_TOKEN,
            privacyStatus: e.YOUTUBE_PRIVACY_STATUS,
            apiBaseUrl: e.YOUTUBE_API_BASE_URL ?? 'https://www.googleapis.com',
            tokenUrl: e.YOUTUBE_TOKEN_URL ?? 'https://oauth2.googleapis.com/token',
            retryDelayMs: 1000,
          }
        : undefined,
  };
}
