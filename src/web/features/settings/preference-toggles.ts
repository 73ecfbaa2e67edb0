import type { TNotificationSettings, TPrivacySettings } from '../../../contract/settings.ts';
import type { TSelfUser } from '../../../contract/users.ts';

/**
 * Privacy & Safety and Notifications toggles (spec 1 §9), saved on the member's account with
 * PATCH /api/auth/user and applied by the server (location, messages, e-mail).
 */

export type ToggleDefinition<K extends string> = { key: K; label: string; description: string };

export const PRIVACY_TOGGLES = [
  {
    key: 'profileVisibility',
    label: 'Public profile',
    description:
      'On: anyone can see your profile and public posts. Off: your profile is private — only your followers see your posts and travel profile.',
  },
  {
    key: 'showLocation',
    label: 'Show location',
    description:
      'Show your home location on your profile and the places on your posts. Off hides them from everyone but you.',
  },
  {
    key: 'allowMessages',
    label: 'Allow messages',
    description:
      'Let other travellers send you messages. Off: nobody can start a new conversation with you.',
  },
  {
    key: 'showOnlineStatus',
    label: 'Show online status',
    description:
      'Show "Active now" or when you were last active on your profile. Off hides it from everyone.',
  },
] as const satisfies readonly ToggleDefinition<keyof TPrivacySettings>[];

export const NOTIFICATION_TOGGLES = [
  {
    key: 'emailNotifications',
    label: 'E-mail notifications',
    description: 'News and activity by e-mail. Account and security mail is always sent.',
  },
  { key: 'pushNotifications', label: 'Push notifications', description: 'Alerts on this device.' },
  {
    key: 'travelUpdates',
    label: 'Travel updates',
    description: 'Deals and tips for your destinations.',
  },
  {
    key: 'followNotifications',
    label: 'New followers',
    description: 'Show new followers in your activity (the bell at the top).',
  },
  {
    key: 'commentNotifications',
    label: 'Comments',
    description: 'Show comments on your posts in your activity.',
  },
  {
    key: 'likeNotifications',
    label: 'Likes',
    description: 'Show likes on your posts in your activity.',
  },
  {
    key: 'messageNotifications',
    label: 'Messages',
    description: 'When you receive a new message.',
  },
  { key: 'soundAlerts', label: 'Sound alerts', description: 'Play a sound for new notifications.' },
] as const satisfies readonly ToggleDefinition<keyof TNotificationSettings>[];

/** A change to some toggles of either group; the server merges it into the stored settings. */
export type PreferencesPatch = {
  privacySettings?: Partial<TPrivacySettings>;
  notificationSettings?: Partial<TNotificationSettings>;
};

/**
 * The member with a patch applied, as the optimistic cache holds it. The push toggle and the
 * `pushNotificationsEnabled` column are one preference, so they move together.
 */
export function applyPreferencesPatch(user: TSelfUser, patch: PreferencesPatch): TSelfUser {
  const push = patch.notificationSettings?.pushNotifications;
  return {
    ...user,
    privacySettings: { ...user.privacySettings, ...patch.privacySettings },
    notificationSettings: { ...user.notificationSettings, ...patch.notificationSettings },
    pushNotificationsEnabled: push ?? user.pushNotificationsEnabled,
  };
}

/** The patch that undoes `patch` on `before`: only the keys it touched, so later changes stay. */
export function inversePreferencesPatch(
  before: TSelfUser,
  patch: PreferencesPatch,
): PreferencesPatch {
  const pick = <T extends object>(source: T, keys: object | undefined): Partial<T> =>
    Object.fromEntries(
      Object.keys(keys ?? {}).map((key) => [key, source[key as keyof T]]),
    ) as Partial<T>;
  return {
    privacySettings: pick(before.privacySettings, patch.privacySettings),
    notificationSettings: pick(before.notificationSettings, patch.notificationSettings),
  };
}
