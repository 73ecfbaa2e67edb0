import { and, desc, eq, ilike, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { blogPosts, destinations, posts, users } from '../../../db/schema/index.ts';
import { countryDisplayName } from '../people/countries.ts';

/**
 * What a campaign's content is made from (issue 26 §3): the destination picked from the known
 * cities its description names (spec 3 §4), else the one asked for, else London; the public
 * member posts made there (their words and their best photos, with their authors to credit);
 * and the published blog articles about it.
 */
export const DEFAULT_DESTINATION = 'London';

export type CampaignDestination = {
  code: number | null;
  name: string;
  country: string | null;
  tourCount: number;
};

export type MemberPhoto = {
  postId: string;
  imageUrl: string;
  content: string;
  author: string;
};

const ascii = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();

const capitalised = (word: string) => /^\p{Lu}/u.test(word);

/**
 * Every run of one to three words of the text that starts and ends with a capital, in order (the
 * candidates for a city name: "Rio de Janeiro" is one, the "of" of "viewpoints of Lisbon" is not,
 * though Of is a town in Turkey).
 */
function wordRuns(text: string): string[] {
  const words = text.split(/[^\p{L}\p{N}'-]+/u).filter(Boolean);
  const runs: string[] = [];
  for (let i = 0; i < words.length && runs.length < 3_000; i += 1) {
    if (!capitalised(words[i]!)) continue;
    for (let n = 3; n >= 1; n -= 1) {
      if (i + n <= words.length && capitalised(words[i + n - 1]!)) {
        runs.push(ascii(words.slice(i, i + n).join(' ')));
      }
    }
  }
  return runs;
}

async function lookup(db: Db, names: string[]) {
  if (names.length === 0) return [];
  return db
    .select({
      code: destinations.code,
      name: destinations.name,
      asciiName: destinations.asciiName,
      countryCode: destinations.countryCode,
      tourCount: destinations.tourCount,
      population: destinations.population,
    })
    .from(destinations)
    .where(and(inArray(destinations.asciiName, names), eq(destinations.type, 'city')))
    .orderBy(desc(destinations.population))
    .limit(50);
}

function toDestination(row: Awaited<ReturnType<typeof lookup>>[number]): CampaignDestination {
  return {
    code: row.code,
    name: row.name,
    country: row.countryCode ? countryDisplayName(row.countryCode) : null,
    tourCount: row.tourCount,
  };
}

/**
 * The asked-for destination when given (the catalogue's city of that name when there is one),
 * else the first known city the description names (longest name at the earliest place), else
 * London.
 */
export async function pickDestination(
  db: Db,
  { asked, description }: { asked: string | null; description: string | null },
): Promise<CampaignDestination> {
  if (asked) {
    const [row] = await lookup(db, [ascii(asked.trim())]);
    return row
      ? toDestination(row)
      : { code: null, name: asked.trim(), country: null, tourCount: 0 };
  }
  const runs = description ? wordRuns(description) : [];
  const found = await lookup(db, [...new Set(runs)]);
  if (found.length > 0) {
    // The biggest place of each name (the list is by population), the earliest in the text.
    const byName = new Map<string, (typeof found)[number]>();
    for (const row of found) if (!byName.has(row.asciiName)) byName.set(row.asciiName, row);
    const first = runs.find((run) => byName.has(run))!;
    return toDestination(byName.get(first)!);
  }
  const [london] = await lookup(db, [ascii(DEFAULT_DESTINATION)]);
  return london
    ? toDestination(london)
    : { code: null, name: DEFAULT_DESTINATION, country: 'United Kingdom', tourCount: 0 };
}

/** Public, visible member photos taken at the destination, most liked first. */
export async function memberPhotos(
  db: Db,
  destination: CampaignDestination,
  limit: number,
): Promise<MemberPhoto[]> {
  if (destination.code === null) return [];
  const rows = await db
    .select({
      postId: posts.id,
      imageUrl: posts.imageUrl,
      content: posts.content,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(posts)
    .innerJoin(users, eq(users.id, posts.userId))
    .where(
      and(
        eq(posts.destinationCode, destination.code),
        eq(posts.privacy, 'public'),
        isNull(posts.hiddenAt),
        isNull(posts.sensitiveAt),
        isNotNull(posts.imageUrl),
      ),
    )
    .orderBy(desc(posts.likesCount), desc(posts.createdAt))
    .limit(limit);
  return rows.map((row) => ({
    postId: row.postId,
    imageUrl: row.imageUrl!,
    content: row.content,
    author: [row.firstName, row.lastName].filter(Boolean).join(' ') || 'A Roamly traveller',
  }));
}

/** Published blog articles about the destination (its name in the title or the tags). */
export async function blogArticles(db: Db, destination: CampaignDestination, limit: number) {
  return db
    .select({ title: blogPosts.title, excerpt: blogPosts.excerpt, slug: blogPosts.slug })
    .from(blogPosts)
    .where(
      and(
        eq(blogPosts.status, 'published'),
        or(
          ilike(blogPosts.title, `%${destination.name.replace(/[%_\\]/g, '\\$&')}%`),
          sql`${destination.name} = ANY(${blogPosts.tags})`,
        ),
      ),
    )
    .orderBy(desc(blogPosts.publishedAt))
    .limit(limit);
}
