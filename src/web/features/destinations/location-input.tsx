import { MapPin } from 'lucide-react';
import { useRef, useState, type KeyboardEvent } from 'react';
import type { TDestination } from '../../../contract/destinations.ts';
import { Input } from '../../ui/input.tsx';
import { DestinationOptionItem } from './destination-search.tsx';
import { useDestinationSuggestions } from './destination-queries.ts';

/** The catalogue destination a post's location was chosen from (issue 9 §1). */
export type ChosenDestination = { code: number; label: string };

/**
 * The code to send with a post: the chosen destination's, while the location still reads as it
 * was chosen (editing the text afterwards makes it free text again).
 */
export function destinationCodeFor(
  chosen: ChosenDestination | null,
  location: string,
): number | null {
  return chosen && chosen.label === location.trim() ? chosen.code : null;
}

/** `{destinationCode}` for a post body when there is one (nothing is sent otherwise). */
export function withDestination(code: number | null): { destinationCode?: number } {
  return code === null ? {} : { destinationCode: code };
}

/**
 * The create-post location field: free text, with catalogue suggestions (300 ms after typing,
 * from 2 characters) that fill in 'Lisbon, Portugal' and link the post to the destination.
 */
export function LocationInput({
  id,
  value,
  onChange,
  onChoose,
  maxLength,
  placeholder,
}: {
  id: string;
  value: string;
  onChange: (text: string) => void;
  onChoose: (destination: TDestination) => void;
  maxLength: number;
  placeholder: string;
}) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const blurTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const { suggestions } = useDestinationSuggestions(open ? value : '');
  // Nothing to offer once the text is exactly a suggestion's label (it was just chosen).
  const options = suggestions.filter((d) => d.label !== value.trim()).slice(0, 6);
  const expanded = open && options.length > 0;
  const listId = `${id}-destinations`;
  const optionId = (index: number) => `${id}-destination-${index}`;

  const choose = (destination: TDestination) => {
    onChoose(destination);
    setOpen(false);
    setActive(-1);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!expanded) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => {
        const next = current + step;
        if (next >= options.length) return -1;
        return next < -1 ? options.length - 1 : next;
      });
    } else if (event.key === 'Enter' && active >= 0 && options[active]) {
      event.preventDefault();
      choose(options[active]);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
    }
  };

  return (
    <div className="relative">
      <MapPin
        aria-hidden="true"
        className="pointer-events-none absolute top-[1.375rem] left-3.5 size-4 -translate-y-1/2 text-ink-muted"
      />
      <Input
        id={id}
        // A textbox that offers a list (aria-autocomplete), so it stays the form's 'Location' field.
        aria-autocomplete="list"
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => clearTimeout(blurTimer.current)}
        onBlur={() => {
          blurTimer.current = setTimeout(() => setOpen(false), 150);
        }}
        onKeyDown={onKeyDown}
        maxLength={maxLength}
        placeholder={placeholder}
        autoComplete="off"
        className="pl-10"
      />
      <ul
        id={listId}
        role="listbox"
        aria-label="Destination suggestions"
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-40 mt-1.5 max-h-72 overflow-y-auto rounded-2xl border border-line bg-surface p-1.5 shadow-xl"
      >
        {options.map((destination, index) => (
          <DestinationOptionItem
            key={destination.id}
            id={optionId(index)}
            destination={destination}
            active={index === active}
            onChoose={() => choose(destination)}
            onActivate={() => setActive(index)}
          />
        ))}
      </ul>
    </div>
  );
}
