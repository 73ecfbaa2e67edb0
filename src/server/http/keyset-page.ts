/**
 * One page of a keyset-paged list. Queries read `limit + 1` rows: the extra row only says that
 * another page exists, and the next page starts after the last row shown (`cursorOf` encodes it).
 */
export function keysetPage<Row>(
  rows: readonly Row[],
  limit: number,
  cursorOf: (last: Row) => string,
): { page: Row[]; nextCursor: string | null } {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    page,
    nextCursor: rows.length > limit && last !== undefined ? cursorOf(last) : null,
  };
}
