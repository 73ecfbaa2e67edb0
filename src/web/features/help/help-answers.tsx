import { ChevronDown } from 'lucide-react';
import { useDeferredValue, useId, useState } from 'react';
import { SearchField } from '../../ui/search-field.tsx';
import { HELP_CATEGORIES, searchHelpArticles, type HelpArticle } from './help-articles.ts';

function Answer({ article }: { article: HelpArticle }) {
  return (
    <details
      className="group rounded-xl border border-line bg-surface open:bg-surface-muted/40"
      data-testid="help-answer"
    >
      <summary className="flex cursor-pointer list-none items-center justify-between gap-3 px-4 py-3 text-sm font-medium text-ink [&::-webkit-details-marker]:hidden">
        {article.question}
        <ChevronDown
          aria-hidden="true"
          className="size-4 shrink-0 text-ink-muted transition-transform group-open:rotate-180"
        />
      </summary>
      <p className="px-4 pb-4 text-sm leading-relaxed text-ink-muted">{article.answer}</p>
    </details>
  );
}

/** Searchable answers, grouped by topic; the count is announced as the member types. */
export function HelpAnswers() {
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const results = searchHelpArticles(deferred);
  const statusId = useId();
  const searching = deferred.trim() !== '';

  return (
    <section aria-labelledby="help-answers-title" className="grid gap-5">
      <h2 id="help-answers-title" className="sr-only">
        Answers
      </h2>
      <form role="search" aria-label="Help" onSubmit={(event) => event.preventDefault()}>
        <SearchField
          label="Search help"
          size="lg"
          placeholder="Search help, e.g. private profile"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          aria-describedby={statusId}
          className="border border-line bg-surface"
        />
      </form>
      <p id={statusId} role="status" className="text-sm text-ink-muted">
        {searching
          ? `${results.length} ${results.length === 1 ? 'answer matches' : 'answers match'} “${deferred.trim()}”`
          : `${results.length} answers`}
      </p>
      {results.length === 0 ? (
        <p className="rounded-xl border border-dashed border-line p-5 text-sm text-ink-muted">
          No answer matches your search. Try other words, or write to us with the form below.
        </p>
      ) : (
        HELP_CATEGORIES.map((category) => {
          const inCategory = results.filter((article) => article.category === category);
          if (inCategory.length === 0) return null;
          return (
            <div key={category} className="grid gap-2">
              <h3 className="text-sm font-semibold tracking-wide text-ink-muted uppercase">
                {category}
              </h3>
              {inCategory.map((article) => (
                <Answer key={article.id} article={article} />
              ))}
            </div>
          );
        })
      )}
    </section>
  );
}
