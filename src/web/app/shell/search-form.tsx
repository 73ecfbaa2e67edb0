import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { trackInteraction } from '../../lib/tracking.ts';
import { SearchField } from '../../ui/search-field.tsx';
import { searchPath } from './nav-items.ts';

/** Submitting non-empty text opens /search?q=… (spec 1 §2); `source` tells tracking which box. */
export function useSearchSubmit(source: string, onDone?: () => void) {
  const [text, setText] = useState('');
  const navigate = useNavigate();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const path = searchPath(text);
    if (!path) return;
    trackInteraction('search', 'use', { source });
    void navigate(path);
    onDone?.();
  };
  return { text, setText, onSubmit };
}

/** Header search. */
export function SearchForm({ className, onDone }: { className?: string; onDone?: () => void }) {
  const { text, setText, onSubmit } = useSearchSubmit('header', onDone);
  return (
    <form role="search" aria-label="Site search" onSubmit={onSubmit} className={className}>
      <SearchField
        label="Search Roamly"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="Search destinations, travellers, posts…"
        className="border border-line bg-surface-muted focus:bg-surface"
      />
    </form>
  );
}
