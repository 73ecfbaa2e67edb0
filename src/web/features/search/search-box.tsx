import { useState } from 'react';
import { Button } from '../../ui/button.tsx';
import { SearchField } from '../../ui/search-field.tsx';

/** The search form; an empty or blank text is not searched. */
export function SearchBox({ q, onSearch }: { q: string; onSearch: (text: string) => void }) {
  const [text, setText] = useState(q);
  return (
    <form
      role="search"
      aria-label="Search Roamly"
      className="flex flex-col gap-2 sm:flex-row"
      onSubmit={(event) => {
        event.preventDefault();
        const next = text.trim();
        if (next) onSearch(next);
      }}
    >
      <SearchField
        label="Search posts, people and destinations"
        size="lg"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="Search posts, people and destinations"
        className="border border-line bg-surface shadow-sm"
      />
      <Button type="submit" className="h-12">
        Search
      </Button>
    </form>
  );
}
