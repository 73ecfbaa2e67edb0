import { Cloud } from 'lucide-react';
import { Fragment, type ReactNode } from 'react';
import type { TNotificationSettings, TPrivacySettings } from '../../../contract/settings.ts';
import type { TSelfUser } from '../../../contract/users.ts';
import { useAnnounce } from '../../app/accessibility/accessibility-context.ts';
import { toast } from '../../app/toasts/toast-store.ts';
import { errorMessage } from '../../lib/api.ts';
import { Card, CardHeader } from '../../ui/card.tsx';
import { SwitchField } from '../../ui/switch.tsx';
import type { ToggleDefinition } from './preference-toggles.ts';
import { useUpdatePreferencesMutation } from './queries.ts';

type Group =
  | { name: 'privacySettings'; toggles: readonly ToggleDefinition<keyof TPrivacySettings>[] }
  | {
      name: 'notificationSettings';
      toggles: readonly ToggleDefinition<keyof TNotificationSettings>[];
    };

/** A card of on/off preferences saved on the member's account (every device sees them). */
export function PreferenceTogglesCard({
  user,
  group,
  title,
  description,
  icon,
  headingId,
  custom,
}: {
  user: TSelfUser;
  group: Group;
  title: string;
  description: string;
  icon: ReactNode;
  headingId: string;
  /** Toggles with their own behaviour (the push switch sets up this browser too). */
  custom?: Partial<Record<string, (toggle: ToggleDefinition<string>) => ReactNode>>;
}) {
  const mutation = useUpdatePreferencesMutation();
  const announce = useAnnounce();
  const values: Record<string, boolean> = user[group.name];

  const change = (key: string, label: string, checked: boolean) => {
    announce(`${label} ${checked ? 'on' : 'off'}`);
    mutation.mutate(
      { [group.name]: { [key]: checked } },
      {
        onError: (error) =>
          toast({
            title: 'Failed to Update',
            description: `${label} could not be saved (${errorMessage(error, 'no answer from the server')}), so it is back ${checked ? 'off' : 'on'}. Please try again.`,
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <Card aria-labelledby={headingId}>
      <CardHeader id={headingId} title={title} description={description} icon={icon} />
      <p className="mb-2 inline-flex items-center gap-1.5 rounded-full bg-surface-muted px-3 py-1 text-xs font-medium text-ink-muted">
        <Cloud aria-hidden="true" className="size-3.5" />
        Saved to your account
      </p>
      <div className="divide-y divide-line">
        {group.toggles.map((toggle) => {
          const { key, label, description: text } = toggle;
          const render = custom?.[key];
          if (render) return <Fragment key={key}>{render(toggle)}</Fragment>;
          return (
            <SwitchField
              key={key}
              label={label}
              description={text}
              checked={values[key] ?? false}
              onCheckedChange={(checked) => change(key, label, checked)}
            />
          );
        })}
      </div>
    </Card>
  );
}
