import { and, eq, isNotNull, lt, sql } from 'drizzle-orm';
import type { TSocialPlatform } from '../../contract/social-rules.ts';
import type { Db } from '../client.ts';
import { socialAccounts } from '../schema/index.ts';

export type SocialAccountRow = typeof socialAccounts.$inferSelect;

export function listSocialAccounts(db: Db): Promise<SocialAccountRow[]> {
  return db.select().from(socialAccounts);
}

export async function findSocialAccount(
  db: Db,
  { platform }: { platform: TSocialPlatform },
): Promise<SocialAccountRow | undefined> {
  const [row] = await db
    .select()
    .from(socialAccounts)
    .where(eq(socialAccounts.platform, platform))
    .limit(1);
  return row;
}

export type SocialAccountWrite = Omit<
  typeof socialAccounts.$inferInsert,
  'connectedAt' | 'updatedAt' | 'status' | 'lastRefreshAt' | 'lastError'
>;

/**
 * Connects (or reconnects) a platform's account. A reconnect that brings no refresh token keeps
 * the stored one, so connecting again can never lose it.
 */
export async function saveSocialAccount(
  db: Db,
  account: SocialAccountWrite,
): Promise<SocialAccountRow> {
  const fresh = {
    ...account,
    status: 'connected' as const,
    lastError: null,
    connectedAt: sql`now()`,
    updatedAt: sql`now()`,
  };
  const [row] = await db
    .insert(socialAccounts)
    .values(fresh)
    .onConflictDoUpdate({
      target: socialAccounts.platform,
      set: {
        ...fresh,
        refreshTokenSealed: sql`coalesce(excluded.refresh_token_sealed, ${socialAccounts.refreshTokenSealed})`,
      },
    })
    .returning();
  return row!;
}

export async function deleteSocialAccount(
  db: Db,
  { platform }: { platform: TSocialPlatform },
): Promise<SocialAccountRow | undefined> {
  const [row] = await db
    .delete(socialAccounts)
    .where(eq(socialAccounts.platform, platform))
    .returning();
  return row;
}

/** Live accounts whose access ends before `before` and that may still be refreshed. */
export function listAccountsToRefresh(
  db: Db,
  { before }: { before: Date },
): Promise<SocialAccountRow[]> {
  return db
    .select()
    .from(socialAccounts)
    .where(
      and(
        eq(socialAccounts.mode, 'live'),
        eq(socialAccounts.status, 'connected'),
        isNotNull(socialAccounts.expiresAt),
        lt(socialAccounts.expiresAt, before),
      ),
    );
}

export async function recordRefresh(
  db: Db,
  {
    platform,
    outcome,
  }: {
    platform: TSocialPlatform;
    outcome:
      | {
          kind: 'refreshed';
          accessTokenSealed: string;
          refreshTokenSealed: string | null;
          expiresAt: Date | null;
        }
      | { kind: 'revoked' | 'unavailable'; message: string };
  },
): Promise<void> {
  const set =
    outcome.kind === 'refreshed'
      ? {
          accessTokenSealed: outcome.accessTokenSealed,
          refreshTokenSealed: sql`coalesce(${outcome.refreshTokenSealed}, ${socialAccounts.refreshTokenSealed})`,
          expiresAt: outcome.expiresAt,
          lastError: null,
        }
      : {
          lastError: outcome.message.slice(0, 1000),
          ...(outcome.kind === 'revoked' ? { status: 'needs_reconnect' as const } : {}),
        };
  await db
    .update(socialAccounts)
    .set({ ...set, lastRefreshAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(socialAccounts.platform, platform));
}
