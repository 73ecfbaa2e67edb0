import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Select as SelectFromInput } from './input.tsx';
import { Select, SelectField } from './select.tsx';

function Pack({ disabled = false }: { disabled?: boolean }) {
  const [value, setValue] = useState('classic');
  return (
    <>
      <SelectField
        label="Sound pack"
        hint="Plays on this device only."
        value={value}
        disabled={disabled}
        onChange={(event) => setValue(event.target.value)}
      >
        <option value="classic">Classic</option>
        <option value="soft">Soft</option>
        <option value="retro">Retro</option>
      </SelectField>
      <output data-testid="value">{value}</output>
    </>
  );
}

describe('Select', () => {
  it('is labelled by its visible label and described by its hint', () => {
    render(<Pack />);
    const select = screen.getByRole('combobox', { name: 'Sound pack' });
    expect(select).toHaveAccessibleDescription('Plays on this device only.');
    expect(select).toHaveValue('classic');
  });

  it('is reached with Tab and changed with the keyboard', async () => {
    render(<Pack />);
    await userEvent.tab();
    const select = screen.getByRole('combobox', { name: 'Sound pack' });
    expect(select).toHaveFocus();
    await userEvent.selectOptions(select, 'Retro');
    expect(screen.getByTestId('value')).toHaveTextContent('retro');
  });

  it('keeps its label for screen readers when the label is hidden', () => {
    render(
      <SelectField label="Currency" hideLabel defaultValue="EUR">
        <option value="USD">USD</option>
        <option value="EUR">EUR</option>
      </SelectField>,
    );
    expect(screen.getByText('Currency')).toHaveClass('sr-only');
    expect(screen.getByRole('combobox', { name: 'Currency' })).toHaveValue('EUR');
  });

  it('a disabled select is skipped by Tab and cannot change', async () => {
    render(<Pack disabled />);
    await userEvent.tab();
    expect(screen.getByRole('combobox', { name: 'Sound pack' })).not.toHaveFocus();
    expect(screen.getByRole('combobox', { name: 'Sound pack' })).toBeDisabled();
  });

  it('has the shared field look in two sizes, and input.tsx still exports it', () => {
    render(
      <label>
        Media
        <Select fieldSize="sm" defaultValue="">
          <option value="">Any media</option>
        </Select>
      </label>,
    );
    const small = screen.getByRole('combobox', { name: 'Media' });
    expect(small).toHaveClass('h-10', 'px-3', 'text-sm', 'rounded-xl', 'border-line');
    expect(small).not.toHaveClass('h-11');
    expect(small).not.toHaveClass('pr-8');
    expect(SelectFromInput).toBe(Select);
    render(
      <SelectFromInput aria-label="Style" defaultValue="a">
        <option value="a">A</option>
      </SelectFromInput>,
    );
    expect(screen.getByRole('combobox', { name: 'Style' })).toHaveClass('h-11', 'px-3.5', 'pr-8');
  });
});
