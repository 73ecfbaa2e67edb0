import type { AppConfig } from '../../config.ts';
import { resolveUploadTokenSecret } from '../uploads/upload-token.ts';

/**
 * What the blog's signatures and absolute links need: the server secret (previews, visitor
 * keys) and the public origin. Routes read it from their context; the server-rendered head's
 * resolver, which receives no app config, reads the copy the blog routes set at start-up.
 */
export type BlogRuntime = { secret: Buffer; origin: string };

export function publicOrigin(config: Pick<AppConfig, 'baseUrl' | 'port'>): string {
  return (config.baseUrl ?? `http://localhost:${config.port}`).replace(/\/+$/, '');
}

const cache = new WeakMap<object, Promise<BlogRuntime>>();
let current: BlogRuntime | null = null;

export function blogRuntime(config: AppConfig): Promise<BlogRuntime> {
  let runtime = cache.get(config);
  if (!runtime) {
    runtime = resolveUploadTokenSecret(config).then((secret) => {
      const value = { secret, origin: publicOrigin(config) };
      current = value;
      return value;
    });
    cache.set(config, runtime);
  }
  return runtime;
}

/** The runtime of the running app, or null before the blog routes started. */
export function currentBlogRuntime(): BlogRuntime | null {
  return current;
}
