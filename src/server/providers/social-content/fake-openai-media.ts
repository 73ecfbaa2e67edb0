import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

/**
 * A local stand-in for OpenAI's image endpoints with their documented shapes:
 * `POST /v1/images/generations` (JSON `{model, prompt, size, n}` → `{created, data: [{b64_json}]}`,
 * a real PNG of the asked size) and `POST /v1/files` (multipart with `purpose` and `file` →
 * a `file` object `{id, object: 'file', bytes, created_at, filename, purpose}`), Bearer auth, and
 * `{error: {message, type}}` bodies on failure.
 */
export type FakeOpenAiMedia = {
  baseUrl: string;
  requests: { path: string; contentType: string; body: Buffer }[];
  /** The next request answers this status with an error body. */
  failNext(status: number): void;
  close(): Promise<void>;
};

export async function startFakeOpenAiMedia(expectedKey = 'sk-test'): Promise<FakeOpenAiMedia> {
  const requests: FakeOpenAiMedia['requests'] = [];
  const failures: number[] = [];
  let files = 0;
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', async () => {
      const body = Buffer.concat(chunks);
      const contentType = request.headers['content-type'] ?? '';
      const path = request.url ?? '';
      requests.push({ path, contentType, body });
      const send = (status: number, payload: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(payload));
      };
      if (request.headers.authorization !== `Bearer ${expectedKey}`) {
        return send(401, {
          error: { message: 'Incorrect API key provided', type: 'invalid_request_error' },
        });
      }
      const failure = failures.shift();
      if (failure) {
        return send(failure, {
          error: { message: 'The server had an error', type: 'server_error' },
        });
      }
      if (request.method === 'POST' && path === '/v1/images/generations') {
        let parsed: { model?: string; prompt?: string; size?: string } = {};
        try {
          parsed = JSON.parse(body.toString('utf8')) as typeof parsed;
        } catch {
          // Refused below.
        }
        const size = /^(\d+)x(\d+)$/.exec(parsed.size ?? '');
        if (!parsed.model || !parsed.prompt || !size) {
          return send(400, {
            error: {
              message: 'model, prompt and size are required',
              type: 'invalid_request_error',
            },
          });
        }
        const png = await sharp({
          create: {
            width: Number(size[1]),
            height: Number(size[2]),
            channels: 3,
            background: '#5b8def',
          },
        })
          .png()
          .toBuffer();
        return send(200, {
          created: Math.floor(Date.now() / 1000),
          data: [{ b64_json: png.toString('base64') }],
          usage: { total_tokens: 100, input_tokens: 50, output_tokens: 50 },
        });
      }
      if (request.method === 'POST' && path === '/v1/files') {
        if (!contentType.startsWith('multipart/form-data') || !body.includes('name="purpose"')) {
          return send(400, {
            error: { message: 'purpose and file are required', type: 'invalid_request_error' },
          });
        }
        files += 1;
        return send(200, {
          id: `file-fake${files}`,
          object: 'file',
          bytes: body.length,
          created_at: Math.floor(Date.now() / 1000),
          filename: /filename="([^"]+)"/.exec(body.toString('latin1'))?.[1] ?? 'upload',
          purpose: 'vision',
        });
      }
      send(404, { error: { message: 'Unknown path', type: 'invalid_request_error' } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    failNext(status) {
      failures.push(status);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
