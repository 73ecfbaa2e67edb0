import { describe, expect, it } from 'vitest';
import { preparedText, shapeText } from '../feed-engine/prepared.ts';
import {
  bookmarksFeedQuery,
  bookmarksFeedShape,
  exploreFeedQuery,
  exploreFeedShape,
  homeCardsByIdsQuery,
  homeCardsShape,
  homeFeedQuery,
  homeFeedShape,
  userPostsQuery,
  userPostsShape,
  type FeedPage,
  type ShapedStatement,
} from './feeds.ts';

/**
 * The shaped feed statements (rendered once per shape, values filled per request) must send
 * exactly what the builders make from the same values: the same text and the same parameters.
 */
const viewerId = '0b3c9d4e-1f2a-4b5c-8d6e-7f8091a2b3c4';
const userId = '5e6f7a8b-9c0d-4e1f-a2b3-c4d5e6f70819';
const after = { key: '1763700000000000', id: 'ffffffff-ffff-4fff-bfff-ffffffffffff' };
const pages: FeedPage[] = [
  { viewerId, limit: 10, offset: 0 },
  { viewerId, limit: 10, offset: 20 },
  { viewerId, limit: 50, offset: 0, after },
];

const same = (shaped: ShapedStatement, direct: ReturnType<typeof preparedText>) =>
  expect(shapeText(shaped.build, shaped.values)).toEqual({
    sql: direct.sql,
    params: direct.params,
  });

describe('shaped feed statements', () => {
  it.each(pages)('match the builders (%o)', (page) => {
    same(homeFeedShape(page), preparedText(homeFeedQuery(page)));
    same(bookmarksFeedShape(page), preparedText(bookmarksFeedQuery(page)));
    same(userPostsShape({ ...page, userId }), preparedText(userPostsQuery({ ...page, userId })));
    same(exploreFeedShape(page), preparedText(exploreFeedQuery(page)));
    const tagged = { ...page, tag: 'beach' };
    same(exploreFeedShape(tagged), preparedText(exploreFeedQuery(tagged)));
  });

  it('home cards by id match for any number of ids', () => {
    const ids = [after.id, userId, viewerId];
    same(homeCardsShape(viewerId, ids), preparedText(homeCardsByIdsQuery(viewerId, ids)));
  });

  it('name every text-changing input in the key', () => {
    const keys = new Set(
      pages.flatMap((page) => [
        homeFeedShape(page).key,
        bookmarksFeedShape(page).key,
        userPostsShape({ ...page, userId }).key,
        exploreFeedShape(page).key,
        exploreFeedShape({ ...page, tag: 'beach' }).key,
      ]),
    );
    expect(keys.size).toBe(pages.length * 5);
    expect(homeCardsShape(viewerId, [userId]).key).not.toBe(
      homeCardsShape(viewerId, [userId, viewerId]).key,
    );
  });
});
