import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TTrip } from '../../../contract/trips.ts';
import { getToasts } from '../../app/toasts/toast-store.ts';
import { member, renderApp } from '../../test/app-harness.tsx';
import { requestsTo, routeFetch, type Reply } from '../home/test-api.ts';
import { draftKey } from './trip-draft-store.ts';
import { emptyTrip } from './trip-model.ts';
import { TripPlannerPage } from './trip-planner-page.tsx';

const ID = '5d0c8a5e-0000-4000-8000-0000000000aa';
const user = member();

/** The server of the planner: POST creates, PUT bumps the version; `put` can be replaced. */
function fakeServer({ put }: { put?: (body: Record<string, unknown>) => Reply } = {}) {
  let version = 0;
  const answer = (body: Record<string, unknown>): TTrip =>
    ({
      id: ID,
      title: '',
      destination: '',
      startDate: null,
      endDate: null,
      budget: 0,
      travelers: 2,
      description: '',
      currency: 'USD',
      days: [],
      ...body,
      totalCost: 0,
      activityCount: 0,
      createdAt: '2025-01-01T00:00:00.000Z',
      updatedAt: new Date().toISOString(),
      version: (version += 1),
      share: null,
    }) as TTrip;
  return routeFetch({
    'GET /api/trips': () => ({ status: 200, body: { items: [], nextCursor: null } }),
    'POST /api/trips': (_url, init) => ({
      status: 201,
      body: answer(JSON.parse(String(init?.body)) as Record<string, unknown>),
    }),
    [`PUT /api/trips/${ID}`]: (_url, init) => {
      const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
      return put ? put(body) : { status: 200, body: answer(body) };
    },
    'GET /api/currency/supported': () => ({
      status: 200,
      body: {
        currencies: [
          { code: 'USD', symbol: '$', name: 'US Dollar' },
          { code: 'EUR', symbol: '€', name: 'Euro' },
        ],
        ratesDate: '2024-06-28',
        source: 'ECB',
      },
    }),
    'GET /api/currency/detect': () => ({ status: 200, body: { currency: 'USD', country: 'US' } }),
  });
}

const generate = () => screen.getByRole('button', { name: 'Generate Itinerary' });

function setDates(start: string, end: string) {
  fireEvent.change(screen.getByLabelText('Start date'), { target: { value: start } });
  fireEvent.change(screen.getByLabelText('End date'), { target: { value: end } });
}

async function addActivity(title: string, cost: string, type = 'Attraction') {
  const form = screen.getByRole('form', { name: /Add activity/ });
  const ui = userEvent.setup();
  await ui.type(within(form).getByLabelText('Activity title'), title);
  await ui.selectOptions(within(form).getByLabelText('Type'), type);
  fireEvent.change(within(form).getByLabelText(/^Cost/), { target: { value: cost } });
  await ui.click(within(form).getByRole('button', { name: 'Add Activity' }));
}

afterEach(() => vi.useRealTimers());

describe('Plan Your Trip (spec 2 §2, §4, §5)', () => {
  it('waits for both dates, then makes a tab per calendar day and selects the first', async () => {
    fakeServer();
    renderApp(<TripPlannerPage user={user} />, { user, path: '/plan-trip' });
    expect(screen.getByRole('heading', { level: 1, name: 'Plan Your Trip' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Ready to Plan?' })).toBeInTheDocument();
    expect(generate()).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Start date'), { target: { value: '2025-01-30' } });
    expect(generate()).toBeDisabled();
    fireEvent.change(screen.getByLabelText('End date'), { target: { value: '2025-02-02' } });
    expect(generate()).toBeEnabled();
    await userEvent.click(generate());

    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Day 1Jan 30',
      'Day 2Jan 31',
      'Day 3Feb 1',
      'Day 4Feb 2',
    ]);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByText('Ready to Plan?')).not.toBeInTheDocument();
  });

  it('keeps travelers at one or more (default 2)', async () => {
    fakeServer();
    renderApp(<TripPlannerPage user={user} />, { user, path: '/plan-trip' });
    const travelers = screen.getByLabelText('Travelers');
    expect(travelers).toHaveValue(2);
    await userEvent.click(screen.getByRole('button', { name: 'One traveler fewer' }));
    expect(travelers).toHaveValue(1);
    expect(screen.getByRole('button', { name: 'One traveler fewer' })).toBeDisabled();
    fireEvent.change(travelers, { target: { value: '0' } });
    fireEvent.blur(travelers);
    expect(travelers).toHaveValue(1);
  });

  it('adds activities with a required title, resets the form, and turns the remainder red over budget', async () => {
    fakeServer();
    renderApp(<TripPlannerPage user={user} />, { user, path: '/plan-trip' });
    fireEvent.change(screen.getByLabelText('Budget'), { target: { value: '300' } });
    setDates('2025-06-10', '2025-06-12');
    await userEvent.click(generate());

    const form = screen.getByRole('form', { name: 'Add activity to Day 1' });
    const add = within(form).getByRole('button', { name: 'Add Activity' });
    expect(add).toBeDisabled();
    await userEvent.type(within(form).getByLabelText('Activity title'), '   ');
    expect(add).toBeDisabled();

    await addActivity('Hotel Lisboa', '180', 'Hotel');
    expect(within(form).getByLabelText('Activity title')).toHaveValue('');
    expect(within(form).getByLabelText('Type')).toHaveValue('attraction');
    expect(within(form).getByLabelText(/^Cost/)).toHaveValue(null);
    const item = screen.getByTestId('activity');
    expect(item).toHaveTextContent('Hotel Lisboa');
    expect(within(item).getByText('Hotel')).toHaveAttribute('data-type', 'hotel');
    expect(screen.getByTestId('budget-remaining')).toHaveTextContent('$120');
    expect(screen.getByTestId('budget-remaining')).toHaveClass('text-green-700');

    await addActivity('Tram 28 tour', '150.5');
    expect(screen.getByTestId('budget-spent')).toHaveTextContent('$330.50');
    expect(screen.getByTestId('budget-remaining')).toHaveTextContent('-$30.50');
    expect(screen.getByTestId('budget-remaining')).toHaveClass('text-danger');
    expect(screen.getByTestId('budget-bar')).toHaveStyle({ width: '100%' });

    // Reordering with the keyboard buttons; delete offers Undo.
    await userEvent.click(screen.getByRole('button', { name: 'Move Tram 28 tour up' }));
    expect(
      screen.getAllByTestId('activity').map((node) => node.querySelector('h4')?.textContent),
    ).toEqual(['Tram 28 tour', 'Hotel Lisboa']);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Hotel Lisboa' }));
    expect(screen.getAllByTestId('activity')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(screen.getAllByTestId('activity')).toHaveLength(2);
  });

  it('asks before regenerating over planned activities', async () => {
    fakeServer();
    renderApp(<TripPlannerPage user={user} />, { user, path: '/plan-trip' });
    setDates('2025-06-10', '2025-06-11');
    await userEvent.click(generate());
    await addActivity('Fado night', '40');

    await userEvent.click(generate());
    const dialog = screen.getByRole('alertdialog', { name: 'Start the itinerary again?' });
    expect(dialog).toHaveTextContent('removes 1 activity');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep my plan' }));
    expect(screen.getByText('Fado night')).toBeInTheDocument();

    await userEvent.click(generate());
    await userEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Regenerate' }),
    );
    expect(screen.queryByText('Fado night')).not.toBeInTheDocument();
    expect(screen.getAllByRole('tab')).toHaveLength(2);
  });

  it('saves after typing stops: Saving…, then Saved; a failing server shows Couldn’t save — retrying', async () => {
    let fail = false;
    const fetchMock = fakeServer({
      put: (body) =>
        fail
          ? { status: 503, body: { message: 'Service unavailable' } }
          : {
              status: 200,
              body: {
                ...body,
                id: ID,
                version: 2,
                share: null,
                days: [],
                totalCost: 0,
                activityCount: 0,
                createdAt: '',
                updatedAt: '',
              },
            },
    });
    vi.useFakeTimers({ shouldAdvanceTime: false });
    renderApp(<TripPlannerPage user={user} />, { user, path: '/plan-trip' });
    const status = screen.getByTestId('save-status');
    expect(status).toHaveTextContent('Not saved yet');

    fireEvent.change(screen.getByLabelText('Trip title'), {
      target: { value: 'Lisbon long weekend' },
    });
    expect(status).toHaveTextContent('Saving…');
    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(requestsTo(fetchMock, '/api/trips', 'POST')).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(1));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(requestsTo(fetchMock, '/api/trips', 'POST')).toHaveLength(1);
    expect(screen.getByTestId('save-status')).toHaveTextContent('Saved');
    expect(screen.getByTestId('location')).toHaveTextContent(`/plan-trip?trip=${ID}`);
    // Confirmed by the server: the browser's copy is gone.
    expect(window.localStorage.getItem(draftKey(user.id, null))).toBeNull();

    fail = true;
    fireEvent.change(screen.getByLabelText('Trip title'), { target: { value: 'Lisbon weekend' } });
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByTestId('save-status')).toHaveTextContent('Couldn’t save — retrying');
    // Kept in the browser until the server has it.
    expect(window.localStorage.getItem(draftKey(user.id, ID))).toContain('Lisbon weekend');

    fail = false;
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByTestId('save-status')).toHaveTextContent('Saved');
    expect(requestsTo(fetchMock, `/api/trips/${ID}`, 'PUT')).toHaveLength(2);
    expect(window.localStorage.getItem(draftKey(user.id, ID))).toBeNull();
  });

  it('brings back what was typed before a reload and saves it', async () => {
    const fetchMock = fakeServer();
    window.localStorage.setItem(
      draftKey(user.id, null),
      JSON.stringify({
        trip: { ...emptyTrip('USD'), title: 'Kyoto in autumn', destination: 'Kyoto, Japan' },
        version: null,
        savedAt: new Date().toISOString(),
      }),
    );
    renderApp(<TripPlannerPage user={user} />, { user, path: '/plan-trip' });
    expect(screen.getByLabelText('Trip title')).toHaveValue('Kyoto in autumn');
    await waitFor(() => expect(requestsTo(fetchMock, '/api/trips', 'POST')).toHaveLength(1), {
      timeout: 3_000,
    });
    await waitFor(() => expect(screen.getByTestId('save-status')).toHaveTextContent('Saved'));
  });

  it('reloads the saved trip and says so when it was changed elsewhere (409)', async () => {
    const theirs = {
      id: ID,
      title: 'Edited on my phone',
      destination: 'Porto, Portugal',
      startDate: null,
      endDate: null,
      budget: 900,
      travelers: 3,
      description: '',
      currency: 'EUR',
      days: [],
      totalCost: 0,
      activityCount: 0,
      createdAt: '2025-01-01T00:00:00.000Z',
      updatedAt: '2025-01-02T00:00:00.000Z',
      version: 5,
      share: null,
    };
    const fetchMock = fakeServer({
      put: () => ({ status: 409, body: { message: 'This trip was saved elsewhere' } }),
    });
    const base = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      const url = new URL(String(input), 'http://roamly.test');
      if ((init?.method ?? 'GET') === 'GET' && url.pathname === `/api/trips/${ID}`) {
        return new Response(JSON.stringify(theirs), { status: 200 });
      }
      return base(input, init);
    });
    renderApp(<TripPlannerPage user={user} />, { user, path: `/plan-trip?trip=${ID}` });
    const title = await screen.findByLabelText('Trip title');
    expect(title).toHaveValue('Edited on my phone');
    fireEvent.change(title, { target: { value: 'Edited on my laptop' } });
    await waitFor(() => expect(requestsTo(fetchMock, `/api/trips/${ID}`, 'PUT')).toHaveLength(1), {
      timeout: 3_000,
    });
    await waitFor(() =>
      expect(screen.getByLabelText('Trip title')).toHaveValue('Edited on my phone'),
    );
    expect(getToasts()[0]?.title).toBe('This trip was changed somewhere else');
    expect(screen.getByTestId('save-status')).toHaveTextContent('Saved');
    expect(screen.getByLabelText('Travelers')).toHaveValue(3);
  });
});
