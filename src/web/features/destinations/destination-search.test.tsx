import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TDestination, TTravelMap } from '../../../contract/destinations.ts';
import { member, renderApp } from '../../test/app-harness.tsx';
import { requestsTo, routeFetch } from '../home/test-api.ts';
import { ProfileTabs } from '../profile/profile-tabs.tsx';
import { DestinationSearch, formatPriceRange } from './destination-search.tsx';
import {
  destinationCodeFor,
  LocationInput,
  withDestination,
  type ChosenDestination,
} from './location-input.tsx';
import { QuickDestinationChips } from './quick-chips.tsx';
import TravelMap from './travel-map.tsx';
import { useVisualSearch, VISUAL_SEARCH_NOT_FOUND, VisualSearchButton } from './visual-search.tsx';

function destination(overrides: Partial<TDestination> = {}): TDestination {
  return {
    id: 2267057,
    name: 'Lisbon',
    slug: 'lisbon',
    type: 'city',
    countryCode: 'PT',
    countryName: 'Portugal',
    label: 'Lisbon, Portugal',
    latitude: 38.72,
    longitude: -9.13,
    population: 517802,
    image: '/api/places/image/Lisbon',
    tourCount: 0,
    avgRating: null,
    priceRange: null,
    postCount: 0,
    ...overrides,
  };
}

const POPULAR = ['Paris', 'Tokyo', 'Bali', 'New York', 'London', 'Rome'].map((name, i) =>
  destination({ id: i + 1, name, slug: name.toLowerCase().replace(' ', '-'), label: name }),
);

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderSearch(props: Partial<Parameters<typeof DestinationSearch>[0]> = {}) {
  return renderApp(
    <DestinationSearch label="Search destinations" placeholder="Where?" source="test" {...props} />,
    { user: member() },
  );
}

describe('DestinationSearch (spec 1 §2)', () => {
  it('asks once, 300 ms after typing stops, and shows every suggestion field', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = routeFetch({
      'GET /api/search/autocomplete': (url) => ({
        status: 200,
        body:
          url.searchParams.get('q') === 'lisbn'
            ? [
                destination({
                  tourCount: 128,
                  avgRating: 4.7,
                  priceRange: { min: 25, max: 180, currency: 'USD' },
                }),
              ]
            : [],
      }),
      'GET /api/destinations/popular': () => ({ status: 200, body: POPULAR }),
    });
    renderSearch();
    const box = screen.getByRole('combobox', { name: 'Search destinations' });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.type(box, 'lisbn');
    await act(() => vi.advanceTimersByTimeAsync(150));
    expect(requestsTo(api, '/api/search/autocomplete')).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(200));
    const option = await screen.findByRole('option', { name: /Lisbon/ });
    expect(requestsTo(api, '/api/search/autocomplete').map((u) => u.searchParams.get('q'))).toEqual(
      ['lisbn'],
    );
    expect(option).toHaveTextContent('Portugal');
    expect(option).toHaveTextContent('City');
    expect(option).toHaveTextContent('128 tours');
    expect(option).toHaveTextContent('Rated 4.7');
    expect(option).toHaveTextContent('$25–$180');
    expect(option.querySelector('img')).toHaveAttribute('src', '/api/places/image/Lisbon');
    await user.click(option);
    expect(screen.getByTestId('location')).toHaveTextContent('/destination/lisbon/excursions');
  });

  it("says 'No destinations found' only once the answer for the text is in", async () => {
    routeFetch({
      'GET /api/search/autocomplete': () => ({ status: 200, body: [] }),
      'GET /api/destinations/popular': () => ({ status: 200, body: POPULAR }),
    });
    renderSearch();
    const box = screen.getByRole('combobox');
    await userEvent.type(box, 'qqzz');
    expect(screen.getByText('Searching destinations…')).toBeInTheDocument();
    expect(await screen.findByText('No destinations found')).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-expanded', 'true');
  });

  it('shows the 6 popular destinations while empty, with arrow keys and Enter', async () => {
    routeFetch({ 'GET /api/destinations/popular': () => ({ status: 200, body: POPULAR }) });
    renderSearch();
    const box = screen.getByRole('combobox');
    await userEvent.click(box);
    const list = await screen.findByRole('listbox', { name: 'Popular destinations' });
    expect(within(list).getAllByRole('option')).toHaveLength(6);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(box).toHaveAttribute(
      'aria-activedescendant',
      within(list).getAllByRole('option')[1]!.id,
    );
    await userEvent.keyboard('{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/destination/tokyo/excursions');
  });

  it('submits typed text to its first suggestion, or to the slug of the text', async () => {
    routeFetch({
      'GET /api/search/autocomplete': (url) => ({
        status: 200,
        body: url.searchParams.get('q') === 'cancun' ? [destination({ slug: 'cancun' })] : [],
      }),
      'GET /api/destinations/popular': () => ({ status: 200, body: [] }),
    });
    renderSearch();
    const box = screen.getByRole('combobox');
    await userEvent.type(box, 'cancun');
    await screen.findByRole('option');
    await userEvent.keyboard('{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/destination/cancun/excursions');
    await userEvent.clear(box);
    await userEvent.type(box, 'Costa Nova{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/destination/costa-nova/excursions');
  });

  it('hands submitted text to onSubmitText (explore searches /search)', async () => {
    routeFetch({ 'GET /api/destinations/popular': () => ({ status: 200, body: [] }) });
    const onSubmitText = vi.fn();
    renderSearch({ onSubmitText });
    await userEvent.type(screen.getByRole('combobox'), 'street food{Enter}');
    expect(onSubmitText).toHaveBeenCalledWith('street food');
  });

  it('searches the typed text on a Search click while the pointer rests on a suggestion', async () => {
    routeFetch({
      'GET /api/search/autocomplete': () => ({
        status: 200,
        body: [destination({ slug: 'hanover-park' })],
      }),
      'GET /api/destinations/popular': () => ({ status: 200, body: [] }),
    });
    const onSubmitText = vi.fn();
    renderSearch({ onSubmitText });
    await userEvent.type(screen.getByRole('combobox'), 'Hanoi');
    await userEvent.hover(await screen.findByRole('option'));
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSubmitText).toHaveBeenCalledWith('Hanoi');
    expect(screen.getByTestId('location')).not.toHaveTextContent('hanover-park');
  });

  it('formats price ranges in dollars', () => {
    expect(formatPriceRange({ min: 25, max: 180, currency: 'USD' })).toBe('$25–$180');
    expect(formatPriceRange({ min: 40, max: 40, currency: 'USD' })).toBe('$40');
    expect(formatPriceRange(null)).toBeNull();
  });
});

describe('quick destination chips', () => {
  it('link the six chips of the spec to their destination pages', () => {
    renderApp(<QuickDestinationChips />);
    const links = within(
      screen.getByRole('navigation', { name: 'Quick destinations' }),
    ).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Paris', '/destination/paris/excursions'],
      ['Tokyo', '/destination/tokyo/excursions'],
      ['Bali', '/destination/bali/excursions'],
      ['New York', '/destination/new-york/excursions'],
      ['London', '/destination/london/excursions'],
      ['Rome', '/destination/rome/excursions'],
    ]);
  });
});

function VisualHarness() {
  const visual = useVisualSearch();
  return (
    <>
      <VisualSearchButton search={visual.search} state={visual.state} />
      <p data-testid="status" data-state={visual.state}>
        {visual.message}
      </p>
    </>
  );
}

describe('visual search', () => {
  it("is 'analyzing' while the photo is looked at, then opens the first suggestion", async () => {
    let release!: () => void;
    const api = routeFetch({
      'POST /api/search/visual': () =>
        new Promise((resolve) => {
          release = () =>
            resolve({
              status: 200,
              body: {
                suggestedDestinations: [destination(), destination({ slug: 'portugal' })],
                source: 'gps',
              },
            });
        }),
    });
    renderApp(<VisualHarness />, { user: member() });
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'trip.jpg', { type: 'image/jpeg' });
    await userEvent.upload(screen.getByTestId('visual-search-input'), file);
    expect(screen.getByTestId('status')).toHaveAttribute('data-state', 'analyzing');
    expect(screen.getByRole('button', { name: 'Analyzing…' })).toBeDisabled();
    const [, init] = api.mock.calls.find(([input]) => String(input).includes('/visual'))!;
    expect((init?.body as FormData).get('image')).toBeInstanceOf(File);
    release();
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/destination/lisbon/excursions'),
    );
  });

  it('says so when no place is found, and shows the server message on errors', async () => {
    let reply = { status: 200, body: { suggestedDestinations: [], source: 'none' } as unknown };
    routeFetch({ 'POST /api/search/visual': () => reply });
    renderApp(<VisualHarness />, { user: member() });
    const file = new File(['x'], 'a.jpg', { type: 'image/jpeg' });
    await userEvent.upload(screen.getByTestId('visual-search-input'), file);
    expect(await screen.findByText(VISUAL_SEARCH_NOT_FOUND)).toBeInTheDocument();
    reply = { status: 415, body: { message: 'Please choose a photo' } };
    await userEvent.upload(screen.getByTestId('visual-search-input'), file);
    expect(await screen.findByText('Please choose a photo')).toBeInTheDocument();
    expect(screen.getByTestId('status')).toHaveAttribute('data-state', 'error');
  });
});

const MAP: TTravelMap = {
  countries: [
    { code: 'MX', numericCode: '484', name: 'Mexico', continent: 'North America', postCount: 2 },
    { code: 'PT', numericCode: '620', name: 'Portugal', continent: 'Europe', postCount: 1 },
  ],
  cities: [
    {
      id: 684,
      name: 'Cancún',
      slug: 'cancun',
      countryCode: 'MX',
      latitude: 21.17,
      longitude: -86.85,
      postCount: 2,
    },
  ],
  continents: ['Europe', 'North America'],
  worldShare: 2 / 195,
  worldCountries: 195,
};

describe('Travel Map', () => {
  it('colours the visited countries by ISO numeric code and shows the counts', async () => {
    routeFetch({
      [`GET /api/users/${member().id}/travel-map`]: () => ({ status: 200, body: MAP }),
    });
    renderApp(<TravelMap userId={member().id} isSelf />, { user: member() });
    const svg = await screen.findByRole('img', {
      name: /2 countries highlighted: Mexico, Portugal/,
    });
    const visited = [...svg.querySelectorAll('[data-visited]')].map((path) =>
      path.getAttribute('data-country'),
    );
    expect(visited.sort()).toEqual(['484', '620']);
    expect(svg.querySelectorAll('circle')).toHaveLength(1);
    expect(screen.getByText('Countries', { selector: 'dt' }).nextSibling).toHaveTextContent('2');
    expect(document.querySelector('[data-stat="Continents"]')).toHaveTextContent('2');
    expect(document.querySelector('[data-stat="Cities"]')).toHaveTextContent('1');
    expect(document.querySelector('[data-stat="Of the world"]')).toHaveTextContent('1%');
    expect(screen.getByRole('link', { name: 'Cancún' })).toHaveAttribute(
      'href',
      '/destination/cancun/excursions',
    );
  });

  it('is a profile tab, opened by ?tab=map, on other profiles too', async () => {
    const other = '5d0c8a5e-0000-4000-8000-0000000000b2';
    routeFetch({
      [`GET /api/users/${other}/travel-map`]: () => ({
        status: 200,
        body: { ...MAP, countries: [], cities: [], continents: [], worldShare: 0 },
      }),
    });
    renderApp(<ProfileTabs userId={other} isSelf={false} />, {
      user: member(),
      path: '/profile/x?tab=map',
    });
    expect(screen.getByRole('tab', { name: 'Travel Map' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await screen.findByText('No places to show yet.')).toBeInTheDocument();
    expect(document.querySelector('[data-stat="Countries"]')).toHaveTextContent('0');
  });
});

function LocationHarness() {
  const [value, setValue] = useState('');
  const [chosen, setChosen] = useState<ChosenDestination | null>(null);
  return (
    <>
      <label htmlFor="loc">Location</label>
      <LocationInput
        id="loc"
        value={value}
        onChange={setValue}
        onChoose={(d) => {
          setValue(d.label);
          setChosen({ code: d.id, label: d.label });
        }}
        maxLength={100}
        placeholder="Add a place"
      />
      <output data-testid="code">{String(destinationCodeFor(chosen, value))}</output>
    </>
  );
}

describe('the create-post location field', () => {
  it('fills the chosen label and links the code until the text is edited', async () => {
    routeFetch({
      'GET /api/search/autocomplete': () => ({ status: 200, body: [destination()] }),
    });
    renderApp(<LocationHarness />, { user: member() });
    const box = screen.getByRole('textbox', { name: 'Location' });
    await userEvent.type(box, 'lisb');
    await userEvent.click(await screen.findByRole('option', { name: /Lisbon/ }));
    expect(box).toHaveValue('Lisbon, Portugal');
    expect(screen.getByTestId('code')).toHaveTextContent('2267057');
    expect(screen.queryByRole('option')).toBeNull();
    await userEvent.type(box, ' centre');
    expect(screen.getByTestId('code')).toHaveTextContent('null');
    expect(withDestination(null)).toEqual({});
    expect(withDestination(684)).toEqual({ destinationCode: 684 });
  });
});
