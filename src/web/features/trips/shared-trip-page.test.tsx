import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TSharedTrip } from '../../../contract/trips.ts';
import { renderApp } from '../../test/app-harness.tsx';
import { routeFetch } from '../home/test-api.ts';
import { SharedTripPage } from './shared-trip-page.tsx';

const TOKEN = 'abcdefghijklmnop1234';

const shared: TSharedTrip = {
  id: '5d0c8a5e-0000-4000-8000-0000000000aa',
  title: 'Lisbon long weekend',
  destination: 'Lisbon, Portugal',
  startDate: '2025-06-10',
  endDate: '2025-06-11',
  budget: 200,
  travelers: 2,
  description: 'Trams, tiles and custard tarts.',
  currency: 'EUR',
  days: [
    {
      id: 'day-1',
      date: '2025-06-10',
      activities: [
        {
          id: 'a1',
          title: 'Hotel Lisboa',
          type: 'hotel',
          time: '15:00',
          location: 'Baixa',
          cost: 180,
          notes: '',
        },
        {
          id: 'a2',
          title: 'Fado night',
          type: 'activity',
          time: null,
          location: '',
          cost: 45.5,
          notes: 'Book ahead',
        },
      ],
    },
    { id: 'day-2', date: '2025-06-11', activities: [] },
  ],
  totalCost: 225.5,
  activityCount: 2,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
  owner: {
    id: '5d0c8a5e-0000-4000-8000-000000000001',
    firstName: 'Maya',
    lastName: 'Rivers',
    profileImageUrl: null,
  },
};

describe('a shared trip (read-only)', () => {
  it('shows the days, activities and budget in the trip currency, with nothing to edit', async () => {
    routeFetch({ [`GET /api/trips/shared/${TOKEN}`]: () => ({ status: 200, body: shared }) });
    renderApp(<SharedTripPage token={TOKEN} />, { user: null });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Lisbon long weekend' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Shared by Maya Rivers')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Day 1/ })).toHaveTextContent(
      'Tuesday, June 10, 2025',
    );
    expect(screen.getAllByTestId('shared-activity')).toHaveLength(2);
    expect(screen.getByText('3:00 PM')).toBeInTheDocument();
    expect(screen.getByTestId('budget-remaining')).toHaveTextContent('-€25.50');
    expect(screen.getByTestId('budget-remaining')).toHaveClass('text-danger');
    expect(screen.getByRole('link', { name: /Export to calendar/ })).toHaveAttribute(
      'href',
      `/api/trips/shared/${TOKEN}/calendar.ics`,
    );
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Delete|Edit/ })).not.toBeInTheDocument();
  });

  it('says when the link was revoked', async () => {
    routeFetch({
      [`GET /api/trips/shared/${TOKEN}`]: () => ({ status: 404, body: { message: 'Not found' } }),
    });
    renderApp(<SharedTripPage token={TOKEN} />, { user: null });
    expect(
      await screen.findByRole('heading', { name: 'This trip isn’t shared' }),
    ).toBeInTheDocument();
  });
});
