import * as Tabs from '@radix-ui/react-tabs';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { Handshake, PackageOpen, Percent, ShoppingBag, Sparkles, Store } from 'lucide-react';
import { useId, useMemo, useState, type ReactNode } from 'react';
import {
  AFFILIATE_PROGRAMME,
  DEFAULT_MARKETPLACE_TAB,
  MARKETPLACE_CATEGORIES,
  MARKETPLACE_CATEGORY_LABELS,
  MARKETPLACE_TAB_LABELS,
  MARKETPLACE_TABS,
  type TMarketplaceCategory,
  type TMarketplaceTab,
} from '../../../contract/marketplace.ts';
import type { TSelfUser } from '../../../contract/users.ts';
import { errorMessage } from '../../lib/api.ts';
import { Button } from '../../ui/button.tsx';
import { SearchField } from '../../ui/search-field.tsx';
import { CurrencySelect } from '../tours/currency-select.tsx';
import { useCurrency } from '../tours/currency.ts';
import { PartnerForm } from './partner-form.tsx';
import { ProductCard, ProductCardSkeleton } from './product-card.tsx';
import { amazonProductsQuery, travelProductsQuery, travelServicesQuery } from './queries.ts';
import { ServiceCard } from './service-card.tsx';

/** Products two abreast even on a phone, like a shop; services (photos, more text) one. */
const PRODUCT_GRID = 'grid grid-cols-2 gap-3 sm:gap-5 xl:grid-cols-3';
const SERVICE_GRID = 'grid grid-cols-1 gap-5 sm:grid-cols-2 xl:grid-cols-3';

/** Spec 2 §2: items whose name (or brand) holds every word typed, case-insensitive. */
export function matchesSearch(search: string, ...fields: (string | null)[]): boolean {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const text = fields.filter(Boolean).join(' ').toLowerCase();
  return words.every((word) => text.includes(word));
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

function ListOf<T extends { id: string }>({
  result,
  items,
  label,
  render,
  empty,
  failure,
  grid = PRODUCT_GRID,
}: {
  grid?: string;
  result: UseQueryResult<T[]>;
  items: T[];
  label: string;
  render: (item: T) => ReactNode;
  empty: ReactNode;
  failure: (message: string, retry: () => void) => ReactNode;
}) {
  if (result.isPending) return <Skeletons label={`Loading ${label.toLowerCase()}…`} />;
  if (result.isError) {
    return failure(
      errorMessage(result.error, 'Please try again in a moment.'),
      () => void result.refetch(),
    );
  }
  if (items.length === 0) return empty;
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

/** Spec 2 §2: the affiliate programme note (pills on a phone, a table beside the grid). */
function ProgrammeNote() {
  return (
    <section
      aria-labelledby="programme-title"
      className="rounded-2xl border border-line bg-surface p-4 shadow-sm lg:p-5"
    >
      <h2 id="programme-title" className="flex items-center gap-2 font-semibold text-ink">
        <Percent aria-hidden="true" className="size-4 text-brand" />
        Affiliate programme
      </h2>
      <p className="mt-1 text-sm text-ink-muted max-lg:sr-only">
        Roamly earns a commission when you buy through these links, at no extra cost to you.
      </p>
      <dl className="mt-2 flex flex-wrap gap-x-4 gap-y-2 text-sm lg:mt-3 lg:grid">
        {AFFILIATE_PROGRAMME.map((row) => (
          <div key={row.label} className="flex items-center gap-2 lg:justify-between lg:gap-3">
            <dt className="text-ink-muted">{row.label}</dt>
            <dd className="rounded-full bg-brand-soft px-2.5 py-0.5 font-semibold whitespace-nowrap text-brand-strong">
              {row.rate} commission
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function CategoryChips({
  value,
  onChange,
}: {
  value: TMarketplaceCategory;
  onChange: (category: TMarketplaceCategory) => void;
}) {
  return (
    <div
      role="group"
      aria-label="Categories"
      className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 [scrollbar-width:none] lg:mx-0 lg:flex-wrap lg:overflow-visible lg:px-0"
    >
      {MARKETPLACE_CATEGORIES.map((category) => (
        <button
          key={category}
          type="button"
          aria-pressed={value === category}
          onClick={() => onChange(category)}
          className="shrink-0 rounded-full border border-line bg-surface px-4 py-2 text-sm font-semibold text-ink-muted hover:text-ink aria-pressed:border-brand aria-pressed:bg-brand aria-pressed:text-on-brand"
        >
          {MARKETPLACE_CATEGORY_LABELS[category]}
        </button>
      ))}
    </div>
  );
}

function PartnerBanner({ user }: { user: TSelfUser }) {
  const [open, setOpen] = useState(false);
  const formId = useId();
  return (
    <section aria-labelledby="partner-title" className="grid gap-4">
      <div className="relative isolate overflow-hidden rounded-3xl bg-brand-strong px-6 py-8 text-on-brand sm:px-10">
        <img
          src="/photos/lake-boats-sunset-640.webp"
          alt=""
          width={640}
          height={400}
          loading="lazy"
          className="absolute inset-0 -z-10 size-full object-cover"
        />
        <div className="absolute inset-0 -z-10 bg-gradient-to-r from-brand-strong via-brand-strong/80 to-brand-strong/20" />
        <p className="inline-flex items-center gap-1.5 rounded-full bg-on-brand/15 px-3 py-1 text-xs font-semibold tracking-wide uppercase">
          <Sparkles aria-hidden="true" className="size-3.5" />
          Advertising
        </p>
        <h2 id="partner-title" className="mt-3 font-display text-2xl font-semibold sm:text-3xl">
          Partner With Us
        </h2>
        <p className="mt-2 max-w-xl text-sm text-on-brand/90 sm:text-base">
          Put your travel brand in front of explorers planning their next trip: sponsored
          experiences, featured gear and affiliate partnerships.
        </p>
        <Button
          variant="light"
          className="mt-5"
          aria-expanded={open}
          aria-controls={formId}
          onClick={() => setOpen((value) => !value)}
        >
          <Handshake aria-hidden="true" className="size-4" />
          Partner With Us
        </Button>
      </div>
      <div id={formId} hidden={!open}>
        {open ? (
          <PartnerForm
            sender={{ name: `${user.firstName} ${user.lastName}`.trim(), email: user.email ?? '' }}
            onClose={() => setOpen(false)}
          />
        ) : null}
      </div>
    </section>
  );
}

/**
 * /marketplace (spec 2 §2): search, category chips and the affiliate programme note beside three
 * tabs — Travel Products (samples), Amazon Deals (the default: the affiliate provider's products)
 * and Travel Services (sponsored samples, none for Premium members) — and 'Partner With Us'.
 * Prices follow the member's currency, as the tours do.
 */
export function MarketplacePage({ user }: { user: TSelfUser }) {
  const [tab, setTab] = useState<TMarketplaceTab>(DEFAULT_MARKETPLACE_TAB);
  const [category, setCategory] = useState<TMarketplaceCategory>('all');
  const [search, setSearch] = useState('');
  const { currency } = useCurrency();

  const travel = useQuery({
    ...travelProductsQuery(category, currency),
    enabled: tab === 'products',
  });
  const amazon = useQuery({
    ...amazonProductsQuery(category, currency),
    enabled: tab === 'amazon',
  });
  const services = useQuery({ ...travelServicesQuery(currency), enabled: tab === 'services' });

  const travelItems = useMemo(
    () => (travel.data ?? []).filter((p) => matchesSearch(search, p.title, p.brand)),
    [travel.data, search],
  );
  const amazonItems = useMemo(
    () => (amazon.data ?? []).filter((p) => matchesSearch(search, p.title, p.brand)),
    [amazon.data, search],
  );
  const serviceItems = useMemo(
    () =>
      (services.data ?? []).filter((s) => matchesSearch(search, s.title, s.provider, s.location)),
    [services.data, search],
  );
  const searching = search.trim() !== '';
  const clearSearch = searching ? (
    <Button variant="outline" size="sm" className="mt-2" onClick={() => setSearch('')}>
      Clear search
    </Button>
  ) : undefined;

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[18rem_minmax(0,1fr)]">
      <header className="flex flex-wrap items-end justify-between gap-4 lg:col-start-2">
        <div>
          <h1 className="flex items-center gap-2 font-display text-3xl font-semibold tracking-tight text-ink sm:text-4xl">
            <Store aria-hidden="true" className="size-8 text-brand" />
            Travel Marketplace
          </h1>
          <p className="mt-1 text-ink-muted">Gear, cover and experiences picked for travellers.</p>
        </div>
        <CurrencySelect className="w-32" />
      </header>

      <aside
        aria-label="Marketplace filters"
        className="grid content-start gap-5 lg:col-start-1 lg:row-span-2 lg:row-start-1"
      >
        <div role="search" className="grid gap-3">
          <SearchField
            label="Search the marketplace"
            placeholder="Search products…"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            className="border border-line bg-surface"
          />
          <CategoryChips value={category} onChange={setCategory} />
        </div>
        <ProgrammeNote />
      </aside>

      <div className="grid min-w-0 content-start gap-8 lg:col-start-2">
        <Tabs.Root
          value={tab}
          onValueChange={(value) => setTab(value as TMarketplaceTab)}
          className="grid gap-5"
        >
          <Tabs.List
            aria-label="Marketplace sections"
            className="-mx-4 flex gap-1 overflow-x-auto px-4 [scrollbar-width:none] sm:mx-0 sm:rounded-2xl sm:border sm:border-line sm:bg-surface sm:p-1"
          >
            {MARKETPLACE_TABS.map((value) => (
              <Tabs.Trigger
                key={value}
                value={value}
                className="flex shrink-0 items-center justify-center gap-2 rounded-full border border-line bg-surface px-4 py-2 text-sm font-semibold whitespace-nowrap text-ink-muted hover:text-ink data-[state=active]:border-brand data-[state=active]:bg-brand data-[state=active]:text-on-brand sm:flex-1 sm:rounded-xl sm:border-0"
              >
                {value === 'amazon' ? <ShoppingBag aria-hidden="true" className="size-4" /> : null}
                {MARKETPLACE_TAB_LABELS[value]}
              </Tabs.Trigger>
            ))}
          </Tabs.List>

          <Tabs.Content value="products" className="grid gap-4">
            <ListOf
              result={travel}
              items={travelItems}
              label="Travel products"
              render={(product) => <ProductCard product={product} />}
              empty={
                <EmptyState title="No products found" action={clearSearch}>
                  {searching
                    ? `Nothing in this category matches “${search.trim()}”.`
                    : 'There are no travel products in this category yet.'}
                </EmptyState>
              }
              failure={(message, retry) => (
                <EmptyState
                  title="Products could not be loaded"
                  action={
                    <Button size="sm" variant="outline" onClick={retry}>
                      Try Again
                    </Button>
                  }
                >
                  {message}
                </EmptyState>
              )}
            />
          </Tabs.Content>

          <Tabs.Content value="amazon" className="grid gap-4">
            <ListOf
              result={amazon}
              items={amazonItems}
              label="Amazon deals"
              render={(product) => <ProductCard product={product} />}
              empty={
                <EmptyState title="No Amazon Products Available" action={clearSearch}>
                  {searching
                    ? `No Amazon deal in this category matches “${search.trim()}”.`
                    : 'Amazon has no deals for this category right now. Try another category.'}
                </EmptyState>
              }
              failure={(message, retry) => (
                <EmptyState
                  title="No Amazon Products Available"
                  action={
                    <Button size="sm" variant="outline" onClick={retry}>
                      Try Again
                    </Button>
                  }
                >
                  {message}
                </EmptyState>
              )}
            />
            <p className="text-xs text-ink-muted">
              As an Amazon Associate Roamly earns from qualifying purchases. Prices are converted to{' '}
              {currency} for guidance; the shop&apos;s own price applies.
            </p>
          </Tabs.Content>

          <Tabs.Content value="services" className="grid gap-4">
            <ListOf
              result={services}
              items={serviceItems}
              label="Sponsored travel services"
              grid={SERVICE_GRID}
              render={(service) => <ServiceCard service={service} />}
              empty={
                <EmptyState title="No travel services to show" action={clearSearch}>
                  {searching
                    ? `No travel service matches “${search.trim()}”.`
                    : 'Premium keeps Roamly ad-free: sponsored services are not shown to you.'}
                </EmptyState>
              }
              failure={(message, retry) => (
                <EmptyState
                  title="Services could not be loaded"
                  action={
                    <Button size="sm" variant="outline" onClick={retry}>
                      Try Again
                    </Button>
                  }
                >
                  {message}
                </EmptyState>
              )}
            />
          </Tabs.Content>
        </Tabs.Root>

        <PartnerBanner user={user} />
      </div>
    </div>
  );
}
