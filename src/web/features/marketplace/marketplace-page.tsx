import * as Tabs from '@radix-ui/react-tabs';
import { useQuery } from '@tanstack/react-query';
import { ShoppingBag, Store } from 'lucide-react';
import { useMemo, useRef, useState } from 'react';
import {
  DEFAULT_MARKETPLACE_TAB,
  MARKETPLACE_TAB_LABELS,
  MARKETPLACE_TABS,
  type TMarketplaceCategory,
  type TMarketplaceTab,
} from '../../../contract/marketplace.ts';
import type { TSelfUser } from '../../../contract/users.ts';
import { useActiveTabInView } from '../../lib/active-tab-in-view.ts';
import { useMediaQuery } from '../../lib/use-media-query.ts';
import { Button } from '../../ui/button.tsx';
import { SearchField } from '../../ui/search-field.tsx';
import { CurrencySelect } from '../tours/currency-select.tsx';
import { useCurrency } from '../tours/currency.ts';
import { CategoryChips, ProgrammeNote } from './marketplace-filters.tsx';
import { listText, MarketplaceList, SERVICE_GRID } from './marketplace-list.tsx';
import { PartnerBanner } from './partner-banner.tsx';
import { ProductCard } from './product-card.tsx';
import { amazonProductsQuery, travelProductsQuery, travelServicesQuery } from './queries.ts';
import { ServiceCard } from './service-card.tsx';

/** Spec 2 §2: items whose name (or brand) holds every word typed, case-insensitive. */
/** Tailwind's lg breakpoint, where the filters become a column beside the products. */
const WIDE_LAYOUT = '(min-width: 64rem)';

export function matchesSearch(search: string, ...fields: (string | null)[]): boolean {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const text = fields.filter(Boolean).join(' ').toLowerCase();
  return words.every((word) => text.includes(word));
}

/**
 * /marketplace (spec 2 §2): search, category chips and the affiliate programme note beside three
 * tabs — Travel Products (samples), Amazon Deals (the default: the affiliate provider's products)
 * and Travel Services (sponsored samples, none for Premium members) — and the 'Partner With Us'
 * advertisement (not for Premium members either).
 * Prices follow the member's currency, as the tours do.
 */
export function MarketplacePage({ user }: { user: TSelfUser }) {
  const [tab, setTab] = useState<TMarketplaceTab>(DEFAULT_MARKETPLACE_TAB);
  const tabList = useRef<HTMLDivElement>(null);
  useActiveTabInView(tabList, tab);
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
  // The affiliate note sits in the filter column from lg; on a phone it follows the products,
  // which it pushed below the first screen (one copy in the page either way).
  const wide = useMediaQuery(WIDE_LAYOUT);
  const searching = search.trim() !== '';
  const clearSearch = searching ? (
    <Button variant="outline" size="sm" className="mt-2" onClick={() => setSearch('')}>
      Clear search
    </Button>
  ) : undefined;

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-5 lg:grid-cols-[18rem_minmax(0,1fr)] lg:gap-6">
      <header className="flex flex-wrap items-end justify-between gap-4 lg:col-start-2">
        <div>
          <h1 className="flex items-center gap-2 font-display text-[1.75rem]/[1.2] font-semibold tracking-tight text-ink sm:text-4xl">
            <Store aria-hidden="true" className="size-7 text-brand sm:size-8" />
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
        {wide ? <ProgrammeNote /> : null}
      </aside>

      <div className="grid min-w-0 content-start gap-8 lg:col-start-2">
        <Tabs.Root
          value={tab}
          onValueChange={(value) => setTab(value as TMarketplaceTab)}
          className="grid gap-5"
        >
          <Tabs.List
            ref={tabList}
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
            <MarketplaceList
              result={travel}
              items={travelItems}
              render={(product) => <ProductCard product={product} />}
              emptyAction={clearSearch}
              {...listText('products', search)}
            />
          </Tabs.Content>

          <Tabs.Content value="amazon" className="grid gap-4">
            <MarketplaceList
              result={amazon}
              items={amazonItems}
              render={(product) => <ProductCard product={product} />}
              emptyAction={clearSearch}
              {...listText('amazon', search)}
            />
            <p className="text-xs text-ink-muted">
              As an Amazon Associate Roamly earns from qualifying purchases. Prices are converted to{' '}
              {currency} for guidance; the shop&apos;s own price applies.
            </p>
          </Tabs.Content>

          <Tabs.Content value="services" className="grid gap-4">
            <MarketplaceList
              result={services}
              items={serviceItems}
              grid={SERVICE_GRID}
              render={(service) => <ServiceCard service={service} />}
              emptyAction={clearSearch}
              {...listText('services', search)}
            />
          </Tabs.Content>
        </Tabs.Root>

        {wide ? null : <ProgrammeNote />}
        {/* Spec 2 'Premium benefits': no advertising, and the banner is one. */}
        {user.isPremium ? null : <PartnerBanner user={user} />}
      </div>
    </div>
  );
}
