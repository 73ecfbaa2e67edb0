import type { TChangeFrequency } from '../../../contract/admin-seo.ts';
import { SEO_PAGE_STATUSES, type TSeoPageStatus } from '../../../contract/seo.ts';
import { SelectField } from '../../ui/select.tsx';
import { FREQUENCY_LABEL, priorityLabel, STATUS_LABEL } from './seo-labels.ts';

/**
 * The sitemap and publishing selects that the hotel page creator, the inline panel and the
 * editor share; each screen passes the choices it offers.
 */
export function PrioritySelect({
  value,
  choices,
  onChange,
}: {
  value: number;
  choices: readonly number[];
  onChange: (priority: number) => void;
}) {
  // A page saved elsewhere with a priority this screen does not offer keeps it selectable.
  const options = choices.includes(value) ? choices : [...choices, value];
  return (
    <SelectField
      label="Priority"
      value={String(value)}
      onChange={(e) => onChange(Number(e.target.value))}
    >
      {options.map((choice) => (
        <option key={choice} value={String(choice)}>
          {priorityLabel(choice)}
        </option>
      ))}
    </SelectField>
  );
}

export function ChangeFrequencySelect({
  value,
  choices,
  onChange,
}: {
  value: TChangeFrequency;
  choices: readonly TChangeFrequency[];
  onChange: (frequency: TChangeFrequency) => void;
}) {
  return (
    <SelectField
      label="Change frequency"
      value={value}
      onChange={(e) => onChange(e.target.value as TChangeFrequency)}
    >
      {choices.map((choice) => (
        <option key={choice} value={choice}>
          {FREQUENCY_LABEL[choice]}
        </option>
      ))}
    </SelectField>
  );
}

export function PageStatusSelect({
  value,
  onChange,
}: {
  value: TSeoPageStatus;
  onChange: (status: TSeoPageStatus) => void;
}) {
  return (
    <SelectField
      label="Status"
      value={value}
      onChange={(e) => onChange(e.target.value as TSeoPageStatus)}
    >
      {SEO_PAGE_STATUSES.map((choice) => (
        <option key={choice} value={choice}>
          {STATUS_LABEL[choice]}
        </option>
      ))}
    </SelectField>
  );
}
