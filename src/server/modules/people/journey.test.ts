import { describe, expect, it } from 'vitest';
import { journeyStatsRoute } from '../../../contract/people.ts';
import { posts } from '../../../db/schema/index.ts';
import { createTestApp } from '../../test/app.ts';
import { buildMember } from '../../test/factories.ts';
import { injectRoute } from '../../test/inject.ts';

const { app, database } = await createTestApp();

const journey = (id: string, cookie?: string) =>
  injectRoute(app, journeyStatsRoute, { params: { id }, cookie });

describe('GET /api/users/:id/journey', () => {
  it("counts the distinct countries named in the member's own post locations", async () => {
    const maya = await buildMember(database);
    const other = await buildMember(database);
    const located = (userId: string, location: string | null) => ({
      userId,
      content: 'Trip',
      location,
    });
    await database.db
      .insert(posts)
      .values([
        located(maya.user.id, 'Kyoto, Japan'),
        located(maya.user.id, 'Osaka, Japan'),
        located(maya.user.id, 'Edinburgh, Scotland'),
        located(maya.user.id, 'Bali'),
        located(maya.user.id, null),
        located(other.user.id, 'Lima, Peru'),
      ]);
    const response = await journey(maya.user.id, maya.cookie);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      countriesVisited: 2,
      countries: ['Japan', 'United Kingdom'],
    });
    expect((await journey(other.user.id, other.cookie)).body.countries).toEqual(['Peru']);
  });

  it('answers only the member (403 for others, 401 signed out)', async () => {
    const maya = await buildMember(database);
    const other = await buildMember(database);
    const refused = await journey(maya.user.id, other.cookie);
    expect(refused.status).toBe(403);
    expect(refused.message).toBe('Only the account owner can see these details');
    expect((await journey(maya.user.id)).status).toBe(401);
    expect((await journey(maya.user.id, maya.cookie)).body).toEqual({
      countriesVisited: 0,
      countries: [],
    });
  });
});
