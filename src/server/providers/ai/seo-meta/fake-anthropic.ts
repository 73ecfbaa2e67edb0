import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for Anthropic's Messages API (`POST /v1/messages`) with its documented shapes:
 * it checks `x-api-key` and `anthropic-version`, records the body (model, max_tokens, system,
 * messages) and answers a `message` object whose `content` holds one text block, or an
 * `{type: 'error', error: {type, message}}` body with a 4xx/5xx status.
 */

export type FakeAnthropicAnswer =
  | { kind: 'text'; text: string }
  | { kind: 'json'; value: unknown }
  | { kind: 'status'; status: number };

export type FakeAnthropicRequest = {
  url: string;
  apiKey: string | undefined;
  version: string | undefined;
  body: {
    model?: string;
    max_tokens?: number;
    system?: string;
    messages?: { role: string; content: string }[];
  };
};

export type FakeAnthropic = {
  baseUrl: string;
  requests: FakeAnthropicRequest[];
  answer(
    next: FakeAnthropicAnswer | ((request: FakeAnthropicRequest) => FakeAnthropicAnswer),
  ): void;
  close(): Promise<void>;
};

export async function startFakeAnthropic(expectedKey = 'sk-ant-test'): Promise<FakeAnthropic> {
  const requests: FakeAnthropicRequest[] = [];
  let next: FakeAnthropicAnswer | ((request: FakeAnthropicRequest) => FakeAnthropicAnswer) = {
    kind: 'status',
    status: 500,
  };
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const recorded: FakeAnthropicRequest = {
        url: request.url ?? '',
        apiKey: request.headers['x-api-key'] as string | undefined,
        version: request.headers['anthropic-version'] as string | undefined,
        body: {},
      };
      try {
        recorded.body = JSON.parse(
          Buffer.concat(chunks).toString('utf8'),
        ) as FakeAnthropicRequest['body'];
      } catch {
        // Recorded as empty: the test sees it.
      }
      requests.push(recorded);
      const send = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      const error = (status: number, type: string, message: string) =>
        send(status, { type: 'error', error: { type, message } });
      if (request.method !== 'POST' || recorded.url !== '/v1/messages') {
        return error(404, 'not_found_error', 'Not found');
      }
      if (recorded.apiKey !== expectedKey)
        return error(401, 'authentication_error', 'invalid x-api-key');
      if (!recorded.version)
        return error(400, 'invalid_request_error', 'anthropic-version header is required');
      if (!recorded.body.model || !recorded.body.max_tokens || !recorded.body.messages?.length) {
        return error(400, 'invalid_request_error', 'model, max_tokens and messages are required');
      }
      const answer = typeof next === 'function' ? next(recorded) : next;
      if (answer.kind === 'status')
        return error(answer.status, 'api_error', 'Internal server error');
      const text = answer.kind === 'text' ? answer.text : JSON.stringify(answer.value);
      send(200, {
        id: `msg_${requests.length}`,
        type: 'message',
        role: 'assistant',
        model: recorded.body.model,
        content: [{ type: 'text', text }],
        stop_reason: 'end_turn',
        stop_sequence: null,
        usage: { input_tokens: 100, output_tokens: 60 },
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    answer(value) {
      next = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
