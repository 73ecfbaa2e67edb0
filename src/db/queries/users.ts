import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { users } from '../schema/index.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

/** The columns a profile needs, and never the password hash. */
export const profileColumns: { [K in keyof ProfileRow]: (typeof users)[K] } = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  bio: users.bio,
  location: users.location,
  website: users.website,
  profileImageUrl: users.profileImageUrl,
  coverImageUrl: users.coverImageUrl,
  travelStyle: users.travelStyle,
  favoriteDestinations: users.favoriteDestinations,
  languages: users.languages,
  travelInterests: users.travelInterests,
  dateOfBirth: users.dateOfBirth,
  phoneNumber: users.phoneNumber,
  pushNotificationsEnabled: users.pushNotificationsEnabled,
  postsCount: users.postsCount,
  followersCount: users.followersCount,
  followingCount: users.followingCount,
  role: users.role,
  premiumUntil: users.premiumUntil,
  planStatus: users.planStatus,
  planProvider: users.planProvider,
  planCancelAtPeriodEnd: users.planCancelAtPeriodEnd,
  suspendedAt: users.suspendedAt,
  emailVerifiedAt: users.emailVerifiedAt,
  privacySettings: users.privacySettings,
  notificationSettings: users.notificationSettings,
  createdAt: users.createdAt,
};
/** The operator-only columns stay out of the session lookup's row (see modules/admin-users). */
export type ProfileRow = Omit<
  UserRow,
  | 'passwordHash'
  | 'updatedAt'
  | 'lastActiveAt'
  | 'suspendedUntil'
  | 'limitedAt'
  | 'deletionRequestedAt'
>;

export async function findUserByEmail(
  db: Db,
  { email }: { email: string },
): Promise<{ id: string; passwordHash: string | null } | undefined> {
  const [row] = await db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  return row;
}

export async function findProfileById(
  db: Db,
  { id }: { id: string },
): Promise<ProfileRow | undefined> {
  const [row] = await db.select(profileColumns).from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** Inserts a user; returns undefined when the e-mail is already taken (unique index). */
export async function insertUser(db: Db, values: NewUser): Promise<ProfileRow | undefined> {
  const [row] = await db
    .insert(users)
    .values(values)
    .onConflictDoNothing({ target: users.email })
    .returning(profileColumns);
  return row;
}

/** Settings objects are merged into the stored JSON, so a partial change keeps the other keys. */
export type UserChanges = Omit<Partial<NewUser>, 'privacySettings' | 'notificationSettings'> & {
  privacySettings?: Partial<NewUser['privacySettings']>;
  notificationSettings?: Partial<NewUser['notificationSettings']>;
};

export async function updateUser(
  db: Db,
  { id, changes }: { id: string; changes: UserChanges },
): Promise<ProfileRow | undefined> {
  const { privacySettings, notificationSettings, ...columns } = changes;
  const [row] = await db
    .update(users)
    .set({
      ...columns,
      ...(privacySettings && {
        privacySettings: sql`${users.privacySettings} || ${JSON.stringify(privacySettings)}::jsonb`,
      }),
      ...(notificationSettings && {
        notificationSettings: sql`${users.notificationSettings} || ${JSON.stringify(notificationSettings)}::jsonb`,
      }),
      updatedAt: new Date(),
    })
    .where(eq(users.id, id))
    .returning(profileColumns);
  return row;
}

/**
 * Promotes the listed e-mails to admin (ADMIN_EMAILS), but only verified addresses: anyone can
 * sign up with a listed address, only its owner can follow the link. Idempotent; run at start and
 * when an address is verified.
 */
export async function promoteAdmins(db: Db, emails: string[]): Promise<void> {
  if (emails.length === 0) return;
  await db
    .update(users)
    .set({ role: 'admin' })
    .where(
      and(
        inArray(users.email, emails),
        isNotNull(users.emailVerifiedAt),
        inArray(users.role, ['member', 'moderator']),
      ),
    );
}
