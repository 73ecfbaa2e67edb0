import * as Tabs from '@radix-ui/react-tabs';
import { Accessibility, Bell, Lock, User } from 'lucide-react';
import { useSearchParams } from 'react-router';
import type { TSelfUser } from '../../../contract/users.ts';
import { ChangePasswordCard } from '../account/change-password-card.tsx';
import { SignOutEverywhereCard } from '../account/sign-out-everywhere-card.tsx';
import { AccessibilityTab } from './accessibility-tab.tsx';
import { AccountCard } from './account-card.tsx';
import { BlockedAccountsCard } from './blocked-accounts-card.tsx';
import { CustomUrlsCard } from './custom-urls-card.tsx';
import { NotificationsCard, PrivacyCard } from './preference-cards.tsx';
import { ProfileForm } from './profile-form.tsx';
import { ProfilePhotosCard } from './profile-photos-card.tsx';
import { SessionsCard } from './sessions-card.tsx';
import { SubscriptionCard } from './subscription-card.tsx';
import { settingsTabFrom } from './settings-tabs.ts';

const TRIGGERS = [
  { value: 'profile', label: 'Profile', Icon: User },
  { value: 'accessibility', label: 'Accessibility', Icon: Accessibility },
  { value: 'privacy', label: 'Privacy', Icon: Lock },
  { value: 'notifications', label: 'Notifications', Icon: Bell },
] as const;

/** /settings with its four tabs kept in the URL, so links like ?tab=accessibility work. */
export function SettingsPage({ user }: { user: TSelfUser }) {
  const [params, setParams] = useSearchParams();
  const tab = settingsTabFrom(params.get('tab'));
  const onTabChange = (next: string) => {
    setParams(next === 'profile' ? {} : { tab: next }, { replace: true });
  };

  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <div>
        <h1 className="font-display text-3xl font-bold text-ink">Settings</h1>
        <p className="mt-1 text-ink-muted">Manage your profile, accessibility and preferences.</p>
      </div>
      <Tabs.Root value={tab} onValueChange={onTabChange} className="grid gap-6">
        <Tabs.List
          aria-label="Settings sections"
          className="grid grid-cols-2 gap-1 rounded-2xl border border-line bg-surface p-1 sm:flex"
        >
          {TRIGGERS.map(({ value, label, Icon }) => (
            <Tabs.Trigger
              key={value}
              value={value}
              className="flex flex-1 items-center justify-center gap-2 rounded-xl px-3 py-2 text-sm font-semibold whitespace-nowrap text-ink-muted hover:text-ink data-[state=active]:bg-brand data-[state=active]:text-on-brand"
            >
              <Icon aria-hidden="true" className="size-4" />
              {label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="profile" className="grid gap-6">
          <ProfilePhotosCard user={user} />
          <ProfileForm user={user} />
          <PrivacyCard user={user} headingId="profile-privacy-title" />
          <NotificationsCard user={user} headingId="profile-notifications-title" />
          <CustomUrlsCard />
          <ChangePasswordCard />
          <SessionsCard />
          <SignOutEverywhereCard />
          <SubscriptionCard user={user} />
          <AccountCard user={user} />
        </Tabs.Content>
        <Tabs.Content value="accessibility">
          <AccessibilityTab />
        </Tabs.Content>
        <Tabs.Content value="privacy" className="grid gap-6">
          <PrivacyCard user={user} headingId="privacy-title" />
          <BlockedAccountsCard />
        </Tabs.Content>
        <Tabs.Content value="notifications">
          <NotificationsCard user={user} headingId="notifications-title" />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
