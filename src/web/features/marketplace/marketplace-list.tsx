import type { UseQueryResult } from '@tanstack/react-query';
import { PackageOpen } from 'lucide-react';
import type { ReactNode } from 'react';
import type { TMarketplaceTab } from '../../../contract/marketplace.ts';
import { errorMessage } from '../../lib/api.ts';
import { Button } from '../../ui/button.tsx';
import { ProductCardSkeleton } from './product-card.tsx';

/** Products two abreast even on a phone, like a shop; services (photos, more text) one. */
export const PRODUCT_GRID = 'grid grid-cols-2 gap-3 sm:gap-5 xl:grid-cols-3';
export const SERVICE_GRID = 'grid grid-cols-1 gap-5 sm:grid-cols-2 xl:grid-cols-3';

const LIST_TEXT: Record<
  TMarketplaceTab,
  {
    label: string;
    emptyTitle: string;
    noMatch: (search: string) => string;
    none: string;
    failureTitle: string;
  }
> = {
  products: {
    label: 'Travel products',
    emptyTitle: 'No products found',
    noMatch: (search) => `Nothing in this category matches “${search}”.`,
    none: 'There are no travel products in this category yet.',
    failureTitle: 'Products could not be loaded',
  },
  amazon: {
    label: 'Amazon deals',
    emptyTitle: 'No Amazon Products Available',
    noMatch: (search) => `No Amazon deal in this category matches “${search}”.`,
    none: 'Amazon has no deals for this category right now. Try another category.',
    failureTitle: 'No Amazon Products Available',
  },
  services: {
    label: 'Sponsored travel services',
    emptyTitle: 'No travel services to show',
    noMatch: (search) => `No travel service matches “${search}”.`,
    none: 'Premium keeps Roamly ad-free: sponsored services are not shown to you.',
    failureTitle: 'Services could not be loaded',
  },
};

/** A tab list's name and its empty and failure wording, for the search typed (or none). */
export function listText(tab: TMarketplaceTab, search: string) {
  const text = LIST_TEXT[tab];
  const term = search.trim();
  return {
    label: text.label,
    emptyTitle: text.emptyTitle,
    emptyText: term ? text.noMatch(term) : text.none,
    failureTitle: text.failureTitle,
  };
}

function Skeletons({ label }: { label: string }) {
  return (
    <div className={PRODUCT_GRID}>
      {Array.from({ length: 6 }, (_, index) => (
        <ProductCardSkeleton key={index} />
      ))}
      <span role="status" className="sr-only">
        {label}
      </span>
    </div>
  );
}

function EmptyState({
  title,
  children,
  action,
}: {
  title: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div
      data-testid="marketplace-empty"
      className="grid justify-items-center gap-2 rounded-2xl border border-dashed border-line bg-surface px-6 py-14 text-center"
    >
      <PackageOpen aria-hidden="true" className="size-10 text-brand" />
      <p className="text-lg font-semibold text-ink">{title}</p>
      <p className="max-w-md text-sm text-ink-muted">{children}</p>
      {action}
    </div>
  );
}

/**
 * One marketplace tab's list: skeletons while loading, the failure with Try Again, the empty
 * state (with `emptyAction`, e.g. Clear search), or the items in a grid.
 */
export function MarketplaceList<T extends { id: string }>({
  result,
  items,
  label,
  render,
  emptyTitle,
  emptyText,
  emptyAction,
  failureTitle,
  grid = PRODUCT_GRID,
}: {
  grid?: string;
  result: UseQueryResult<T[]>;
  items: T[];
  label: string;
  render: (item: T) => ReactNode;
  emptyTitle: string;
  emptyText: string;
  emptyAction?: ReactNode;
  failureTitle: string;
}) {
  if (result.isPending) return <Skeletons label={`Loading ${label.toLowerCase()}…`} />;
  if (result.isError) {
    return (
      <EmptyState
        title={failureTitle}
        action={
          <Button size="sm" variant="outline" onClick={() => void result.refetch()}>
            Try Again
          </Button>
        }
      >
        {errorMessage(result.error, 'Please try again in a moment.')}
      </EmptyState>
    );
  }
  if (items.length === 0) {
    return (
      <EmptyState title={emptyTitle} action={emptyAction}>
        {emptyText}
      </EmptyState>
    );
  }
  return (
    <ul aria-label={label} className={grid} aria-busy={result.isFetching || undefined}>
      {items.map((item) => (
        <li key={item.id} className="grid">
          {render(item)}
        </li>
      ))}
    </ul>
  );
}
