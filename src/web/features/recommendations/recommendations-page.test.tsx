import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type {
  TDestinationRecommendation,
  TDestinationRecommendations,
} from '../../../contract/recommendations.ts';
import type { TSelfUser } from '../../../contract/users.ts';
import type * as Tracking from '../../lib/tracking.ts';
import { member, renderApp } from '../../test/app-harness.tsx';
import { requestsTo, routeFetch, type Reply } from '../home/test-api.ts';
import { RecommendationsPage, recommendationTabFrom } from './recommendations-page.tsx';

vi.mock('../../lib/tracking.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof Tracking>()),
  trackInteraction: vi.fn(),
}));

function recommendation(
  overrides: Partial<TDestinationRecommendation> = {},
): TDestinationRecommendation {
  return {
    code: 1101,
    slug: 'bali',
    title: 'Bali',
    location: 'Bali, Indonesia',
    description: 'Rice terraces, temple ceremonies and surf breaks.',
    confidence: 0.917,
    bestTime: 'April to October (dry season)',
    estimatedCost: '$100–170 per day',
    highlights: ['Sunrise hike up Mount Batur', 'Ubud’s rice terraces', 'Uluwatu temple'],
    reasoning: 'It is a strong match for beaches and wellness.',
    matches: ['Beaches', 'Wellness'],
    ...overrides,
  };
}

function renderPage({
  user = member(),
  path = '/recommendations',
  destinations = () => ({
    status: 200,
    body: {
      recommendations: [recommendation()],
      profileComplete: true,
      reasoningBy: 'engine',
    } satisfies TDestinationRecommendations,
  }),
  activities = () => ({ status: 200, body: { activities: [] } }),
}: {
  user?: TSelfUser;
  path?: string;
  destinations?: (url: URL) => Reply;
  activities?: (url: URL) => Reply;
} = {}) {
  const fetchMock = routeFetch({
    'GET /api/recommendations/destination': destinations,
    'GET /api/recommendations/activity': activities,
    'GET /api/recommendations/accommodation': () => ({
      status: 200,
      body: {
        hotels: [
          {
            id: 'sample-hotel-urban-nest',
            name: 'The Urban Nest',
            description: 'Smart, compact rooms.',
            image: null,
            location: 'Central Station, Bali',
            rating: 4.3,
            reviewCount: 2710,
            price: 95,
            currency: 'USD',
            amenities: ['wifi'],
            isSample: true,
          },
        ],
      },
    }),
    'GET /api/travel-insights': () => ({
      status: 200,
      body: { style: 'adventure', insights: ['Book guided treks early.'] },
    }),
    'GET /api/places/image/Bali': () => ({
      status: 200,
      // No photograph shows Bali: the card draws its designed fallback.
      body: {
        url: null,
        source: 'fallback',
        attribution: null,
        licence: null,
        place: { name: 'Bali', country: 'Indonesia', region: 'Asia', category: 'region' },
      },
    }),
    'GET /api/viator/destinations': () => ({
      status: 200,
      body: [{ destinationId: 684, destinationName: 'Cancún', slug: 'cancun', tourCount: 8 }],
    }),
  });
  const result = renderApp(<RecommendationsPage user={user} />, { user, path });
  return { ...result, fetchMock };
}

describe('Recommendations (spec 2 §2)', () => {
  it('the profile card shows the defaults, then the member’s own values', async () => {
    const { unmount } = renderPage();
    const card = screen.getByRole('region', { name: 'Your Travel Profile' });
    expect(within(card).getByText('Adventure')).toBeVisible();
    expect(within(card).getByText('Beaches')).toBeVisible();
    expect(within(card).getByText('English')).toBeVisible();
    expect(
      screen.getByText('Getting personalized insights for your travel style...'),
    ).toBeVisible();
    expect(await screen.findByText('Book guided treks early.')).toBeVisible();
    unmount();

    renderPage({
      user: member({
        travelStyle: 'relaxation',
        travelInterests: ['food-and-drink', 'water-sports'],
        languages: ['portuguese'],
      }),
    });
    const own = screen.getByRole('region', { name: 'Your Travel Profile' });
    expect(within(own).getByText('Relaxation')).toBeVisible();
    expect(within(own).getByText('Food and Drink, Water Sports')).toBeVisible();
    expect(within(own).getByText('Portuguese')).toBeVisible();
  });

  it('destination cards: percent match, best time, cost, highlights, why, View Details', async () => {
    renderPage();
    const card = await screen.findByTestId('destination-recommendation');
    expect(within(card).getByRole('heading', { name: 'Bali' })).toBeVisible();
    expect(within(card).getByText('92% match')).toBeVisible();
    expect(await within(card).findByRole('img', { name: 'Bali, Indonesia' })).toBeVisible();
    expect(card.querySelector('img')).toBeNull();
    expect(within(card).getByText('April to October (dry season)')).toBeVisible();
    expect(within(card).getByText('$100–170 per day')).toBeVisible();
    expect(within(card).getAllByRole('listitem')).toHaveLength(3);
    expect(within(card).getByText('Why this matches you:')).toBeVisible();
    expect(within(card).getByText('It is a strong match for beaches and wellness.')).toBeVisible();
    expect(within(card).getByRole('link', { name: /View Details/ })).toHaveAttribute(
      'href',
      '/destination/bali/excursions',
    );
  });

  it('the filters go to the server: interests, budget and travel style', async () => {
    const { fetchMock } = renderPage();
    await screen.findByTestId('destination-recommendation');
    const interests = screen.getByRole('group', { name: 'Interests' });
    expect(
      within(interests)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Beach', 'Mountain', 'City', 'Culture', 'Adventure', 'Wellness']);
    await userEvent.click(within(interests).getByRole('button', { name: 'Wellness' }));
    await userEvent.click(within(interests).getByRole('button', { name: 'Beach' }));
    await userEvent.selectOptions(screen.getByLabelText('Budget Range'), 'luxury');
    await userEvent.selectOptions(screen.getByLabelText('Travel Style'), 'couple');
    expect(
      within(screen.getByLabelText('Budget Range'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Any budget',
      'Budget ($0-100/day)',
      'Mid-range ($100-250/day)',
      'Luxury ($250+/day)',
    ]);
    await waitFor(() => {
      const last = requestsTo(fetchMock, '/api/recommendations/destination').at(-1);
      expect(last?.searchParams.getAll('interests')).toEqual(['beach', 'wellness']);
      expect(last?.searchParams.get('budget')).toBe('luxury');
      expect(last?.searchParams.get('style')).toBe('couple');
    });
  });

  it('asks to complete the travel profile when the server has nothing to go on', async () => {
    renderPage({
      destinations: () => ({
        status: 200,
        body: { recommendations: [], profileComplete: false, reasoningBy: 'engine' },
      }),
    });
    expect(await screen.findByText('Complete your travel profile')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Complete Travel Profile' })).toHaveAttribute(
      'href',
      '/settings',
    );
  });

  it('six tabs; ?tab=excursions opens the excursions tab and a click changes the address', async () => {
    expect(recommendationTabFrom('nonsense')).toBe('destinations');
    renderPage({ path: '/recommendations?tab=excursions' });
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Destinations',
      'Activities',
      'Hotels',
      'Flights',
      'Cars',
      'Excursions',
    ]);
    expect(screen.getByRole('tab', { name: 'Excursions' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    // The tours search widget (part B) with its popular destinations.
    expect(screen.getByRole('combobox', { name: 'Destination' })).toBeVisible();
    expect(await screen.findByText('Where would you like to go?')).toBeVisible();
    await userEvent.click(screen.getByRole('tab', { name: 'Flights' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/recommendations?tab=flights');
    expect(screen.getAllByRole('button', { name: /^Book Flight/ })).toHaveLength(3);
    await userEvent.click(screen.getByRole('tab', { name: 'Cars' }));
    expect(screen.getAllByRole('button', { name: /^Reserve Car/ })).toHaveLength(3);
    await userEvent.click(screen.getByRole('tab', { name: 'Hotels' }));
    expect(await screen.findByRole('button', { name: /^Check Availability/ })).toBeVisible();
  });

  it('activities: real tours when there are any, else sample cards with Book Now', async () => {
    const { unmount } = renderPage({ path: '/recommendations?tab=activities' });
    expect(await screen.findAllByRole('button', { name: /^Book Now/ })).toHaveLength(4);
    unmount();
    renderPage({
      path: '/recommendations?tab=activities',
      activities: () => ({
        status: 200,
        body: {
          activities: [
            {
              productCode: 'CUN-1',
              title: 'Cenote Snorkel Adventure',
              shortDescription: 'Swim in cenotes.',
              imageUrl: null,
              category: 'water',
              categoryName: 'Water Activities',
              rating: 4.8,
              reviewCount: 321,
              duration: '5 hours',
              location: 'Cancún, Mexico',
              destinationCode: 684,
              priceFrom: 89,
              currency: 'USD',
              formattedPrice: '$89',
              highlights: [],
              productUrl: 'https://tours.example/cun-1',
              freeCancellation: false,
              source: 'sample',
              isSample: true,
            },
          ],
        },
      }),
    });
    expect(await screen.findByText('Cenote Snorkel Adventure')).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Book Now/ })).toBeNull();
  });
});
