import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { WS_PATH } from '../../contract/realtime.ts';
import { createTestApp } from '../test/app.ts';
import { buildMember } from '../test/factories.ts';

/**
 * Issue 21: given a certificate and key the server speaks HTTP/2 over TLS and still answers
 * HTTP/1.1 and WebSocket upgrades on the same port; without them it stays plain HTTP/1.1. The
 * certificate is a self-signed one made here with the openssl CLI, valid for a day.
 */
const tlsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'roamly-tls-'));
const certFile = path.join(tlsDir, 'cert.pem');
const keyFile = path.join(tlsDir, 'key.pem');
execFileSync('openssl', [
  'req',
  '-x509',
  '-newkey',
  'ec',
  '-pkeyopt',
  'ec_paramgen_curve:prime256v1',
  '-nodes',
  '-keyout',
  keyFile,
  '-out',
  certFile,
  '-days',
  '1',
  '-subj',
  '/CN=localhost',
  '-addext',
  'subjectAltName=DNS:localhost,IP:127.0.0.1',
]);
afterAll(() => fs.rmSync(tlsDir, { recursive: true, force: true }));

const secure = await createTestApp({ tls: { certFile, keyFile } });
const secureUrl = await secure.app.listen({ port: 0, host: '127.0.0.1' });
const plain = await createTestApp();
const plainUrl = await plain.app.listen({ port: 0, host: '127.0.0.1' });
const ca = fs.readFileSync(certFile);

/** GET over HTTP/2 (ALPN h2): the status, body and the protocol the session negotiated. */
function getHttp2(base: string, pathname: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; body: string; alpn: string | false | undefined }>(
    (resolve, reject) => {
      const session = http2.connect(base, { ca, servername: 'localhost' });
      session.on('error', reject);
      const request = session.request({ ':path': pathname, ...headers });
      let status = 0;
      let body = '';
      request.on('response', (response) => (status = Number(response[':status'])));
      request.setEncoding('utf8');
      request.on('data', (chunk: string) => (body += chunk));
      request.on('end', () => {
        resolve({ status, body, alpn: session.alpnProtocol });
        session.close();
      });
      request.on('error', reject);
      request.end();
    },
  );
}

/** GET over HTTP/1.1 (https or http): the status, body and HTTP version of the answer. */
function getHttp1(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; body: string; version: string }>((resolve, reject) => {
    const client = url.startsWith('https:') ? https : http;
    const request = client.get(url, { headers, ca, servername: 'localhost' }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, body, version: response.httpVersion }),
      );
    });
    request.on('error', reject);
  });
}

describe('HTTPS with HTTP/2 when TLS is configured', () => {
  it('answers an HTTP/2 request', async () => {
    expect(secureUrl).toMatch(/^https:\/\//);
    const health = await getHttp2(secureUrl, '/api/health');
    expect(health.alpn).toBe('h2');
    expect(health.status).toBe(200);
    expect(JSON.parse(health.body)).toMatchObject({ status: 'ok' });
  });

  it('answers a signed-in API request over HTTP/2 with the session cookie', async () => {
    const member = await buildMember(secure.database);
    const response = await getHttp2(secureUrl, '/api/auth/user', { cookie: member.cookie });
    expect(response.status).toBe(200);
    expect(JSON.parse(response.body)).toMatchObject({ id: member.user.id });
  });

  it('still answers HTTP/1.1 clients on the same port', async () => {
    const health = await getHttp1(`${secureUrl}/api/health`);
    expect(health).toMatchObject({ status: 200, version: '1.1' });
  });

  it('upgrades WebSockets (over HTTP/1.1, as browsers send them)', async () => {
    const member = await buildMember(secure.database);
    const ws = new WebSocket(`${secureUrl.replace(/^https/, 'wss')}${WS_PATH}`, {
      ca,
      headers: { cookie: member.cookie },
    });
    const first = await new Promise<{ type: string; userId?: string }>((resolve, reject) => {
      ws.once('message', (data) => resolve(JSON.parse(String(data))));
      ws.once('unexpected-response', (_request, response) =>
        reject(new Error(`upgrade refused: ${response.statusCode}`)),
      );
      ws.once('error', reject);
    });
    ws.terminate();
    expect(first).toMatchObject({ type: 'ready', userId: member.user.id });
  });
});

describe('plain HTTP/1.1 without TLS', () => {
  it('answers HTTP/1.1 and refuses an HTTP/2 connection', async () => {
    expect(plainUrl).toMatch(/^http:\/\//);
    expect(await getHttp1(`${plainUrl}/api/health`)).toMatchObject({ status: 200, version: '1.1' });
    await expect(getHttp2(plainUrl, '/api/health')).rejects.toThrow();
  });
});
