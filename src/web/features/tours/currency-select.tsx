import { useId } from 'react';
import { Select } from '../../ui/input.tsx';
import { useCurrency } from './currency.ts';

/**
 * The currency selector (spec 2 §9): USD, GBP, EUR, CAD, AUD, JPY first, then the other supported
 * currencies. The choice is kept in this browser and every price follows it.
 */
export function CurrencySelect({
  label = 'Currency',
  className,
  hideLabel = false,
}: {
  label?: string;
  className?: string;
  hideLabel?: boolean;
}) {
  const id = useId();
  const { currency, setCurrency, options } = useCurrency();
  return (
    <div className={className}>
      <label
        htmlFor={id}
        className={hideLabel ? 'sr-only' : 'mb-1 block text-xs font-semibold text-ink-muted'}
      >
        {label}
      </label>
      <Select
        id={id}
        className="pr-6! pl-3! text-sm"
        title={options.find((option) => option.code === currency)?.name}
        value={currency}
        onChange={(event) => setCurrency(event.target.value)}
        data-testid="currency-select"
      >
        {options.map((option) => (
          <option key={option.code} value={option.code}>
            {option.code} ({option.symbol.trim()})
          </option>
        ))}
      </Select>
    </div>
  );
}
