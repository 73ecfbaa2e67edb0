import http from 'node:http';
import type { AddressInfo } from 'node:net';

type FakeMessage = {
  id: string;
  threadId: string;
  labelIds: string[];
  raw: string;
  historyId: number;
};

/**
 * A local stand-in for Google's OAuth token endpoint and the Gmail API (users.getProfile,
 * messages.list, messages.get?format=raw, history.list), answering with the documented shapes
 * and error bodies. One account; `addMessage` is mail arriving, `expireHistory` is Google
 * forgetting old history ids (history.list then answers 404).
 */
export async function startFakeGmail() {
  const messages: FakeMessage[] = [];
  let historyId = 1000;
  let oldestHistory = 0;
  let refusedRefresh = false;
  const codes = new Set<string>(['good-code']);
  const accessTokens = new Set<string>();
  let tokenCount = 0;
  const account = 'ops@gmail.example';

  const send = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(body));
  };
  const apiError = (res: http.ServerResponse, code: number, message: string, status: string) =>
    send(res, code, { error: { code, message, status, errors: [{ message, reason: status }] } });

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      if (req.method === 'POST' && url.pathname === '/token') {
        const form = new URLSearchParams(body);
        if (form.get('client_id') !== 'gmail-client' || form.get('client_secret') !== 'shh') {
          send(res, 401, { error: 'invalid_client', error_description: 'Unauthorized' });
          return;
        }
        tokenCount += 1;
        const accessToken = `ya29.token-${tokenCount}`;
        if (form.get('grant_type') === 'authorization_code') {
          const code = form.get('code') ?? '';
          if (!codes.has(code)) {
            send(res, 400, { error: 'invalid_grant', error_description: 'Bad Request' });
            return;
          }
          accessTokens.add(accessToken);
          send(res, 200, {
            access_token: accessToken,
            expires_in: 3599,
            refresh_token: `1//refresh-${tokenCount}`,
            scope: 'https://www.googleapis.com/auth/gmail.readonly',
            token_type: 'Bearer',
          });
          return;
        }
        if (form.get('grant_type') === 'refresh_token') {
          if (refusedRefresh || !form.get('refresh_token')?.startsWith('1//refresh-')) {
            send(res, 400, {
              error: 'invalid_grant',
              error_description: 'Token has been expired or revoked.',
            });
            return;
          }
          accessTokens.add(accessToken);
          send(res, 200, {
            access_token: accessToken,
            expires_in: 3599,
            scope: 'https://www.googleapis.com/auth/gmail.readonly',
            token_type: 'Bearer',
          });
          return;
        }
        send(res, 400, { error: 'unsupported_grant_type' });
        return;
      }

      const token = (req.headers.authorization ?? '').replace(/^Bearer /, '');
      if (!accessTokens.has(token)) {
        apiError(res, 401, 'Request had invalid authentication credentials.', 'UNAUTHENTICATED');
        return;
      }
      const prefix = '/gmail/v1/users/me';
      const path = url.pathname.startsWith(prefix) ? url.pathname.slice(prefix.length) : '';
      if (path === '/profile') {
        send(res, 200, {
          emailAddress: account,
          messagesTotal: messages.length,
          threadsTotal: messages.length,
          historyId: String(historyId),
        });
      } else if (path === '/messages') {
        const inbox = messages
          .filter((message) => message.labelIds.includes('INBOX'))
          .toReversed()
          .map(({ id, threadId }) => ({ id, threadId }));
        send(res, 200, { messages: inbox, resultSizeEstimate: inbox.length });
      } else if (path.startsWith('/messages/')) {
        const message = messages.find((item) => item.id === decodeURIComponent(path.slice(10)));
        if (!message || url.searchParams.get('format') !== 'raw') {
          apiError(res, 404, 'Requested entity was not found.', 'NOT_FOUND');
          return;
        }
        send(res, 200, {
          id: message.id,
          threadId: message.threadId,
          labelIds: message.labelIds,
          snippet: '',
          historyId: String(message.historyId),
          internalDate: String(Date.now()),
          sizeEstimate: message.raw.length,
          raw: message.raw,
        });
      } else if (path === '/history') {
        const start = Number(url.searchParams.get('startHistoryId'));
        if (!Number.isFinite(start) || start < oldestHistory) {
          apiError(res, 404, 'Requested entity was not found.', 'NOT_FOUND');
          return;
        }
        const added = messages.filter((message) => message.historyId > start);
        send(res, 200, {
          history: added.map((message) => ({
            id: String(message.historyId),
            messages: [{ id: message.id, threadId: message.threadId }],
            messagesAdded: [
              {
                message: {
                  id: message.id,
                  threadId: message.threadId,
                  labelIds: message.labelIds,
                },
              },
            ],
          })),
          historyId: String(historyId),
        });
      } else {
        apiError(res, 404, 'Not found', 'NOT_FOUND');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    account,
    addMessage(raw: string, { unread = true }: { unread?: boolean } = {}) {
      historyId += 1;
      const id = `18c${historyId.toString(16)}`;
      messages.push({
        id,
        threadId: id,
        labelIds: ['INBOX', ...(unread ? ['UNREAD'] : [])],
        raw: Buffer.from(raw).toString('base64url'),
        historyId,
      });
      return id;
    },
    /** Google keeps about a week of history; older start ids answer 404. */
    expireHistory: () => (oldestHistory = historyId + 1),
    refuseRefresh: (refuse: boolean) => (refusedRefresh = refuse),
    /** The labels of a message: the sync must never change them. */
    labelsOf: (id: string) => messages.find((message) => message.id === id)?.labelIds,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
