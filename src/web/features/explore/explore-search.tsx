import { Radio } from 'lucide-react';
import { Link } from 'react-router';
import { useSearchSubmit } from '../../app/shell/search-form.tsx';
import { Button, buttonVariants } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { SearchField } from '../../ui/search-field.tsx';

/** The explore page's search box and its Go Live button. */
export function ExploreSearch() {
  const { text, setText, onSubmit } = useSearchSubmit('explore');
  // Search and Go Live share one row so the card stays about as tall as the page title beside it.
  return (
    <Card className="p-4">
      <form role="search" aria-label="Explore search" onSubmit={onSubmit} className="grid gap-2.5">
        <SearchField
          label="Search destinations and experiences"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="Search destinations, experiences..."
          className="border border-line bg-surface-muted text-ellipsis focus:bg-surface"
        />
        <div className="grid grid-cols-2 gap-2">
          <Button type="submit" size="sm" className="h-10">
            Search
          </Button>
          <Link
            to="/live-studio"
            data-button
            className={buttonVariants({ variant: 'accent', size: 'sm', className: 'h-10' })}
          >
            <Radio aria-hidden="true" className="size-4" />
            Go Live
          </Link>
        </div>
      </form>
    </Card>
  );
}
