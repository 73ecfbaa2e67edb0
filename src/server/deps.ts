import type { Database } from '../db/client.ts';
import type { FeedEngine } from '../db/feed-engine/feed-engine.ts';
import type { AppConfig } from './config.ts';
import type { AiProvider } from './providers/ai/ai.ts';
import type { Storage } from './providers/storage/storage.ts';
import type { JobQueue } from './jobs/queue.ts';
import type { Mailer } from './providers/mail/mailer.ts';
import type { EventBus } from './realtime/bus.ts';
import type { ProviderRecorder } from './modules/performance/provider-recorder.ts';

/** What the app is built from; tests build the same app with a test database and temp storage. */
export type AppDeps = {
  config: AppConfig;
  database: Database;
  storage: Storage;
  /** Domain events after commit: in-process, or Redis pub/sub with REDIS_URL. */
  bus: EventBus;
  /**
   * The feed's caches (card contents, home lists), made once per app with `createFeedEngine` on
   * this database and bus; never a module global, so apps built side by side share nothing.
   */
  feed: FeedEngine;
  /** pg-boss on the app's database: e-mail now, media, push and schedules later. */
  jobs: JobQueue;
  /** Queues e-mail (delivered by the `mail-send` job through the embedded mailbox or SMTP). */
  mail: Mailer;
  /** Resolved test-login key (env or generated in DATA_DIR); undefined disables test login. */
  testLoginKey: string | undefined;
  /** AI suggestions; unset: chosen from the config (OpenAI with OPENAI_API_KEY, else local). */
  ai?: AiProvider;
  /** Absolute path of the built SPA (dist/web); undefined serves only the API. */
  webRoot: string | undefined;
  /**
   * Records external providers' calls (last success, error rate) for the performance summary;
   * buildApp makes one when absent and wraps the storage and AI provider with it.
   */
  providers?: ProviderRecorder;
};

/** The app's deps once built: the provider recorder is always there. */
export type BuiltDeps = AppDeps & { providers: ProviderRecorder };
