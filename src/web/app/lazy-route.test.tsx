import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyRoute, type ScreenFrame } from './lazy-route.ts';
import * as routes from './lazy-routes.ts';

const Screen = () => null;

describe('lazy routes', () => {
  it('downloads a screen once and shares the promise', async () => {
    const load = vi.fn(() => Promise.resolve(Screen));
    const route = lazyRoute(load);
    const [first, second] = await Promise.all([route.preload(), route.preload()]);
    expect(first).toBe(Screen);
    expect(second).toBe(Screen);
    await route.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed download so a later visit tries again', async () => {
    const load = vi
      .fn<() => Promise<typeof Screen>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce(Screen);
    const route = lazyRoute(load);
    await expect(route.preload()).rejects.toThrow('Failed to fetch');
    await expect(route.preload()).resolves.toBe(Screen);
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('screen frames', () => {
  it('renders a screen inside its frame, both downloaded before it shows', async () => {
    let arrive: (frame: ScreenFrame) => void = () => undefined;
    const frame = new Promise<ScreenFrame>((resolve) => (arrive = resolve));
    const Route = lazyRoute(() => Promise.resolve(() => <p>Screen</p>), { frame: () => frame });
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Route />
      </Suspense>,
    );
    expect(await screen.findByText('Loading')).toBeTruthy();
    arrive(({ children }) => <div data-testid="frame">{children}</div>);
    expect((await screen.findByTestId('frame')).textContent).toBe('Screen');
  });

  it('renders an unframed screen as it is', async () => {
    const route = lazyRoute(() => Promise.resolve(() => <p>Landing</p>), { frame: null });
    const Route = route;
    await route.preload();
    const { container } = render(<Route />);
    expect(container.innerHTML).toBe('<p>Landing</p>');
    expect(route.framed).toBe(false);
  });

  it('gives every screen the app frame but the landing page, whose styles are in the entry', () => {
    for (const [name, route] of Object.entries(routes)) {
      expect(route.framed, name).toBe(name !== 'LandingRoute');
    }
  });
});
