import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isUnauthorizedError } from '../../lib/api.ts';
import { hasSessionHint, userQueryOptions } from './user-query.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = 'roamly_signed_in=; max-age=0; path=/';
});

describe('the session hint', () => {
  it('is read from the cookie string exactly', () => {
    expect(hasSessionHint('a=1; roamly_signed_in=1')).toBe(true);
    expect(hasSessionHint('roamly_signed_in=0')).toBe(false);
    expect(hasSessionHint('xroamly_signed_in=1')).toBe(false);
    expect(hasSessionHint('')).toBe(false);
  });
});

describe('the user query', () => {
  it('answers "signed out" without a request when there is no session hint', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const error = await new QueryClient().fetchQuery(userQueryOptions).catch((e: unknown) => e);
    expect(isUnauthorizedError(error)).toBe(true);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks the server when the hint says a session exists', async () => {
    document.cookie = 'roamly_signed_in=1; path=/';
    const fetchMock = vi.fn(async () => Response.json({ id: 'u1', firstName: 'Ada' }));
    vi.stubGlobal('fetch', fetchMock);
    const user = await new QueryClient().fetchQuery(userQueryOptions);
    expect(user).toMatchObject({ id: 'u1' });
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/user', expect.anything());
  });
});
