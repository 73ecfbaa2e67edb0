import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for OpenAI's chat-completions endpoint (`POST /v1/chat/completions`) with the
 * documented shapes: the request's `messages` (text and `image_url` content parts),
 * `response_format: {type: 'json_object'}` and Bearer auth; the answer is a `chat.completion`
 * object whose `choices[0].message.content` holds the JSON text, or an `{error: {...}}` body
 * with a 4xx/5xx status. Tests choose what it answers next.
 */

export type FakeBehaviour =
  | { kind: 'json'; content: unknown }
  | { kind: 'content'; content: string }
  | { kind: 'status'; status: number }
  | { kind: 'refusal' }
  | { kind: 'garbage' }
  | { kind: 'hang' };

export type RecordedRequest = {
  method: string;
  url: string;
  authorization: string | undefined;
  body: {
    model?: string;
    messages?: {
      role: string;
      content:
        | string
        | (
            | { type: 'text'; text: string }
            | { type: 'image_url'; image_url: { url: string; detail?: string } }
          )[];
    }[];
    response_format?: { type: string };
    max_completion_tokens?: number;
  };
};

export type FakeOpenAi = {
  baseUrl: string;
  requests: RecordedRequest[];
  answer(behaviour: FakeBehaviour): void;
  close(): Promise<void>;
};

export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const requests: RecordedRequest[] = [];
  let behaviour: FakeBehaviour = { kind: 'status', status: 500 };
  const hanging = new Set<http.ServerResponse>();

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      let body: RecordedRequest['body'] = {};
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as RecordedRequest['body'];
      } catch {
        // Recorded as empty: the test sees it.
      }
      requests.push({
        method: request.method ?? '',
        url: request.url ?? '',
        authorization: request.headers.authorization,
        body,
      });
      const send = (status: number, payload: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(payload));
      };
      if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
        send(404, { error: { message: 'Unknown path', type: 'invalid_request_error' } });
        return;
      }
      if (request.headers.authorization !== 'Bearer sk-test') {
        send(401, {
          error: {
            message: 'Incorrect API key provided',
            type: 'invalid_request_error',
            code: 'invalid_api_key',
          },
        });
        return;
      }
      const completion = (message: Record<string, unknown>) => ({
        id: 'chatcmpl-test',
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: body.model,
        choices: [
          {
            index: 0,
            message: { role: 'assistant', ...message },
            logprobs: null,
            finish_reason: 'stop',
          },
        ],
        usage: { prompt_tokens: 100, completion_tokens: 50, total_tokens: 150 },
      });
      switch (behaviour.kind) {
        case 'json':
          send(200, completion({ content: JSON.stringify(behaviour.content), refusal: null }));
          return;
        case 'content':
          send(200, completion({ content: behaviour.content, refusal: null }));
          return;
        case 'refusal':
          send(200, completion({ content: null, refusal: "I'm sorry, I can't help with that." }));
          return;
        case 'status':
          send(behaviour.status, {
            error: {
              message: 'The server had an error while processing your request.',
              type: 'server_error',
            },
          });
          return;
        case 'garbage':
          response.writeHead(200, { 'content-type': 'text/html' });
          response.end('<html>Bad gateway</html>');
          return;
        case 'hang':
          hanging.add(response);
          return;
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    answer(next) {
      behaviour = next;
    },
    async close() {
      hanging.forEach((response) => response.destroy());
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
