import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { YouTubeConfig } from '../../config.ts';

type Session = {
  metadata: unknown;
  contentType: string;
  total: number;
  received: Buffer[];
  bytes: number;
};

export type FakeYouTube = {
  config: YouTubeConfig;
  tokenRequests: URLSearchParams[];
  /** Every upload-session start: the headers and the video resource sent. */
  starts: Array<{ headers: http.IncomingHttpHeaders; query: URLSearchParams; body: unknown }>;
  /** Finished uploads. */
  videos: Array<{ id: string; metadata: unknown; contentType: string; bytes: Buffer }>;
  /** Content-Range of every PUT, in order. */
  puts: string[];
  /** The next PUT carrying bytes keeps only half of them and answers 503 (a dropped upload). */
  failNextChunk(): void;
  close(): Promise<void>;
};

const CLIENT = { id: 'roamly-client.apps.googleusercontent.com', secret: 'fake-secret' };
const REFRESH_TOKEN = '1//fake-refresh-token';

async function readBody(request: http.IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function json(response: http.ServerResponse, status: number, body: unknown, headers = {}) {
  response.writeHead(status, { 'content-type': 'application/json; charset=UTF-8', ...headers });
  response.end(JSON.stringify(body));
}

/**
 * A local stand-in for Google's OAuth 2.0 token endpoint and the YouTube Data API v3 resumable
 * upload, with their documented shapes: `grant_type=refresh_token` form posts answered with
 * `{access_token, expires_in, token_type}`; `POST /upload/youtube/v3/videos?uploadType=resumable`
 * answered with the session URI in `Location`; chunk PUTs with `Content-Range` answered 308 +
 * `Range: bytes=0-n` until the last one, which gets 201 and the video resource.
 */
export async function startFakeYouTube(): Promise<FakeYouTube> {
  const tokenRequests: URLSearchParams[] = [];
  const starts: FakeYouTube['starts'] = [];
  const videos: FakeYouTube['videos'] = [];
  const puts: string[] = [];
  const sessions = new Map<string, Session>();
  const tokens = new Set<string>();
  let failNext = false;

  const server = http.createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://fake');
      const body = await readBody(request);

      if (request.method === 'POST' && url.pathname === '/token') {
        const form = new URLSearchParams(body.toString('utf8'));
        tokenRequests.push(form);
        const valid =
          request.headers['content-type'] === 'application/x-www-form-urlencoded' &&
          form.get('grant_type') === 'refresh_token' &&
          form.get('client_id') === CLIENT.id &&
          form.get('client_secret') === CLIENT.secret &&
          form.get('refresh_token') === REFRESH_TOKEN;
        if (!valid) {
          json(response, 400, { error: 'invalid_grant', error_description: 'Bad Request' });
          return;
        }
        const token = `ya29.${crypto.randomBytes(12).toString('hex')}`;
        tokens.add(token);
        json(response, 200, {
          access_token: token,
          expires_in: 3599,
          scope: 'https://www.googleapis.com/auth/youtube.upload',
          token_type: 'Bearer',
        });
        return;
      }

      const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
      if (!tokens.has(bearer)) {
        json(response, 401, { error: { code: 401, message: 'Invalid Credentials' } });
        return;
      }

      if (request.method === 'POST' && url.pathname === '/upload/youtube/v3/videos') {
        const metadata = JSON.parse(body.toString('utf8')) as unknown;
        starts.push({ headers: request.headers, query: url.searchParams, body: metadata });
        const total = Number(request.headers['x-upload-content-length']);
        if (url.searchParams.get('uploadType') !== 'resumable' || !(total > 0)) {
          json(response, 400, { error: { code: 400, message: 'Bad request' } });
          return;
        }
        const id = crypto.randomUUID();
        sessions.set(id, {
          metadata,
          contentType: String(request.headers['x-upload-content-type'] ?? ''),
          total,
          received: [],
          bytes: 0,
        });
        const address = server.address() as AddressInfo;
        response.writeHead(200, {
          location: `http://127.0.0.1:${address.port}/upload/youtube/v3/videos?uploadType=resumable&upload_id=${id}`,
        });
        response.end();
        return;
      }

      const session = sessions.get(url.searchParams.get('upload_id') ?? '');
      if (request.method === 'PUT' && url.pathname === '/upload/youtube/v3/videos' && session) {
        const range = String(request.headers['content-range'] ?? '');
        puts.push(range);
        const incomplete = () => {
          response.writeHead(
            308,
            session.bytes > 0 ? { range: `bytes=0-${session.bytes - 1}` } : {},
          );
          response.end();
        };
        const done = () => {
          const id = `yt${crypto.randomBytes(5).toString('hex')}`;
          videos.push({
            id,
            metadata: session.metadata,
            contentType: session.contentType,
            bytes: Buffer.concat(session.received),
          });
          json(response, 201, { kind: 'youtube#video', id, ...(session.metadata as object) });
        };
        const status = /^bytes \*\/(\d+)$/.exec(range);
        if (status) {
          if (session.bytes === session.total) done();
          else incomplete();
          return;
        }
        const chunk = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(range);
        const start = Number(chunk?.[1]);
        if (!chunk || start !== session.bytes || Number(chunk[2]) - start + 1 !== body.length) {
          incomplete();
          return;
        }
        if (failNext) {
          failNext = false;
          const kept = body.subarray(0, Math.floor(body.length / 2));
          session.received.push(kept);
          session.bytes += kept.length;
          json(response, 503, { error: { code: 503, message: 'Backend Error' } });
          return;
        }
        session.received.push(body);
        session.bytes += body.length;
        if (session.bytes === session.total) done();
        else incomplete();
        return;
      }
      json(response, 404, { error: { code: 404, message: 'Not Found' } });
    })().catch((error: unknown) => {
      response.writeHead(500);
      response.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}`;
  return {
    config: {
      clientId: CLIENT.id,
      clientSecret: CLIENT.secret,
      refreshToken: REFRESH_TOKEN,
      privacyStatus: 'unlisted',
      apiBaseUrl: base,
      tokenUrl: `${base}/token`,
      retryDelayMs: 5,
    },
    tokenRequests,
    starts,
    videos,
    puts,
    failNextChunk: () => {
      failNext = true;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
