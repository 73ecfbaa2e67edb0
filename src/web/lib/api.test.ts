import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, errorMessage, extractServerMessage, formatApiErrorMessage } from './api.ts';
import {
  listSessionsRoute,
  revokeSessionRoute,
  signInRoute,
  testLoginRoute,
} from '../../contract/auth.ts';
import { routeUrl } from '../../contract/route.ts';

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

describe('api(route, input)', () => {
  it('sends the body as JSON with credentials to the route path and parses the reply', async () => {
    const fetchMock = vi.fn(async () => new Response('{"success":true,"message":"ok"}'));
    vi.stubGlobal('fetch', fetchMock);
    await expect(api(testLoginRoute, { body: { testKey: 'k' } })).resolves.toEqual({
      success: true,
      message: 'ok',
    });
    expect(fetchMock).toHaveBeenCalledWith('/api/test-login', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: '{"testKey":"k"}',
    });
  });

  it('fills path parameters, encoded, and uses the route method', async () => {
    const fetchMock = vi.fn(async () => new Response('{"ok":true}'));
    vi.stubGlobal('fetch', fetchMock);
    await api(revokeSessionRoute, { params: { id: 'a/b c' } });
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/sessions/a%2Fb%20c', {
      method: 'DELETE',
      credentials: 'include',
      headers: {},
    });
  });

  it('returns undefined for an empty success body', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 204 })),
    );
    await expect(api(listSessionsRoute)).resolves.toBeUndefined();
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
    const error = await api(signInRoute, { body: { email: 'a@b.co', password: 'x' } }).catch(
      (err: unknown) => err,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect((error as ApiError).message).toBe('401: {"message":"Incorrect e-mail or password"}');
    expect((error as ApiError).serverMessage).toBe('Incorrect e-mail or password');
  });
});

describe('routeUrl', () => {
  it('appends defined query values, repeating arrays', () => {
    expect(
      routeUrl({ path: '/api/x/:id' }, { id: 7 }, { q: 'a b', skip: undefined, t: [1, 2] }),
    ).toBe('/api/x/7?q=a+b&t=1&t=2');
  });

  it('refuses a missing path parameter rather than calling the wrong URL', () => {
    expect(() => routeUrl({ path: '/api/x/:id' }, {})).toThrow('Missing route parameter id');
  });
});
