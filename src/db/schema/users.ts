import { sql } from 'drizzle-orm';
import {
  FAVORITE_REGIONS,
  LANGUAGES,
  ROLES,
  TRAVEL_INTERESTS,
  TRAVEL_STYLES,
} from '../../contract/limits.ts';
import {
  DEFAULT_NOTIFICATION_SETTINGS,
  DEFAULT_PRIVACY_SETTINGS,
  type TNotificationSettings,
  type TPrivacySettings,
} from '../../contract/settings.ts';
import { PAYMENT_PROVIDERS, SUBSCRIPTION_STATUSES } from '../../contract/payments.ts';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored normalised (trimmed, lower-case); unique. */
    email: text('email').notNull(),
    /** argon2id PHC string; null for accounts that only sign in through OpenID Connect. */
    passwordHash: text('password_hash'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    bio: text('bio'),
    location: text('location'),
    website: text('website'),
    profileImageUrl: text('profile_image_url'),
    coverImageUrl: text('cover_image_url'),
    travelStyle: text('travel_style', { enum: TRAVEL_STYLES }),
    favoriteDestinations: text('favorite_destinations', { enum: FAVORITE_REGIONS })
      .array()
      .notNull()
      .default(sql`'{}'`),
    languages: text('languages', { enum: LANGUAGES })
      .array()
      .notNull()
      .default(sql`'{}'`),
    travelInterests: text('travel_interests', { enum: TRAVEL_INTERESTS })
      .array()
      .notNull()
      .default(sql`'{}'`),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    phoneNumber: text('phone_number'),
    pushNotificationsEnabled: boolean('push_notifications_enabled').notNull().default(false),
    /** Maintained by triggers on posts and follows (migration 0002), so profiles cost no counting. */
    postsCount: integer('posts_count').notNull().default(0),
    followersCount: integer('followers_count').notNull().default(0),
    followingCount: integer('following_count').notNull().default(0),
    role: text('role', { enum: ROLES }).notNull().default('member'),
    /** Set when the member follows the verification link (or OIDC says email_verified). */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    privacySettings: jsonb('privacy_settings')
      .$type<TPrivacySettings>()
      .notNull()
      .default(DEFAULT_PRIVACY_SETTINGS),
    notificationSettings: jsonb('notification_settings')
      .$type<TNotificationSettings>()
      .notNull()
      .default(DEFAULT_NOTIFICATION_SETTINGS),
    /** Premium access lasts to the end of the paid period (spec 1 §9). */
    premiumUntil: timestamp('premium_until', { withTimezone: true }),
    /** Copied from the member's `subscriptions` row by a trigger (migration 0022): the plan. */
    planStatus: text('plan_status', { enum: SUBSCRIPTION_STATUSES }),
    planProvider: text('plan_provider', { enum: PAYMENT_PROVIDERS }),
    planCancelAtPeriodEnd: boolean('plan_cancel_at_period_end').notNull().default(false),
    /** Set by the operator; a suspended member's posts and profile show to nobody else. */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    /** End of a suspension for a period (null: for good); the `suspensions-expire` job lifts it. */
    suspendedUntil: timestamp('suspended_until', { withTimezone: true }),
    /** Set by the operator: the member's posts reach their followers only. */
    limitedAt: timestamp('limited_at', { withTimezone: true }),
    /** The operator deleted the account; the `user-delete` job removes its data and files. */
    deletionRequestedAt: timestamp('deletion_requested_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Touched at most once a minute by authenticated requests; feeds "active in the last 7 days". */
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_key').on(table.email),
    index('users_created_at_idx').on(table.createdAt),
    index('users_last_active_at_idx').on(table.lastActiveAt),
    index('users_suspended_until_idx')
      .on(table.suspendedUntil)
      .where(sql`${table.suspendedUntil} IS NOT NULL`),
    // Operator search by e-mail (name search uses users_name_fold_trgm_idx, migration 0033).
    index('users_email_trgm_idx').using('gin', sql`${table.email} gin_trgm_ops`),
    index('users_created_at_id_idx').on(table.createdAt.desc(), table.id.desc()),
    check('users_role_check', sql`${table.role} IN ('member', 'moderator', 'admin')`),
  ],
);

/** Links an OpenID Connect subject to an account. */
export const userIdentities = pgTable(
  'user_identities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('user_identities_issuer_subject_key').on(table.issuer, table.subject),
    index('user_identities_user_id_idx').on(table.userId),
  ],
);
