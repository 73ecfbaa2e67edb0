import { and, eq, sql } from 'drizzle-orm';
import type { TRole } from '../../contract/limits.ts';
import type { Db } from '../client.ts';
import { sessions, userIdentities, users } from '../schema/index.ts';
import { profileColumns, type ProfileRow } from './users.ts';

/** The account an OpenID Connect identity (issuer + subject) was linked to, if any. */
export async function findUserByIdentity(
  db: Db,
  params: { issuer: string; subject: string },
): Promise<ProfileRow | undefined> {
  const [row] = await db
    .select(profileColumns)
    .from(userIdentities)
    .innerJoin(users, eq(users.id, userIdentities.userId))
    .where(
      and(eq(userIdentities.issuer, params.issuer), eq(userIdentities.subject, params.subject)),
    )
    .limit(1);
  return row;
}

/** The account holding an e-mail address, with whether that address was ever confirmed. */
export async function findAccountByEmail(
  db: Db,
  params: { email: string },
): Promise<{ id: string; emailVerifiedAt: Date | null } | undefined> {
  const [row] = await db
    .select({ id: users.id, emailVerifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(eq(users.email, params.email))
    .limit(1);
  return row;
}

/** A new account without a password; undefined when the e-mail was taken meanwhile. */
export async function insertOidcUser(
  db: Db,
  params: {
    email: string;
    firstName: string | null;
    lastName: string | null;
    role: TRole;
    emailVerifiedAt: Date | null;
  },
): Promise<ProfileRow | undefined> {
  const [row] = await db
    .insert(users)
    .values(params)
    .onConflictDoNothing({ target: users.email })
    .returning(profileColumns);
  return row;
}

/**
 * Records that the provider vouched for the account's address: verified from now on (first
 * confirmation kept), an admin when ADMIN_EMAILS lists it, and with `dropPassword` the password
 * chosen by whoever registered the address before anyone confirmed it is removed.
 */
export async function confirmOidcEmail(
  db: Db,
  params: { userId: string; makeAdmin: boolean; dropPassword: boolean },
): Promise<ProfileRow | undefined> {
  const [row] = await db
    .update(users)
    .set({
      emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
      ...(params.makeAdmin && {
        role: sql`case when ${users.role} = 'member' then 'admin' else ${users.role} end`,
      }),
      ...(params.dropPassword && { passwordHash: null }),
      updatedAt: new Date(),
    })
    .where(eq(users.id, params.userId))
    .returning(profileColumns);
  return row;
}

export async function linkIdentity(
  db: Db,
  params: { userId: string; issuer: string; subject: string },
): Promise<void> {
  await db.insert(userIdentities).values(params).onConflictDoNothing();
}

/** Signs the account out everywhere (its unconfirmed password was just removed). */
export async function endAllSessions(db: Db, params: { userId: string }): Promise<number> {
  const rows = await db
    .delete(sessions)
    .where(eq(sessions.userId, params.userId))
    .returning({ id: sessions.id });
  return rows.length;
}
