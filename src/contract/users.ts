import { z } from 'zod';
import {
  BIO_MAX_LENGTH,
  FAVORITE_REGIONS,
  LANGUAGES,
  ROLES,
  TRAVEL_INTERESTS,
  TRAVEL_STYLES,
} from './limits.ts';
import { ZPlan } from './payments.ts';
import { defineRoute } from './route.ts';
import { ZNotificationSettings, ZPrivacySettings } from './settings.ts';
import { ZCalendarDate, ZOptionalText, ZText, ZUploadUrl } from './strings.ts';

/**
 * The User entity of spec 1 §3 as any member may see it: no e-mail, phone, birth date, role or
 * settings; `location` is null when the member hides it (Privacy & Safety).
 */
export const ZPublicUser = z.object({
  id: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  bio: z.string().nullable(),
  location: z.string().nullable(),
  website: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  coverImageUrl: z.string().nullable(),
  createdAt: z.string(),
  travelStyle: z.enum(TRAVEL_STYLES).nullable(),
  favoriteDestinations: z.array(z.enum(FAVORITE_REGIONS)),
  languages: z.array(z.enum(LANGUAGES)),
  travelInterests: z.array(z.enum(TRAVEL_INTERESTS)),
  postsCount: z.number().int(),
  followersCount: z.number().int(),
  followingCount: z.number().int(),
  isFollowing: z.boolean(),
  isPremium: z.boolean(),
});
export type TPublicUser = z.infer<typeof ZPublicUser>;

/** The owner's own view (GET /api/auth/user): the public view plus private fields and settings. */
export const ZSelfUser = ZPublicUser.extend({
  email: z.string(),
  emailVerified: z.boolean(),
  dateOfBirth: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  pushNotificationsEnabled: z.boolean(),
  role: z.enum(ROLES),
  privacySettings: ZPrivacySettings,
  notificationSettings: ZNotificationSettings,
  /** Premium: tier, paid-through date, subscription status and provider (src/contract/payments.ts). */
  plan: ZPlan,
});
export type TSelfUser = z.infer<typeof ZSelfUser>;

/** First and last name: may change, never become blank (the display name and initials need them). */
const ZRequiredName = ZText({ max: 50 })
  .refine((value) => value.length > 0, 'cannot be empty')
  .optional();

const ZWebsite = ZText({ max: 300 })
  .refine((value) => value === '' || /^https?:\/\/[^\s]+\.[^\s]+$/i.test(value), {
    message: 'must be an http(s) URL',
  })
  .transform((value) => (value === '' ? null : value))
  .nullable()
  .optional();

/** Birth dates are after this day (spec: dates of birth after 1900). */
export const DATE_OF_BIRTH_AFTER = '1900-01-01';

/** Today's calendar date in UTC as YYYY-MM-DD: the exclusive upper bound of a birth date. */
export function todayIsoDate(now = Date.now()): string {
  return new Date(now).toISOString().slice(0, 10);
}

/** 1900-01-01 < date of birth < today, a real calendar date; null clears it. */
const ZDateOfBirth = ZCalendarDate.refine(
  (value) => value > DATE_OF_BIRTH_AFTER,
  'must be after 1 January 1900',
)
  .refine((value) => value < todayIsoDate(), 'must be before today')
  .nullable()
  .optional();

/** Profile and cover images: only files uploaded here; null removes the image. */
const ZImageUrl = ZUploadUrl.nullable().optional();

/** PATCH /api/auth/user: every field optional; unknown fields are rejected. */
export const ZUpdateProfileBody = z
  .object({
    firstName: ZRequiredName,
    lastName: ZRequiredName,
    bio: ZOptionalText({ max: BIO_MAX_LENGTH, multiline: true }),
    location: ZOptionalText({ max: 100 }),
    website: ZWebsite,
    phoneNumber: ZText({ max: 30 })
      .refine((value) => value === '' || /^\+?[0-9 ()-]{5,30}$/.test(value), {
        message: 'must be a phone number',
      })
      .transform((value) => (value === '' ? null : value))
      .nullable()
      .optional(),
    dateOfBirth: ZDateOfBirth,
    travelStyle: z.enum(TRAVEL_STYLES).nullable().optional(),
    favoriteDestinations: z.array(z.enum(FAVORITE_REGIONS)).max(FAVORITE_REGIONS.length).optional(),
    languages: z.array(z.enum(LANGUAGES)).max(LANGUAGES.length).optional(),
    travelInterests: z.array(z.enum(TRAVEL_INTERESTS)).max(TRAVEL_INTERESTS.length).optional(),
    profileImageUrl: ZImageUrl,
    coverImageUrl: ZImageUrl,
    privacySettings: ZPrivacySettings.partial().strict().optional(),
    notificationSettings: ZNotificationSettings.partial().strict().optional(),
  })
  .strict();
export type TUpdateProfileBody = z.input<typeof ZUpdateProfileBody>;
/** The body after validation: blank strings became null. */
export type TUpdateProfileValues = z.output<typeof ZUpdateProfileBody>;

export const getCurrentUserRoute = defineRoute({
  method: 'GET',
  path: '/api/auth/user',
  tags: ['auth'],
  summary: 'The signed-in member (self view)',
  response: ZSelfUser,
  errors: [401],
});

export const updateCurrentUserRoute = defineRoute({
  method: 'PATCH',
  path: '/api/auth/user',
  tags: ['auth'],
  summary: 'Update the profile and settings of the signed-in member',
  body: ZUpdateProfileBody,
  response: ZSelfUser,
  errors: [400, 401],
});
