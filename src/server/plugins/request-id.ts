import crypto from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** Letters, digits and - _ . : only, at most 64 characters: safe in logs and response headers. */
const PLAIN_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/**
 * The id that ties a request's log lines together: a caller's X-Request-Id (a proxy's trace id)
 * when it is short and plain, otherwise a fresh UUID, so a client cannot stuff logs with
 * megabytes, line breaks or markup.
 */
export function requestIdFor(request: IncomingMessage): string {
  const sent = request.headers['x-request-id'];
  if (typeof sent === 'string' && PLAIN_REQUEST_ID.test(sent)) return sent;
  return crypto.randomUUID();
}
