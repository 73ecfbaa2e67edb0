import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../server/test/database.ts';
import { buildPost } from '../../server/test/content-factories.ts';
import { buildUser } from '../../server/test/factories.ts';
import { searchTerms, searchWords } from './search-terms.ts';

const database = await createTestDatabase();
const { db } = database;

const scalar = async <T>(query: ReturnType<typeof sql>): Promise<T> => {
  const { rows } = await db.execute<{ value: T }>(sql`SELECT ${query} AS value`);
  return rows[0]!.value;
};

describe('search words and the typo lexicon (migration 0033)', () => {
  it('splits a text into words of letters and digits, an accent kept with its letter', () => {
    expect(searchWords('Pastel-de-nata, at  Belém!')).toEqual([
      'Pastel',
      'de',
      'nata',
      'at',
      'Belém',
    ]);
    // "é" typed as "e" plus a combining accent is still one word.
    expect(searchWords('Bele\u0301m 2024')).toEqual(['Belém', '2024']);
    expect(searchWords("'&|!:*()")).toEqual([]);
  });

  it.each([
    ['pastel', 'pastel', true],
    ['pastell', 'pastel', true], // a letter added
    ['pastl', 'pastel', true], // dropped
    ['pastal', 'pastel', true], // changed
    ['patsel', 'pastel', true], // neighbours swapped
    ['pastle', 'pastel', true], // the last two swapped
    ['pestall', 'pastel', false], // two edits
    ['psatle', 'pastel', false], // two swaps
    ['kyto', 'kyiv', false],
  ] as const)('roamly_one_edit(%j, %j) is %j', async (a, b, expected) => {
    expect(await scalar<boolean>(sql`roamly_one_edit(${a}, ${b})`)).toBe(expected);
    expect(await scalar<boolean>(sql`roamly_one_edit(${b}, ${a})`)).toBe(expected);
  });

  it('folds case and accents the way the indexes do', async () => {
    expect(await scalar<string>(sql`roamly_fold(${'São Paulo, BELÉM, Łódź'})`)).toBe(
      'sao paulo, belem, lodz',
    );
  });

  it('learns the words of new and edited posts and names, and offers them for typos', async () => {
    const author = await buildUser(database, { firstName: 'Zélie', lastName: 'Marchetti' });
    const post = await buildPost(database, {
      userId: author.id,
      content: 'Pastel de nata heaven at Belém',
    });
    const terms = await searchTerms(db, 'Pastell BELEM');
    expect(terms.folded).toBe('pastell belem');
    expect(terms.exact).toBe("'pastell' & 'belem':*");
    expect(terms.typos).toBe("( 'pastel' | 'pastell' ) & 'belem':*");
    // Words under 4 letters are only matched as typed.
    expect((await searchTerms(db, 'nat')).typos).toBe("'nat':*");

    await db.execute(sql`UPDATE posts SET content = 'Ginjinha in Óbidos' WHERE id = ${post.id}`);
    expect((await searchTerms(db, 'obidso')).typos).toContain("'obidos'");
    expect((await searchTerms(db, 'marchetit zelie')).typos).toContain("'marchetti'");
    await db.execute(sql`UPDATE users SET last_name = 'Quaresma' WHERE id = ${author.id}`);
    expect((await searchTerms(db, 'quaresam')).typos).toContain("'quaresma'");
  });

  it('gives no word queries for a text without words', async () => {
    expect(await searchTerms(db, '%_!')).toEqual({ folded: '%_!', exact: null, typos: null });
  });
});
