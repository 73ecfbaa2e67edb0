import { describe, expect, it } from 'vitest';
import {
  DEFAULT_NOTIFICATION_SETTINGS,
  DEFAULT_PRIVACY_SETTINGS,
} from '../../../contract/settings.ts';
import { ZPublicUser, ZSelfUser } from '../../../contract/users.ts';
import type { ProfileRow } from '../../../db/queries/users.ts';
import { presentPublicUser, presentSelfUser } from './users.presenter.ts';

/** A row with every private field filled, so a leak of any of them shows. */
function profileRow(overrides: Partial<ProfileRow> = {}): ProfileRow {
  return {
    id: '00000000-0000-4000-8000-0000000000aa',
    email: 'private.person@example.com',
    firstName: 'Ada',
    lastName: 'Lovelace',
    bio: 'Slow traveller',
    location: 'Lisbon, Portugal',
    website: 'https://ada.example.com',
    profileImageUrl: null,
    coverImageUrl: null,
    travelStyle: 'backpacking',
    favoriteDestinations: ['europe'],
    languages: ['english'],
    travelInterests: ['hiking'],
    dateOfBirth: '1990-04-12',
    phoneNumber: '+351 912 345 678',
    pushNotificationsEnabled: true,
    postsCount: 3,
    followersCount: 5,
    followingCount: 8,
    role: 'moderator',
    premiumUntil: null,
    planStatus: null,
    planProvider: null,
    planCancelAtPeriodEnd: false,
    suspendedAt: null,
    emailVerifiedAt: new Date('2026-01-02T03:04:05Z'),
    privacySettings: { ...DEFAULT_PRIVACY_SETTINGS },
    notificationSettings: { ...DEFAULT_NOTIFICATION_SETTINGS },
    createdAt: new Date('2025-06-01T00:00:00Z'),
    ...overrides,
  };
}

const PRIVATE_KEYS = [
  'email',
  'emailVerified',
  'emailVerifiedAt',
  'phoneNumber',
  'dateOfBirth',
  'role',
  'privacySettings',
  'notificationSettings',
  'pushNotificationsEnabled',
  'premiumUntil',
  'passwordHash',
];

describe('the public view of a user', () => {
  const row = profileRow();
  const view = presentPublicUser(row, { isFollowing: true });

  it('has exactly the keys of ZPublicUser and passes it strictly', () => {
    expect(Object.keys(view).sort()).toEqual(Object.keys(ZPublicUser.shape).sort());
    expect(() => ZPublicUser.strict().parse(view)).not.toThrow();
    expect(view.isFollowing).toBe(true);
  });

  it('carries no private field, by key or by value', () => {
    for (const key of PRIVATE_KEYS) expect(view).not.toHaveProperty(key);
    const text = JSON.stringify(view);
    expect(text).not.toContain(row.email);
    expect(text).not.toContain('912 345 678');
    expect(text).not.toContain('1990-04-12');
    expect(text).not.toContain('moderator');
  });

  it('hides the location from others when Show location is off, but not from the owner', () => {
    const hidden = profileRow({
      privacySettings: { ...DEFAULT_PRIVACY_SETTINGS, showLocation: false },
    });
    expect(presentPublicUser(hidden, { isFollowing: false }).location).toBeNull();
    expect(presentPublicUser(hidden, { isFollowing: true }).location).toBeNull();
    expect(presentPublicUser(hidden, { isFollowing: false, isSelf: true }).location).toBe(
      'Lisbon, Portugal',
    );
    expect(presentSelfUser(hidden).location).toBe('Lisbon, Portugal');
  });

  it('shows the location to others when Show location is on', () => {
    expect(presentPublicUser(profileRow(), { isFollowing: false }).location).toBe(
      'Lisbon, Portugal',
    );
  });
});

describe('the self view of a user', () => {
  it('adds the private fields, with exactly the keys of ZSelfUser', () => {
    const view = presentSelfUser(profileRow());
    expect(Object.keys(view).sort()).toEqual(Object.keys(ZSelfUser.shape).sort());
    expect(() => ZSelfUser.strict().parse(view)).not.toThrow();
    expect(view).toMatchObject({
      email: 'private.person@example.com',
      emailVerified: true,
      role: 'moderator',
    });
    expect(view).not.toHaveProperty('passwordHash');
  });
});
