import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import ece from 'http_ece';
import { afterAll } from 'vitest';

/**
 * A local push service with a browser's side of RFC 8291: `subscription()` makes the key pair and
 * auth secret a browser would (PushManager.subscribe) and returns the subscription JSON; every
 * POST to an endpoint is recorded, its VAPID JWT (RFC 8292) checked and its aes128gcm body
 * decrypted with that subscription's private key. An endpoint can be told to answer 404/410/500.
 */
export type ReceivedPush = {
  endpoint: string;
  headers: http.IncomingHttpHeaders;
  /** The decrypted payload, parsed as JSON. */
  payload: unknown;
  vapid: { audience: string; subject: string; publicKey: string; expires: number };
};

type Subscriber = { ecdh: crypto.ECDH; authSecret: Buffer; status: number };

function verifyVapid(authorization: string | undefined) {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? '');
  if (!match) throw new Error(`bad Authorization header: ${authorization}`);
  const [, token = '', publicKey = ''] = match;
  const [header = '', claims = '', signature = ''] = token.split('.');
  const point = Buffer.from(publicKey, 'base64url');
  const key = crypto.createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const valid = crypto.verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!valid) throw new Error('VAPID signature does not verify');
  const body = JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as {
    aud: string;
    sub: string;
    exp: number;
  };
  return { audience: body.aud, subject: body.sub, publicKey, expires: body.exp };
}

export async function startFakePushService() {
  const subscribers = new Map<string, Subscriber>();
  const received: ReceivedPush[] = [];
  const failures: string[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const endpoint = `${origin}${request.url ?? ''}`;
      const subscriber = subscribers.get(endpoint);
      if (!subscriber) {
        response.writeHead(404).end();
        return;
      }
      try {
        if (request.headers['content-encoding'] !== 'aes128gcm') {
          throw new Error(`content-encoding ${request.headers['content-encoding']}`);
        }
        const vapid = verifyVapid(request.headers.authorization);
        const plain = ece.decrypt(Buffer.concat(chunks), {
          version: 'aes128gcm',
          privateKey: subscriber.ecdh,
          authSecret: subscriber.authSecret.toString('base64url'),
        });
        received.push({
          endpoint,
          headers: request.headers,
          payload: JSON.parse(plain.toString('utf8')),
          vapid,
        });
      } catch (error) {
        failures.push(String(error));
        response.writeHead(400).end();
        return;
      }
      response.writeHead(subscriber.status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  return {
    origin,
    received,
    failures,
    /** A new browser subscription (endpoint and keys), answering `status` to pushes. */
    subscription(status = 201) {
      const ecdh = crypto.createECDH('prime256v1');
      ecdh.generateKeys();
      const authSecret = crypto.randomBytes(16);
      const endpoint = `${origin}/push/${crypto.randomUUID()}`;
      subscribers.set(endpoint, { ecdh, authSecret, status });
      return {
        endpoint,
        expirationTime: null,
        keys: {
          p256dh: ecdh.getPublicKey().toString('base64url'),
          auth: authSecret.toString('base64url'),
        },
      };
    },
    /** Pushes received at this endpoint, waiting (bounded) until there are `count`. */
    async waitFor(endpoint: string, count = 1, timeoutMs = 5_000): Promise<ReceivedPush[]> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mine = received.filter((push) => push.endpoint === endpoint);
        if (mine.length >= count) return mine;
        if (failures.length > 0) throw new Error(failures.join('; '));
        if (Date.now() > deadline) throw new Error(`no push at ${endpoint} within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    countAt(endpoint: string): number {
      return received.filter((push) => push.endpoint === endpoint).length;
    },
  };
}
