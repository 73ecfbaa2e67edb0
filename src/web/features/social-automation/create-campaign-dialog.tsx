import { clsx } from 'clsx';
import { useState, type FormEvent, type ReactNode } from 'react';
import {
  CAMPAIGN_DEFAULTS,
  CAMPAIGN_FREQUENCIES,
  CAMPAIGN_LIMITS,
  CAMPAIGN_MESSAGES,
  CAMPAIGN_STRATEGIES,
  CAMPAIGN_TONES,
  type TCreateCampaignBody,
} from '../../../contract/social-campaigns.ts';
import { PUBLISH_TARGETS, SOCIAL_CONTENT_TYPES } from '../../../contract/social-rules.ts';
import { toast } from '../../app/toasts/toast-store.ts';
import { errorMessage } from '../../lib/api.ts';
import { Button } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import { Input, Textarea } from '../../ui/input.tsx';
import { ModalDialog } from '../../ui/modal-dialog.tsx';
import { SelectField } from '../../ui/select.tsx';
import {
  optionLabel,
  referenceImageOk,
  splitList,
  STRATEGY_LABELS,
  validateCampaign,
  type CampaignFormErrors,
} from './campaign-options.ts';
import { PLATFORM_LOOKS } from './platforms.ts';
import { uploadReferenceImage, useCreateCampaign, type UploadedReference } from './queries.ts';

type Strategy = TCreateCampaignBody['strategy'];

/** A group of checkboxes with one legend and one error (spec 3 §5's 'at least one'). */
function CheckGroup<T extends string>({
  legend,
  options,
  label,
  value,
  onChange,
  error,
}: {
  legend: string;
  options: readonly T[];
  label: (option: T) => ReactNode;
  value: T[];
  onChange: (next: T[]) => void;
  error?: string;
}) {
  const errorId = `${legend.replace(/\W+/g, '-').toLowerCase()}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="grid gap-2">
      <legend className="mb-1 text-sm font-medium text-ink">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => {
          const checked = value.includes(option);
          return (
            <label
              key={option}
              className={clsx(
                'flex cursor-pointer items-center gap-2 rounded-full border px-3 py-1.5 text-sm',
                checked ? 'border-brand bg-brand-soft text-brand-strong' : 'border-line text-ink',
              )}
            >
              <input
                type="checkbox"
                className="size-4 accent-[var(--color-brand)]"
                checked={checked}
                onChange={() =>
                  onChange(checked ? value.filter((item) => item !== option) : [...value, option])
                }
              />
              {label(option)}
            </label>
          );
        })}
      </div>
      {error ? (
        <p id={errorId} className="text-xs font-medium text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

const [TOO_LARGE_TITLE, TOO_LARGE_TEXT] = CAMPAIGN_MESSAGES.imageTooLarge.split(' - ');

/** Spec 3 §2/§5 'Create Campaign': the campaign form, with its reference image upload. */
export function CreateCampaignDialog({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: () => void;
}) {
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [strategy, setStrategy] = useState<Strategy>('destination_highlights');
  const [platforms, setPlatforms] = useState<(typeof PUBLISH_TARGETS)[number][]>([]);
  const [contentTypes, setContentTypes] = useState<(typeof SOCIAL_CONTENT_TYPES)[number][]>([]);
  const [frequency, setFrequency] = useState<string>(CAMPAIGN_DEFAULTS.frequency);
  const [timesPerDay, setTimesPerDay] = useState(String(CAMPAIGN_DEFAULTS.timesPerDay));
  const [times, setTimes] = useState(CAMPAIGN_DEFAULTS.preferredTimes.join(', '));
  const [timezone, setTimezone] = useState<string>(CAMPAIGN_DEFAULTS.timezone);
  const [tone, setTone] = useState<string>(CAMPAIGN_DEFAULTS.tone);
  const [includeHashtags, setIncludeHashtags] = useState<boolean>(
    CAMPAIGN_DEFAULTS.includeHashtags,
  );
  const [hashtagCount, setHashtagCount] = useState(String(CAMPAIGN_DEFAULTS.hashtagCount));
  const [branding, setBranding] = useState('');
  const [reference, setReference] = useState<UploadedReference | null>(null);
  const [uploading, setUploading] = useState(false);
  const [errors, setErrors] = useState<CampaignFormErrors>({});
  const create = useCreateCampaign();
  const busy = create.isPending || uploading;

  const pickImage = async (file: File | undefined) => {
    if (!file) return;
    if (!referenceImageOk(file, CAMPAIGN_LIMITS.referenceImageBytes)) {
      toast({ title: TOO_LARGE_TITLE!, description: TOO_LARGE_TEXT, variant: 'destructive' });
      return;
    }
    setUploading(true);
    try {
      setReference(await uploadReferenceImage(file));
    } catch (error) {
      toast({
        title: 'Upload failed',
        description: errorMessage(error, 'Please try again'),
        variant: 'destructive',
      });
    } finally {
      setUploading(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateCampaign({ name, targetPlatforms: platforms, contentTypes });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const clamp = (text: string, min: number, max: number, fallback: number) => {
      const n = Number.parseInt(text, 10);
      return Number.isNaN(n) ? fallback : Math.min(max, Math.max(min, n));
    };
    const body: TCreateCampaignBody = {
      name: name.trim(),
      description: description.trim() || undefined,
      referenceImageUrl: reference?.referenceImageUrl ?? null,
      strategy,
      targetPlatforms: platforms,
      contentTypes,
      schedulingRules: {
        frequency: frequency as (typeof CAMPAIGN_FREQUENCIES)[number],
        timesPerDay: clamp(timesPerDay, 1, 10, CAMPAIGN_DEFAULTS.timesPerDay),
        preferredTimes: splitList(times),
        timezone: timezone.trim() || CAMPAIGN_DEFAULTS.timezone,
      },
      contentSettings: {
        tone: tone as (typeof CAMPAIGN_TONES)[number],
        includeHashtags,
        hashtagCount: clamp(hashtagCount, 5, 30, CAMPAIGN_DEFAULTS.hashtagCount),
        brandingElements: splitList(branding),
      },
    };
    create.mutate(
      { body },
      {
        onSuccess: () => {
          toast({ title: 'Campaign created successfully!', variant: 'success' });
          onCreated();
        },
        onError: (error) =>
          toast({
            title: 'Failed to create campaign',
            description: errorMessage(error, 'Please try again'),
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <ModalDialog
      open
      onClose={onClose}
      busy={busy}
      size="lg"
      title="Create Campaign"
      description="Roamly writes the posts for every platform you choose; you check, schedule and publish them."
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" form="create-campaign-form" disabled={busy}>
            {create.isPending ? 'Creating...' : 'Create Campaign'}
          </Button>
        </>
      }
    >
      <form id="create-campaign-form" noValidate onSubmit={submit} className="grid gap-4">
        <Field label="Campaign name" error={errors.name}>
          {(control) => (
            <Input
              {...control}
              value={name}
              onChange={(e) => setName(e.target.value)}
              maxLength={120}
            />
          )}
        </Field>
        <Field
          label="Description (optional)"
          hint="Cities named here choose the destination of the generated posts."
        >
          {(control) => (
            <Textarea
              {...control}
              value={description}
              onChange={(e) => setDescription(e.target.value)}
              maxLength={2000}
            />
          )}
        </Field>
        <SelectField
          label="Strategy"
          value={strategy}
          onChange={(e) => setStrategy(e.target.value as Strategy)}
        >
          {CAMPAIGN_STRATEGIES.map((value) => (
            <option key={value} value={value}>
              {STRATEGY_LABELS[value]}
            </option>
          ))}
        </SelectField>
        <CheckGroup
          legend="Platforms"
          options={PUBLISH_TARGETS}
          label={(p) => PLATFORM_LOOKS[p].label}
          value={platforms}
          onChange={setPlatforms}
          error={errors.targetPlatforms}
        />
        <CheckGroup
          legend="Content types"
          options={SOCIAL_CONTENT_TYPES}
          label={optionLabel}
          value={contentTypes}
          onChange={setContentTypes}
          error={errors.contentTypes}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label="Frequency"
            value={frequency}
            onChange={(e) => setFrequency(e.target.value)}
          >
            {CAMPAIGN_FREQUENCIES.map((value) => (
              <option key={value} value={value}>
                {optionLabel(value)}
              </option>
            ))}
          </SelectField>
          <Field label="Posts per day">
            {(control) => (
              <Input
                {...control}
                type="number"
                min={CAMPAIGN_LIMITS.timesPerDay.min}
                max={CAMPAIGN_LIMITS.timesPerDay.max}
                value={timesPerDay}
                onChange={(e) => setTimesPerDay(e.target.value)}
              />
            )}
          </Field>
          <Field label="Preferred times" hint="24-hour times, separated by commas">
            {(control) => (
              <Input {...control} value={times} onChange={(e) => setTimes(e.target.value)} />
            )}
          </Field>
          <Field label="Timezone">
            {(control) => (
              <Input {...control} value={timezone} onChange={(e) => setTimezone(e.target.value)} />
            )}
          </Field>
          <SelectField label="Tone" value={tone} onChange={(e) => setTone(e.target.value)}>
            {CAMPAIGN_TONES.map((value) => (
              <option key={value} value={value}>
                {optionLabel(value)}
              </option>
            ))}
          </SelectField>
          <Field label="Hashtags per post">
            {(control) => (
              <Input
                {...control}
                type="number"
                min={CAMPAIGN_LIMITS.hashtagCount.min}
                max={CAMPAIGN_LIMITS.hashtagCount.max}
                disabled={!includeHashtags}
                value={hashtagCount}
                onChange={(e) => setHashtagCount(e.target.value)}
              />
            )}
          </Field>
        </div>
        <label className="flex items-center gap-2 text-sm text-ink">
          <input
            type="checkbox"
            className="size-4 accent-[var(--color-brand)]"
            checked={includeHashtags}
            onChange={(e) => setIncludeHashtags(e.target.checked)}
          />
          Include hashtags
        </label>
        <Field label="Branding (optional)" hint="Words or handles to work in, separated by commas">
          {(control) => (
            <Input {...control} value={branding} onChange={(e) => setBranding(e.target.value)} />
          )}
        </Field>
        <Field
          label="Reference image (optional)"
          hint={
            uploading
              ? 'Uploading…'
              : reference
                ? 'Reference image uploaded.'
                : 'A jpg or png under 5MB that sets the look of the generated images.'
          }
        >
          {(control) => (
            <Input
              {...control}
              type="file"
              accept=".jpg,.jpeg,.png,image/jpeg,image/png"
              disabled={uploading}
              onChange={(e) => void pickImage(e.target.files?.[0])}
              className="py-2"
            />
          )}
        </Field>
      </form>
    </ModalDialog>
  );
}
