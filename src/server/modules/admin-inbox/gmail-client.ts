import type { GmailConfig } from '../../config.ts';

/** Read-only: the inbox imports mail and never changes the account (read state included). */
export const GMAIL_SCOPE = 'https://www.googleapis.com/auth/gmail.readonly';
const TIMEOUT_MS = 20_000;

export class GmailError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'GmailError';
  }
}

async function readJson<T>(response: Response, what: string): Promise<T> {
  const text = await response.text();
  if (!response.ok) {
    // Google's errors: {error: {message}} for the API, {error, error_description} for OAuth.
    let detail = text.slice(0, 300);
    try {
      const body = JSON.parse(text) as {
        error?: string | { message?: string };
        error_description?: string;
      };
      detail =
        typeof body.error === 'object'
          ? (body.error.message ?? detail)
          : [body.error, body.error_description].filter(Boolean).join(': ') || detail;
    } catch {
      // Not JSON: keep the start of the text.
    }
    throw new GmailError(`${what} failed (${response.status}): ${detail}`, response.status);
  }
  return JSON.parse(text) as T;
}

export function consentUrl(config: GmailConfig, redirectUri: string, state: string): string {
  const url = new URL(config.authUrl);
  url.search = new URLSearchParams({
    client_id: config.clientId,
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: GMAIL_SCOPE,
    access_type: 'offline',
    // Google returns a refresh token only on a consent; re-authorising must get a new one.
    prompt: 'consent',
    include_granted_scopes: 'true',
    state,
  }).toString();
  return url.toString();
}

type TokenResponse = {
  access_token: string;
  expires_in: number;
  refresh_token?: string;
  scope?: string;
  token_type: string;
};

async function tokenRequest(config: GmailConfig, form: Record<string, string>) {
  const response = await fetch(config.tokenUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      client_id: config.clientId,
      client_secret: config.clientSecret,
      ...form,
    }),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  return readJson<TokenResponse>(response, 'The Google token request');
}

export function exchangeCode(config: GmailConfig, code: string, redirectUri: string) {
  return tokenRequest(config, {
    code,
    redirect_uri: redirectUri,
    grant_type: 'authorization_code',
  });
}

export function refreshAccessToken(config: GmailConfig, refreshToken: string) {
  return tokenRequest(config, { refresh_token: refreshToken, grant_type: 'refresh_token' });
}

/** The Gmail API (users.* of the signed-in account) with one access token. */
export function gmailApi(config: GmailConfig, accessToken: string) {
  const get = async <T>(path: string, query: Record<string, string | undefined> = {}) => {
    const url = new URL(`${config.apiUrl}/gmail/v1/users/me${path}`);
    for (const [key, value] of Object.entries(query)) {
      if (value !== undefined) url.searchParams.set(key, value);
    }
    const response = await fetch(url, {
      headers: { authorization: `Bearer ${accessToken}` },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    return readJson<T>(response, `Gmail ${path.split('/')[1] ?? path}`);
  };
  return {
    profile: () => get<{ emailAddress: string; historyId: string }>('/profile'),
    listMessages: (pageToken?: string) =>
      get<{ messages?: { id: string; threadId: string }[]; nextPageToken?: string }>('/messages', {
        labelIds: 'INBOX',
        maxResults: '100',
        pageToken,
      }),
    history: (startHistoryId: string, pageToken?: string) =>
      get<{
        history?: { messagesAdded?: { message: { id: string; labelIds?: string[] } }[] }[];
        historyId: string;
        nextPageToken?: string;
      }>('/history', {
        startHistoryId,
        historyTypes: 'messageAdded',
        labelId: 'INBOX',
        pageToken,
      }),
    rawMessage: (id: string) =>
      get<{ id: string; threadId: string; labelIds?: string[]; raw: string }>(
        `/messages/${encodeURIComponent(id)}`,
        { format: 'raw' },
      ),
  };
}
