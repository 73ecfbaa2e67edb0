import type { FastifyBaseLogger } from 'fastify';
import type { TSocialContentType, TSocialPlatform } from '../../../contract/social-rules.ts';

/**
 * A publisher per social platform (issue 26 §1): the vendor's official publishing API when the
 * platform's credentials are configured, else a sandbox that enforces the same rules and records
 * what would be published. Publishing is at most once: every step a platform lets us name (an
 * Instagram container, a TikTok publish id) and the moment a non-idempotent request leaves are
 * saved as a checkpoint before the next step, so a retry after a crash resumes or reconciles
 * instead of posting twice.
 */

/** What a connected account lends a publisher. Secrets stay on the server, encrypted at rest. */
export type SocialAuth = {
  accessToken: string;
  /**
   * Who posts, as the platform names it: X user id, Instagram professional account id, Facebook
   * Page id, LinkedIn author URN (`urn:li:organization:…` / `urn:li:person:…`), TikTok open_id.
   */
  accountId: string;
};

export type SocialMediaItem = {
  /** A public HTTPS address the platform fetches (Instagram, Facebook and TikTok pull media). */
  url: string;
  kind: 'image' | 'video';
  width: number;
  height: number;
  altText?: string;
  /** The file's bytes, for platforms that take an upload rather than fetching the URL (X, LinkedIn). */
  read(): Promise<Uint8Array>;
};

/** Steps an earlier attempt completed (string values only: it is stored as JSON on the post). */
export type PublishCheckpoint = Readonly<Record<string, string>>;

export type PublishInput = {
  /** One per campaign post: the same key on every attempt. */
  idempotencyKey: string;
  contentType: TSocialContentType;
  /** The caption with its hashtags, as `composeCaption` writes it. */
  text: string;
  media: readonly SocialMediaItem[];
  checkpoint: PublishCheckpoint;
};

export type PublishResult =
  | { status: 'published'; platformPostId: string; url: string | null }
  /** The platform is still processing (a container, a video download): ask again later. */
  | { status: 'processing'; retryAfterMs: number }
  | {
      status: 'failed';
      /** Whether trying again can succeed (rate limits, 5xx, timeouts) or not (a refused post). */
      retryable: boolean;
      /** The platform's own message, for the operator. */
      message: string;
      /** The platform's Retry-After (or rate-limit reset), when it gave one. */
      retryAfterMs: number | null;
      /** The token was refused: refresh it (a refresh failure alone never disconnects). */
      authExpired: boolean;
    };

export type PublishOptions = {
  log: FastifyBaseLogger;
  /** Stores the checkpoint (merged into what is stored) before the publisher goes on. */
  saveCheckpoint(step: PublishCheckpoint): Promise<void>;
};

export type SocialPublisher = {
  platform: TSocialPlatform;
  /** 'sandbox' publishes nothing: it checks and records (the UI labels it "Sandbox"). */
  mode: 'live' | 'sandbox';
  publish(auth: SocialAuth, input: PublishInput, options: PublishOptions): Promise<PublishResult>;
  /**
   * Posts the account may still publish in the platform's current window (Instagram's 50 per
   * 24 hours, read from the platform before scheduling); null when the platform states none.
   */
  remainingQuota(auth: SocialAuth, options: { log: FastifyBaseLogger }): Promise<number | null>;
};

export const failed = (
  message: string,
  options: { retryable: boolean; retryAfterMs?: number | null; authExpired?: boolean },
): PublishResult => ({
  status: 'failed',
  message,
  retryable: options.retryable,
  retryAfterMs: options.retryAfterMs ?? null,
  authExpired: options.authExpired ?? false,
});
