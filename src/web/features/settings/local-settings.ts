/**
 * Privacy and notification preferences kept on this device only (spec 1 §9 "local" toggles);
 * the server-side versions arrive with a later issue.
 */

export const PRIVACY_STORAGE_KEY = 'roamly-privacy-settings';
export const NOTIFICATION_STORAGE_KEY = 'roamly-notification-settings';

export type ToggleDefinition<K extends string> = { key: K; label: string; description: string };

export const PRIVACY_TOGGLES = [
  {
    key: 'profileVisibility',
    label: 'Public profile',
    description: 'Anyone can see your profile and posts.',
  },
  {
    key: 'showLocation',
    label: 'Show location',
    description: 'Display your location on your profile.',
  },
  {
    key: 'allowMessages',
    label: 'Allow messages',
    description: 'Let other travellers message you.',
  },
  {
    key: 'showOnlineStatus',
    label: 'Show online status',
    description: 'Let others see when you are online.',
  },
] as const satisfies readonly ToggleDefinition<string>[];

export const NOTIFICATION_TOGGLES = [
  {
    key: 'emailNotifications',
    label: 'E-mail notifications',
    description: 'News and activity by e-mail.',
  },
  { key: 'pushNotifications', label: 'Push notifications', description: 'Alerts on this device.' },
  {
    key: 'travelUpdates',
    label: 'Travel updates',
    description: 'Deals and tips for your destinations.',
  },
  { key: 'followNotifications', label: 'New followers', description: 'When someone follows you.' },
  {
    key: 'commentNotifications',
    label: 'Comments',
    description: 'When someone comments on your posts.',
  },
  { key: 'likeNotifications', label: 'Likes', description: 'When someone likes your posts.' },
  {
    key: 'messageNotifications',
    label: 'Messages',
    description: 'When you receive a new message.',
  },
  { key: 'soundAlerts', label: 'Sound alerts', description: 'Play a sound for new notifications.' },
] as const satisfies readonly ToggleDefinition<string>[];

export type PrivacyKey = (typeof PRIVACY_TOGGLES)[number]['key'];
export type NotificationKey = (typeof NOTIFICATION_TOGGLES)[number]['key'];
export type ToggleValues<K extends string> = Record<K, boolean>;

export const DEFAULT_PRIVACY: Readonly<ToggleValues<PrivacyKey>> = {
  profileVisibility: true,
  showLocation: true,
  allowMessages: true,
  showOnlineStatus: true,
};

/** Spec 1 §9: on by default except push and likes. */
export const DEFAULT_NOTIFICATIONS: Readonly<ToggleValues<NotificationKey>> = {
  emailNotifications: true,
  pushNotifications: false,
  travelUpdates: true,
  followNotifications: true,
  commentNotifications: true,
  likeNotifications: false,
  messageNotifications: true,
  soundAlerts: true,
};

/** Reads stored toggles; corrupt JSON or wrong types fall back to the defaults key by key. */
export function parseToggles<K extends string>(
  raw: string | null | undefined,
  defaults: Readonly<ToggleValues<K>>,
): ToggleValues<K> {
  const values: ToggleValues<K> = { ...defaults };
  if (!raw) return values;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return values;
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return values;
  const record = parsed as Record<string, unknown>;
  for (const key of Object.keys(defaults) as K[]) {
    const value = record[key];
    if (typeof value === 'boolean') values[key] = value;
  }
  return values;
}
