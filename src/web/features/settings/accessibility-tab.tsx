import { Eye, Keyboard, RotateCcw, Type } from 'lucide-react';
import { FONT_SIZES } from '../../../contract/limits.ts';
import { useAccessibility } from '../../app/accessibility/accessibility-context.ts';
import { fontSizeLabel, type AccessibilitySettings } from '../../app/accessibility/settings.ts';
import { Button } from '../../ui/button.tsx';
import { Card, CardHeader } from '../../ui/card.tsx';
import { SwitchField } from '../../ui/switch.tsx';

const KBD = 'rounded-md border border-line bg-surface px-1.5 py-0.5 font-mono text-xs text-ink';

/** The Alt shortcuts that the keyboard-navigation switch turns on and off. */
const SHORTCUTS = [
  ['Alt + A', 'Open accessibility settings'],
  ['Alt + H', 'Toggle high contrast'],
  ['Alt + =', 'Larger text'],
  ['Alt + -', 'Smaller text'],
  ['Alt + M', 'Toggle reduced motion'],
] as const;

/** The on/off display settings, in the order the tab shows them. */
const DISPLAY_SWITCHES = [
  {
    key: 'highContrast',
    label: 'High contrast',
    description: 'Stronger colours and outlines for better legibility.',
  },
  {
    key: 'reduceMotion',
    label: 'Reduce motion',
    description: 'Stop animations, transitions and the rotating photos.',
  },
  {
    key: 'screenReader',
    label: 'Screen reader optimisation',
    description: 'Underlined links and roomier line spacing.',
  },
  {
    key: 'focusVisible',
    label: 'Enhanced focus indicators',
    description: 'A thicker outline around the focused element.',
  },
] as const satisfies readonly {
  key: keyof AccessibilitySettings;
  label: string;
  description: string;
}[];

/** Accessibility tab of settings (spec 1 §2): every control applies at once and is saved. */
export function AccessibilityTab() {
  const { settings, update, reset } = useAccessibility();
  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader
          title="Display"
          description="Make Roamly easier to see and read."
          icon={<Eye className="size-5" />}
        />
        <div className="divide-y divide-line">
          {DISPLAY_SWITCHES.map(({ key, label, description }) => (
            <SwitchField
              key={key}
              label={label}
              description={description}
              checked={settings[key]}
              onCheckedChange={(checked) => update({ [key]: checked })}
            />
          ))}
        </div>
      </Card>
      <Card>
        <CardHeader title="Text size" icon={<Type className="size-5" />} />
        <fieldset>
          <legend className="sr-only">Font size</legend>
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            {FONT_SIZES.map((size) => (
              <label
                key={size}
                className="flex cursor-pointer items-center gap-2 rounded-xl border border-line px-3 py-2.5 text-sm font-medium text-ink has-[:checked]:border-brand has-[:checked]:bg-brand-soft"
              >
                <input
                  type="radio"
                  name="font-size"
                  value={size}
                  checked={settings.fontSize === size}
                  onChange={() => update({ fontSize: size })}
                  className="size-4 accent-[var(--color-brand)]"
                />
                {fontSizeLabel(size)}
              </label>
            ))}
          </div>
        </fieldset>
      </Card>
      <Card>
        <CardHeader
          title="Keyboard"
          description="Use Roamly without a mouse."
          icon={<Keyboard className="size-5" />}
        />
        <SwitchField
          label="Keyboard navigation"
          description="Turn the keyboard shortcuts below on or off."
          checked={settings.keyboardNavigation}
          onCheckedChange={(keyboardNavigation) => update({ keyboardNavigation })}
        />
        <dl className="mt-2 grid gap-2 sm:grid-cols-2">
          {SHORTCUTS.map(([keys, action]) => (
            <div
              key={keys}
              className="flex items-center justify-between gap-3 rounded-xl bg-surface-muted px-3 py-2 text-sm"
            >
              <dt>
                <kbd className={KBD}>{keys}</kbd>
              </dt>
              <dd className="text-ink-muted">{action}</dd>
            </div>
          ))}
        </dl>
        {/* Esc and F8 come from Radix and work whatever the switch says, so they are listed apart. */}
        <p className="mt-3 text-sm text-ink-muted">
          Always available: <kbd className={KBD}>Esc</kbd> closes dialogs and menus;{' '}
          <kbd className={KBD}>F8</kbd> jumps to notifications.
        </p>
      </Card>
      <div>
        <Button variant="outline" onClick={reset}>
          <RotateCcw aria-hidden="true" className="size-4" />
          Reset to defaults
        </Button>
      </div>
    </div>
  );
}
