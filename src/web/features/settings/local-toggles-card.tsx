import { Smartphone } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useAnnounce } from '../../app/accessibility/accessibility-context.ts';
import { Card, CardHeader } from '../../ui/card.tsx';
import { SwitchField } from '../../ui/switch.tsx';
import { parseToggles, type ToggleDefinition, type ToggleValues } from './local-settings.ts';

function load<K extends string>(storageKey: string, defaults: Readonly<ToggleValues<K>>) {
  try {
    return parseToggles(window.localStorage.getItem(storageKey), defaults);
  } catch {
    return { ...defaults };
  }
}

/** A card of on/off preferences stored in this browser under `storageKey`. */
export function LocalTogglesCard<K extends string>({
  title,
  description,
  icon,
  storageKey,
  toggles,
  defaults,
}: {
  title: string;
  description: string;
  icon: ReactNode;
  storageKey: string;
  toggles: readonly ToggleDefinition<K>[];
  defaults: Readonly<ToggleValues<K>>;
}) {
  const [values, setValues] = useState(() => load(storageKey, defaults));
  const announce = useAnnounce();

  const change = (key: K, label: string, checked: boolean) => {
    const next = { ...values, [key]: checked };
    setValues(next);
    try {
      window.localStorage.setItem(storageKey, JSON.stringify(next));
    } catch {
      // Kept for this visit only.
    }
    announce(`${label} ${checked ? 'on' : 'off'}`);
  };

  return (
    <Card>
      <CardHeader title={title} description={description} icon={icon} />
      <p className="mb-2 inline-flex items-center gap-1.5 rounded-full bg-surface-muted px-3 py-1 text-xs font-medium text-ink-muted">
        <Smartphone aria-hidden="true" className="size-3.5" />
        Saved on this device
      </p>
      <div className="divide-y divide-line">
        {toggles.map(({ key, label, description: text }) => (
          <SwitchField
            key={key}
            label={label}
            description={text}
            checked={values[key]}
            onCheckedChange={(checked) => change(key, label, checked)}
          />
        ))}
      </div>
    </Card>
  );
}
