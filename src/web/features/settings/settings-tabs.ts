/** The four settings tabs of spec 1 §2, in order; profile is the default. */
export const SETTINGS_TABS = ['profile', 'accessibility', 'privacy', 'notifications'] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

/** The tab named by ?tab=, falling back to profile for anything unknown. */
export function settingsTabFrom(value: string | null): SettingsTab {
  return (SETTINGS_TABS as readonly string[]).includes(value ?? '')
    ? (value as SettingsTab)
    : 'profile';
}
