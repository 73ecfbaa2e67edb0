import { describe, expect, it } from 'vitest';
import { createTestApp, signUp } from '../../test/app.ts';

const { app } = await createTestApp();
const { cookie } = await signUp(app);

const patch = (payload: unknown, headers: Record<string, string> = { cookie }) =>
  app.inject({ method: 'PATCH', url: '/api/auth/user', payload: payload as object, headers });

describe('PATCH /api/auth/user', () => {
  it('saves the travel profile and returns the updated user', async () => {
    const response = await patch({
      bio: 'Slow traveller, fast walker.',
      website: 'https://ada.example.com',
      dateOfBirth: '1990-04-12',
      location: 'Portugal',
      travelStyle: 'backpacking',
      favoriteDestinations: ['europe', 'south-america'],
      languages: ['english', 'portuguese'],
      travelInterests: ['hiking', 'food-and-drink'],
      phoneNumber: '+351 912 345 678',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      bio: 'Slow traveller, fast walker.',
      travelStyle: 'backpacking',
      favoriteDestinations: ['europe', 'south-america'],
      dateOfBirth: '1990-04-12',
    });
    const me = await app.inject({ url: '/api/auth/user', headers: { cookie } });
    expect(me.json().languages).toEqual(['english', 'portuguese']);
  });

  it('clears a field sent as an empty string', async () => {
    await patch({ website: 'https://a.example.com' });
    const response = await patch({ website: '' });
    expect(response.json().website).toBeNull();
  });

  it.each([
    [{ bio: 'x'.repeat(501) }, 'bio'],
    [{ website: 'ftp://files.example.com' }, 'website'],
    [{ website: 'javascript:alert(1)' }, 'website'],
    [{ dateOfBirth: '2999-01-01' }, 'dateOfBirth'],
    [{ dateOfBirth: '1990-02-31x' }, 'dateOfBirth'],
    [{ travelStyle: 'glamping' }, 'travelStyle'],
    [{ languages: ['klingon'] }, 'languages'],
    [{ favoriteDestinations: ['atlantis'] }, 'favoriteDestinations'],
    [{ travelInterests: 'hiking' }, 'travelInterests'],
    [{ role: 'admin' }, 'role'],
    [{ profileImageUrl: 'http://evil.example.com/x.png' }, 'profileImageUrl'],
  ])('rejects %o with a 400 naming the field', async (payload, field) => {
    const response = await patch(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(field);
  });

  it('keeps the stored profile when a change is rejected', async () => {
    await patch({ bio: 'Kept' });
    await patch({ bio: 'Lost', website: 'nope' });
    const me = await app.inject({ url: '/api/auth/user', headers: { cookie } });
    expect(me.json().bio).toBe('Kept');
  });

  it('needs a session', async () => {
    const response = await patch({ bio: 'hi' }, {});
    expect(response.statusCode).toBe(401);
  });
});
