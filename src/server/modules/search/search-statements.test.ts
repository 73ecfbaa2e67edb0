import pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { searchRoute, type TSearchQuery } from '../../../contract/search.ts';
import { clientAddress, createTestApp } from '../../test/app.ts';
import { buildPost } from '../../test/content-factories.ts';
import { buildMember } from '../../test/factories.ts';
import { injectRoute } from '../../test/inject.ts';

/**
 * Issue 21: a search costs one statement: the text folded, its typo alternatives and every list
 * wanted come from ONE named prepared statement, in no transaction. Counted on the driver itself
 * (every statement any pooled connection sends goes through `pg.Client.prototype.query`), after
 * a first search has cached the viewer's session (signed-in reads then skip its lookup).
 */
const { app, database } = await createTestApp();
const viewer = await buildMember(database, { firstName: 'Tess', lastName: 'Walker' });
await buildPost(database, {
  userId: viewer.user.id,
  content: 'Pastel de nata heaven at Belém',
  location: 'Lisbon, Portugal',
});

const search = (query: TSearchQuery) =>
  injectRoute(app, searchRoute, { query, cookie: viewer.cookie, remoteAddress: clientAddress() });

/** The text of every statement sent while `run` runs. */
async function statementsOf(run: () => Promise<unknown>): Promise<string[]> {
  const query = vi.spyOn(pg.Client.prototype, 'query');
  try {
    await run();
    return query.mock.calls.map(([first]) =>
      typeof first === 'string' ? first : String((first as { text?: string }).text),
    );
  } finally {
    query.mockRestore();
  }
}

afterEach(() => vi.restoreAllMocks());

describe('GET /api/search — one statement', () => {
  it.each([
    ['the overview (every list)', { q: 'pastell belem' }],
    ['posts', { q: 'Lisbn', type: 'posts' }],
    ['people', { q: 'Tess Walker', type: 'people' }],
    ['destinations', { q: 'lisbon', type: 'destinations' }],
    ['a text without words', { q: '!!' }],
  ] as const)('%s: one prepared statement, no transaction', async (_what, query) => {
    await search({ q: 'warm up the session' });
    let status = 0;
    const sent = await statementsOf(async () => {
      const response = await search(query);
      status = response.status;
    });
    expect(status).toBe(200);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatch(/^WITH terms AS MATERIALIZED/);
    expect(sent.some((text) => /^\s*(BEGIN|START TRANSACTION)/i.test(text))).toBe(false);
  });

  it('finds what the separate statements found: posts, people and places of one text', async () => {
    const response = await search({ q: 'pastell belem' });
    expect(response.body.posts.map((post) => post.content)).toEqual([
      'Pastel de nata heaven at Belém',
    ]);
    const people = await search({ q: 'tess walkr' });
    expect(people.body.people.map((person) => person.id)).toEqual([viewer.user.id]);
    const places = await search({ q: 'lisbn' });
    expect(places.body.destinations).toEqual([
      { name: 'Lisbon, Portugal', postsCount: 1, imageUrl: null },
    ]);
  });
});
