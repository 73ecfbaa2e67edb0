import { act, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Link, MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { flushPageVisit } from '../lib/tracking.ts';
import { PageVisitTracker } from './page-visit-tracker.tsx';

const beaconMock = vi.fn((_url: string, _data?: BodyInit | null) => true);

/** The paths of the visits sent so far, in order. */
async function sentPaths() {
  const bodies = await Promise.all(
    beaconMock.mock.calls.map(async ([, data]) => JSON.parse(await (data as Blob).text())),
  );
  return bodies.map((body: { metadata: { path: string } }) => body.metadata.path);
}

beforeEach(() => {
  beaconMock.mockClear();
  Object.defineProperty(navigator, 'sendBeacon', { value: beaconMock, configurable: true });
});
afterEach(() => {
  flushPageVisit();
  Reflect.deleteProperty(navigator, 'sendBeacon');
});

describe('PageVisitTracker', () => {
  it('sends each screen’s visit as a beacon on the route change that leaves it and on pagehide', async () => {
    render(
      <MemoryRouter initialEntries={['/profile/42']}>
        <PageVisitTracker />
        <Link to="/messages">Messages</Link>
      </MemoryRouter>,
    );
    expect(beaconMock).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('link', { name: 'Messages' }));
    expect(await sentPaths()).toEqual(['/profile/42']);
    expect(beaconMock.mock.calls[0]?.[0]).toBe('/api/track-page-visit');

    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    expect(await sentPaths()).toEqual(['/profile/42', '/messages']);
  });
});
