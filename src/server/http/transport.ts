import fs from 'node:fs';
import type { AppConfig } from '../config.ts';

/**
 * How the server speaks (issue 21): with a certificate and key (`TLS_CERT_FILE`,
 * `TLS_KEY_FILE`) HTTPS offering HTTP/2 by ALPN, so a page's many requests share one connection
 * instead of queueing six at a time; HTTP/1.1 clients and WebSocket upgrades (which browsers
 * send over HTTP/1.1) are still served on the same port (`allowHTTP1`). Without them plain
 * HTTP/1.1, as behind a proxy that terminates TLS.
 */
export type Transport =
  | {
      http2: true;
      https: { allowHTTP1: true; cert: Buffer; key: Buffer };
      /** Idle HTTP/2 sessions close after this long (as keepAliveTimeout does for HTTP/1.1). */
      http2SessionTimeout: number;
    }
  | {
      http2?: false;
      /** A client trickling its headers loses the connection after 15 s. */
      http: { headersTimeout: number; connectionsCheckingInterval: number };
    };

export function transportOptions(tls: AppConfig['tls'], idleMs: number): Transport {
  if (!tls) {
    return { http: { headersTimeout: 15_000, connectionsCheckingInterval: 5_000 } };
  }
  // Read once at start: a missing or unreadable file stops the start with its path in the error.
  return {
    http2: true,
    https: {
      allowHTTP1: true,
      cert: fs.readFileSync(tls.certFile),
      key: fs.readFileSync(tls.keyFile),
    },
    http2SessionTimeout: idleMs,
  };
}
