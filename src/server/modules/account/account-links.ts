import type { AppConfig } from '../../config.ts';

/**
 * An absolute link into the web app for an e-mail. Built from BASE_URL (or this server's own
 * address), never from the request's Host header, which a sender of a reset request could forge
 * to receive someone else's link.
 */
export function appLink(
  config: Pick<AppConfig, 'baseUrl' | 'port'>,
  path: string,
  token: string,
): string {
  const origin = config.baseUrl ?? `http://localhost:${config.port}`;
  return `${origin}${path}?token=${encodeURIComponent(token)}`;
}
