import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  apiRequest,
  errorMessage,
  extractServerMessage,
  formatApiErrorMessage,
} from './api.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('api error messages (spec 1 §8)', () => {
  it('is the status, a colon, then the body text', () => {
    expect(formatApiErrorMessage(401, '{"message":"Unauthorized"}', 'Unauthorized')).toBe(
      '401: {"message":"Unauthorized"}',
    );
  });

  it('falls back to the status text when the body is empty', () => {
    expect(formatApiErrorMessage(502, '  ', 'Bad Gateway')).toBe('502: Bad Gateway');
  });

  it('reads {message} from JSON bodies only', () => {
    expect(extractServerMessage('{"message":"Invalid test key"}')).toBe('Invalid test key');
    expect(extractServerMessage('<html>oops</html>')).toBeUndefined();
    expect(extractServerMessage('{"error":"x"}')).toBeUndefined();
    expect(extractServerMessage('{"message":""}')).toBeUndefined();
  });

  it('prefers the server message for people, with a fallback', () => {
    expect(errorMessage(new ApiError(409, '{"message":"Taken"}', 'Conflict'), 'x')).toBe('Taken');
    expect(errorMessage(new ApiError(500, 'boom', 'Server Error'), 'Try again')).toBe('Try again');
    expect(errorMessage(new TypeError('Failed to fetch'), 'x')).toBe('Failed to fetch');
    expect(errorMessage('weird', 'fallback')).toBe('fallback');
  });
});

describe('apiRequest', () => {
  it('sends JSON with credentials and parses the reply', async () => {
    const fetchMock = vi.fn(async () => new Response('{"ok":true}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiRequest('POST', '/api/x', { a: 1 })).resolves.toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledWith('/api/x', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: '{"a":1}',
    });
  });

  it('returns undefined for an empty success body', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 204 })),
    );
    await expect(apiRequest('DELETE', '/api/x')).resolves.toBeUndefined();
  });

  it('throws an ApiError carrying status and message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response('{"message":"Incorrect e-mail or password"}', {
            status: 401,
            statusText: 'Unauthorized',
          }),
      ),
    );
    const error = await apiRequest('POST', '/api/auth/signin', {}).catch((err: unknown) => err);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect((error as ApiError).message).toBe('401: {"message":"Incorrect e-mail or password"}');
    expect((error as ApiError).serverMessage).toBe('Incorrect e-mail or password');
  });
});
