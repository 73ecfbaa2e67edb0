import { Play, Volume2, VolumeX } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../ui/button.tsx';
import { SelectField } from '../../ui/select.tsx';
import { SwitchField } from '../../ui/switch.tsx';
import { ModalDialog } from '../../ui/modal-dialog.tsx';
import {
  SOUND_PACKS,
  SOUND_PACK_LABELS,
  updateSoundSettings,
  useSoundSettings,
} from './sound-settings.ts';
import { playSound } from './sounds.ts';

/** Message sounds on this device: on/off, volume and sound pack, with a preview. */
export function SoundSettingsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const settings = useSoundSettings();
  const volumeId = useId();
  const percent = Math.round(settings.volume * 100);

  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      size="sm"
      title="Message sounds"
      description="Saved on this device only."
      footer={<Button onClick={onClose}>Done</Button>}
    >
      <div className="grid gap-5">
        <SwitchField
          label="Play sounds"
          description="Sent, received, notification, error and typing sounds."
          checked={settings.enabled}
          onCheckedChange={(enabled) => updateSoundSettings({ enabled })}
        />
        <div className="grid gap-2">
          <div className="flex items-center justify-between">
            <label htmlFor={volumeId} className="text-sm font-medium text-ink">
              Volume
            </label>
            <span className="text-sm text-ink-muted tabular-nums">{percent}%</span>
          </div>
          <div className="flex items-center gap-3">
            <VolumeX aria-hidden="true" className="size-4 text-ink-muted" />
            <input
              id={volumeId}
              type="range"
              min={0}
              max={100}
              step={5}
              value={percent}
              disabled={!settings.enabled}
              onChange={(event) =>
                updateSoundSettings({ volume: Number(event.target.value) / 100 })
              }
              className="h-2 flex-1 cursor-pointer accent-brand disabled:cursor-not-allowed disabled:opacity-50"
            />
            <Volume2 aria-hidden="true" className="size-4 text-ink-muted" />
          </div>
        </div>
        <div className="flex items-end gap-2">
          <SelectField
            label="Sound pack"
            className="flex-1"
            value={settings.soundPack}
            disabled={!settings.enabled}
            onChange={(event) =>
              updateSoundSettings({
                soundPack: event.target.value as (typeof SOUND_PACKS)[number],
              })
            }
          >
            {SOUND_PACKS.map((pack) => (
              <option key={pack} value={pack}>
                {SOUND_PACK_LABELS[pack]}
              </option>
            ))}
          </SelectField>
          <Button
            variant="outline"
            disabled={!settings.enabled || settings.volume === 0}
            onClick={() => playSound('received')}
          >
            <Play aria-hidden="true" className="size-4" />
            Preview
          </Button>
        </div>
      </div>
    </ModalDialog>
  );
}
