import { Radio } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { searchPath } from '../../app/shell/nav-items.ts';
import { Button, buttonVariants } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { DestinationSearch } from '../destinations/destination-search.tsx';

/**
 * The explore page's search box and its Go Live button. Typing suggests destinations (choosing
 * one opens its page, spec 1 §2); submitting text searches posts, people and places (/search).
 */
export function ExploreSearch() {
  const navigate = useNavigate();
  // Search and Go Live share one row so the card stays about as tall as the page title beside it.
  return (
    // No card chrome on phones: the field and its buttons sit straight under the title.
    <Card
      padding="none"
      className="relative z-20 max-lg:border-0 max-lg:bg-transparent max-lg:shadow-none lg:p-4"
    >
      <DestinationSearch
        label="Search destinations and experiences"
        placeholder="Search destinations, experiences..."
        variant="card"
        source="explore"
        inputClassName="border border-line bg-surface-muted text-ellipsis focus:bg-surface"
        onSubmitText={(text) => {
          const path = searchPath(text);
          if (path) void navigate(path);
        }}
        actions={
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
        }
      />
    </Card>
  );
}
