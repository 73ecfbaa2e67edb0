import http from 'node:http';
import https from 'node:https';
import type { OutboundGuard } from '../../http/outbound-guard.ts';

/** A vendor's JSON answer: status, headers and the parsed body (null when it is not JSON). */
export type JsonResponse = {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: unknown;
};

/** Larger answers are cut off: a search page of a few results is far below this. */
const MAX_BYTES = 2 * 1024 * 1024;

/**
 * GET a JSON document through the SSRF guard: the host is resolved and checked, the socket is
 * pinned to the checked address, no redirect is followed, and the whole exchange has a deadline.
 * Used for vendor base URLs an operator can configure.
 */
export async function guardedGetJson(
  guard: OutboundGuard,
  url: URL,
  init: { headers: Record<string, string>; timeoutMs: number },
): Promise<JsonResponse> {
  const pinned = await guard.check(url);
  return new Promise<JsonResponse>((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    const request = client.request(
      url,
      { method: 'GET', headers: init.headers, lookup: guard.pinnedLookup(pinned) },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > MAX_BYTES) {
            request.destroy(new Error('answer too large'));
            return;
          }
          chunks.push(chunk);
        });
        response.on('end', () => {
          let body: unknown = null;
          try {
            body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
          } catch {
            body = null;
          }
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body });
        });
        response.on('error', reject);
      },
    );
    const timer = setTimeout(() => request.destroy(new Error('request timed out')), init.timeoutMs);
    request.on('close', () => clearTimeout(timer));
    request.on('error', reject);
    request.end();
  });
}
