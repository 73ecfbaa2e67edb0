import { Search } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { trackInteraction } from '../../lib/tracking.ts';
import { searchPath } from './nav-items.ts';

/** Header search (spec 1 §2): submitting non-empty text opens /search?q=… */
export function SearchForm({ className, onDone }: { className?: string; onDone?: () => void }) {
  const [text, setText] = useState('');
  const navigate = useNavigate();
  const id = useId();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const path = searchPath(text);
    if (!path) return;
    trackInteraction('search', 'use', { source: 'header' });
    void navigate(path);
    onDone?.();
  };

  return (
    <form role="search" onSubmit={onSubmit} className={className}>
      <label htmlFor={id} className="sr-only">
        Search Roamly
      </label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-ink-muted"
        />
        <input
          id={id}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="Search destinations, travellers, posts…"
          className="h-10 w-full rounded-full border border-line bg-surface-muted pr-4 pl-10 text-sm text-ink placeholder:text-ink-muted focus:bg-surface"
        />
      </div>
    </form>
  );
}
