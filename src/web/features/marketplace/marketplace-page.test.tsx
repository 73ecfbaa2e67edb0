import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type {
  TAffiliateProduct,
  TSponsoredService,
  TTravelProduct,
} from '../../../contract/marketplace.ts';
import { member, renderApp } from '../../test/app-harness.tsx';
import { requestsTo, routeFetch, type Reply } from '../home/test-api.ts';
import { MarketplacePage, matchesSearch } from './marketplace-page.tsx';
import { discountPercent } from './product-card.tsx';

function product(overrides: Partial<TAffiliateProduct> = {}): TAffiliateProduct {
  return {
    id: 'SAMPLE-CAM-01',
    title: 'Compact Travel Camera',
    brand: 'Lumera',
    description: 'Small and light.',
    rating: 4.6,
    reviewCount: 2841,
    features: ['24 MP sensor', '4K video'],
    category: 'photography',
    price: 649,
    originalPrice: 749,
    currency: 'USD',
    formattedPrice: '$649',
    formattedOriginalPrice: '$749',
    prime: true,
    affiliateUrl: 'https://www.amazon.com/s?k=camera',
    imageUrl: null,
    source: 'sample',
    isSample: true,
    ...overrides,
  };
}

const travelProduct = (overrides: Partial<TTravelProduct> = {}): TTravelProduct => ({
  ...product({
    id: 'SAMPLE-TP-INSURANCE',
    title: 'Annual Travel Insurance',
    category: 'insurance',
  }),
  commissionRate: 25,
  ...overrides,
});

const service: TSponsoredService = {
  id: 'SAMPLE-SVC-ROME',
  title: 'Colosseum Underground',
  provider: 'Roma Guides',
  description: 'Small-group visit.',
  location: 'Rome, Italy',
  imageUrl: '/photos/colosseum-rome-640.webp',
  rating: 4.8,
  reviewCount: 4310,
  category: 'experiences',
  price: 89,
  currency: 'USD',
  formattedPrice: '$89',
  priceUnit: 'per person',
  url: 'https://www.getyourguide.com/s/?q=colosseum',
  commissionRate: 12,
  sponsored: true,
  isSample: true,
};

function renderPage(
  handlers: {
    amazon?: (url: URL) => Reply;
    services?: () => Reply;
    partner?: (init: RequestInit | undefined) => Reply;
  } = {},
  user = member(),
) {
  const fetchMock = routeFetch({
    'GET /api/amazon/products': handlers.amazon ?? (() => ({ status: 200, body: [product()] })),
    'GET /api/marketplace/travel-products': (url) => ({
      status: 200,
      body: url.searchParams.get('category') === 'luggage' ? [] : [travelProduct()],
    }),
    'GET /api/marketplace/services':
      handlers.services ?? (() => ({ status: 200, body: [service] })),
    'GET /api/currency/supported': () => ({
      status: 200,
      body: { currencies: [], ratesDate: '2026-01-02', source: 'ECB' },
    }),
    'GET /api/currency/detect': () => ({ status: 200, body: { currency: 'USD', country: null } }),
    'POST /api/amazon/track-click': () => ({ status: 500, body: { message: 'down' } }),
    'POST /api/marketplace/partner-inquiries': (_url, init) =>
      handlers.partner?.(init) ?? { status: 201, body: { id: 'abcdef12-0000', createdAt: '' } },
  });
  renderApp(<MarketplacePage user={user} />, { user, path: '/marketplace' });
  return { fetchMock };
}

describe('Marketplace (spec 2 §2)', () => {
  it('opens on Amazon Deals, with the chips, the programme note and the Sample label', async () => {
    const { fetchMock } = renderPage();
    expect(screen.getByRole('tab', { name: 'Amazon Deals' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const card = await screen.findByTestId('product-card');
    expect(within(card).getByText('Sample')).toBeVisible();
    expect(within(card).getByText('$649')).toBeVisible();
    expect(within(card).getByText('-13%')).toBeVisible();
    const link = within(card).getByRole('link');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('button', { name: 'Photography' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(screen.getByText('25% commission')).toBeVisible();
    expect(requestsTo(fetchMock, '/api/amazon/products')[0]!.searchParams.get('category')).toBe(
      'all',
    );
  });

  it('asks for the chosen category and shows the empty state', async () => {
    const { fetchMock } = renderPage({
      amazon: (url) => ({
        status: 200,
        body: url.searchParams.get('category') === 'insurance' ? [] : [product()],
      }),
    });
    await screen.findByTestId('product-card');
    await userEvent.click(screen.getByRole('button', { name: 'Insurance' }));
    expect(await screen.findByText('No Amazon Products Available')).toBeVisible();
    expect(requestsTo(fetchMock, '/api/amazon/products').at(-1)!.searchParams.get('category')).toBe(
      'insurance',
    );
  });

  it('shows the empty state with the reason when the provider is down', async () => {
    renderPage({
      amazon: () => ({
        status: 503,
        body: { message: 'Amazon products are unavailable right now.' },
      }),
    });
    expect(await screen.findByText('No Amazon Products Available')).toBeVisible();
    expect(screen.getByText('Amazon products are unavailable right now.')).toBeVisible();
  });

  it('filters by name, and records a click without holding the link back', async () => {
    const { fetchMock } = renderPage();
    await screen.findByTestId('product-card');
    await userEvent.type(
      screen.getByRole('searchbox', { name: 'Search the marketplace' }),
      'tripod',
    );
    expect(screen.queryByTestId('product-card')).toBeNull();
    expect(screen.getByText('No Amazon Products Available')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    const link = within(await screen.findByTestId('product-card')).getByRole('link');
    link.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(link);
    await waitFor(() =>
      expect(requestsTo(fetchMock, '/api/amazon/track-click', 'POST')).toHaveLength(1),
    );
    const [, init] = fetchMock.mock.calls.find(([input]) => String(input).includes('track-click'))!;
    expect(init?.keepalive).toBe(true);
    expect(JSON.parse(String(init?.body))).toEqual({
      productId: 'SAMPLE-CAM-01',
      productUrl: 'https://www.amazon.com/s?k=camera',
    });
  });

  it('shows Travel Products with commissions, and sponsored services as promo cards', async () => {
    renderPage();
    await userEvent.click(screen.getByRole('tab', { name: 'Travel Products' }));
    expect(await screen.findByRole('heading', { name: 'Annual Travel Insurance' })).toBeVisible();
    await userEvent.click(screen.getByRole('tab', { name: 'Travel Services' }));
    const promo = await screen.findByTestId('promo-card');
    expect(within(promo).getByText('Sponsored')).toBeVisible();
    expect(within(promo).getByText('$89')).toBeVisible();
  });

  it('shows no promo card when the server sends none (Premium)', async () => {
    renderPage({ services: () => ({ status: 200, body: [] }) });
    await userEvent.click(screen.getByRole('tab', { name: 'Travel Services' }));
    expect(await screen.findByText('No travel services to show')).toBeVisible();
    expect(screen.queryByTestId('promo-card')).toBeNull();
  });

  it('shows Premium members no Partner With Us advertisement (spec 2: no ads)', async () => {
    renderPage({ services: () => ({ status: 200, body: [] }) }, member({ isPremium: true }));
    await screen.findByTestId('product-card');
    expect(screen.queryByRole('heading', { name: 'Partner With Us' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Partner With Us' })).toBeNull();
    expect(screen.queryByText('Advertising')).toBeNull();
  });

  it('draws the Partner With Us banner, which is about no place, without a photograph', async () => {
    renderPage();
    const banner = screen.getByRole('region', { name: 'Partner With Us' });
    expect(within(banner).getByTestId('partner-backdrop')).toBeInTheDocument();
    expect(banner.querySelector('img, picture')).toBeNull();
  });

  it('Partner With Us opens a validated form that sends the enquiry', async () => {
    let sent: unknown;
    renderPage({
      partner: (init) => {
        sent = JSON.parse(String(init?.body));
        return { status: 201, body: { id: 'abcdef12-0000', createdAt: '2026-01-01T00:00:00Z' } };
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Partner With Us' }));
    const form = screen.getByTestId('partner-form');
    await userEvent.click(within(form).getByRole('button', { name: 'Send enquiry' }));
    expect(await within(form).findByText('Company is required')).toBeVisible();
    expect(sent).toBeUndefined();
    await userEvent.type(within(form).getByLabelText('Company'), 'Wander Gear');
    await userEvent.type(
      within(form).getByLabelText('Message'),
      'We would love to sponsor a guide.',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Send enquiry' }));
    expect(
      await within(form).findByText(/your enquiry is with our partnerships team/),
    ).toBeVisible();
    expect(sent).toMatchObject({
      company: 'Wander Gear',
      message: 'We would love to sponsor a guide.',
    });
  });
});

describe('helpers', () => {
  it('matches every word of the search in the name or brand', () => {
    expect(matchesSearch('lumera camera', 'Compact Camera', 'Lumera')).toBe(true);
    expect(matchesSearch('tripod', 'Compact Camera', 'Lumera')).toBe(false);
    expect(matchesSearch('  ', 'x')).toBe(true);
  });

  it('computes the discount only for a higher earlier price', () => {
    expect(discountPercent(649, 749)).toBe(13);
    expect(discountPercent(100, 90)).toBeNull();
    expect(discountPercent(null, 90)).toBeNull();
  });
});
