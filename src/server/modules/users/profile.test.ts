import { describe, expect, it } from 'vitest';
import {
  getCurrentUserRoute,
  updateCurrentUserRoute,
  type TUpdateProfileBody,
} from '../../../contract/users.ts';
import { createTestApp } from '../../test/app.ts';
import { buildMember } from '../../test/factories.ts';
import { injectRoute } from '../../test/inject.ts';

const { app, database } = await createTestApp();
const { cookie } = await buildMember(database);

const patch = (body: TUpdateProfileBody, withCookie: string | null = cookie) =>
  injectRoute(app, updateCurrentUserRoute, { body, cookie: withCookie ?? undefined });

const me = async () => (await injectRoute(app, getCurrentUserRoute, { cookie })).body;

describe('editing the profile', () => {
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
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      bio: 'Slow traveller, fast walker.',
      travelStyle: 'backpacking',
      favoriteDestinations: ['europe', 'south-america'],
      dateOfBirth: '1990-04-12',
    });
    expect((await me()).languages).toEqual(['english', 'portuguese']);
  });

  it('clears a field sent as an empty string', async () => {
    await patch({ website: 'https://a.example.com' });
    const response = await patch({ website: '' });
    expect(response.body.website).toBeNull();
  });

  // Invalid on purpose: each body breaks the contract the way a hand-made request could.
  it.each([
    [{ bio: 'x'.repeat(501) }, 'Bio'],
    [{ website: 'ftp://files.example.com' }, 'Website'],
    [{ website: 'javascript:alert(1)' }, 'Website'],
    [{ dateOfBirth: '2999-01-01' }, 'Date of birth'],
    [{ dateOfBirth: '1990-02-31x' }, 'Date of birth'],
    [{ travelStyle: 'glamping' }, 'Travel style'],
    [{ languages: ['klingon'] }, 'Languages'],
    [{ favoriteDestinations: ['atlantis'] }, 'Favorite destinations'],
    [{ travelInterests: 'hiking' }, 'Travel interests'],
    [{ profileImageUrl: 'http://evil.example.com/x.png' }, 'Profile image URL'],
  ])('rejects %o with a 400 that names the field as people read it', async (body, label) => {
    const response = await patch(body as TUpdateProfileBody);
    expect(response.status).toBe(400);
    expect(response.message.slice(0, label.length + 1)).toBe(`${label} `);
    expect(response.message).not.toMatch(/Invalid input|expected/);
  });

  it('refuses a field the profile does not have, such as the role', async () => {
    const response = await patch({ role: 'admin' } as TUpdateProfileBody);
    expect(response.status).toBe(400);
    expect(response.message).toContain('role');
    expect((await me()).role).toBe('member');
  });

  it('keeps the stored profile when a change is rejected', async () => {
    await patch({ bio: 'Kept' });
    expect((await patch({ bio: 'Lost', website: 'nope' })).status).toBe(400);
    expect((await me()).bio).toBe('Kept');
  });

  it('needs a session', async () => {
    const response = await patch({ bio: 'hi' }, null);
    expect(response.status).toBe(401);
  });
});
