import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { Input, Select, Textarea } from '../../ui/input.tsx';

/** A label above one control, tied to it by a generated id that the render prop hands over. */
export function Labelled({
  label,
  children,
}: {
  label: string;
  children: (id: string) => ReactNode;
}) {
  const id = useId();
  return (
    <div className="grid min-w-0 gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      {children(id)}
    </div>
  );
}

/** A labelled text input of the trip forms; every other prop goes to the input. */
export function LabelledInput({
  label,
  ...props
}: { label: string } & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>) {
  return <Labelled label={label}>{(id) => <Input id={id} {...props} />}</Labelled>;
}

/** A labelled multi-line input of the trip forms. */
export function LabelledTextarea({
  label,
  ...props
}: { label: string } & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>) {
  return <Labelled label={label}>{(id) => <Textarea id={id} {...props} />}</Labelled>;
}

/** A labelled native select with one option per `{ value, label }`. */
export function LabelledSelect({
  label,
  options,
  ...props
}: {
  label: string;
  options: readonly { value: string; label: string }[];
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'children'>) {
  return (
    <Labelled label={label}>
      {(id) => (
        <Select id={id} {...props}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      )}
    </Labelled>
  );
}
