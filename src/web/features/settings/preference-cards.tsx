import { Bell, Lock } from 'lucide-react';
import type { TSelfUser } from '../../../contract/users.ts';
import { NOTIFICATION_TOGGLES, PRIVACY_TOGGLES } from './preference-toggles.ts';
import { PushNotificationsToggle } from '../messaging/push-toggle.tsx';
import { PreferenceTogglesCard } from './preference-toggles-card.tsx';

/** Privacy & Safety (spec 1 §2), on the profile tab and the privacy tab. */
export function PrivacyCard({ user, headingId }: { user: TSelfUser; headingId: string }) {
  return (
    <PreferenceTogglesCard
      user={user}
      headingId={headingId}
      group={{ name: 'privacySettings', toggles: PRIVACY_TOGGLES }}
      title="Privacy & Safety"
      description="Control who sees you and how they can reach you."
      icon={<Lock className="size-5" />}
    />
  );
}

/** Notifications (spec 1 §2), on the profile tab and the notifications tab. */
export function NotificationsCard({ user, headingId }: { user: TSelfUser; headingId: string }) {
  return (
    <PreferenceTogglesCard
      user={user}
      headingId={headingId}
      group={{ name: 'notificationSettings', toggles: NOTIFICATION_TOGGLES }}
      title="Notifications"
      description="Choose what you hear about."
      icon={<Bell className="size-5" />}
      custom={{
        // 1-platform-core §4: saving the switch also sets up (or removes) this browser's push.
        pushNotifications: ({ label, description }) => (
          <PushNotificationsToggle user={user} label={label} description={description} />
        ),
      }}
    />
  );
}
