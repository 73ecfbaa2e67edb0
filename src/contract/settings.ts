import { z } from 'zod';

/** Privacy & Safety toggles of spec 1 §9, saved on the server and applied by the features. */
export const ZPrivacySettings = z.object({
  profileVisibility: z.boolean(),
  showLocation: z.boolean(),
  allowMessages: z.boolean(),
  showOnlineStatus: z.boolean(),
});
export type TPrivacySettings = z.infer<typeof ZPrivacySettings>;

/** Notification toggles of spec 1 §9 (default on except push and likes). */
export const ZNotificationSettings = z.object({
  emailNotifications: z.boolean(),
  pushNotifications: z.boolean(),
  travelUpdates: z.boolean(),
  followNotifications: z.boolean(),
  commentNotifications: z.boolean(),
  likeNotifications: z.boolean(),
  messageNotifications: z.boolean(),
  soundAlerts: z.boolean(),
});
export type TNotificationSettings = z.infer<typeof ZNotificationSettings>;

export const DEFAULT_PRIVACY_SETTINGS: TPrivacySettings = {
  profileVisibility: true,
  showLocation: true,
  allowMessages: true,
  showOnlineStatus: true,
};

export const DEFAULT_NOTIFICATION_SETTINGS: TNotificationSettings = {
  emailNotifications: true,
  pushNotifications: false,
  travelUpdates: true,
  followNotifications: true,
  commentNotifications: true,
  likeNotifications: false,
  messageNotifications: true,
  soundAlerts: true,
};
