import { createElement, lazy, useState, type ComponentType } from 'react';

/** A code-split screen that can be fetched ahead of time. */
export type LazyRoute = ComponentType & { preload: () => Promise<ComponentType> };

/**
 * React.lazy plus `preload()`. Once the module has arrived, the screen renders directly instead of
 * suspending first: React holds a revealed Suspense boundary back for up to 300 ms, which would
 * otherwise delay the landing page's first paint even when its chunk was prefetched.
 *
 * A failed download is forgotten (both the promise and the React.lazy wrapper, which caches its
 * own rejection), so the error page's Reload or a later visit tries again.
 */
export function lazyRoute(load: () => Promise<ComponentType>): LazyRoute {
  let loaded: ComponentType | undefined;
  let pending: Promise<ComponentType> | undefined;
  let suspending: ComponentType | undefined;

  const preload = () => {
    pending ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        pending = undefined;
        suspending = undefined;
        throw error;
      },
    );
    return pending;
  };

  const lazyComponent = () =>
    (suspending ??= lazy(() => preload().then((component) => ({ default: component }))));

  function Route() {
    // Chosen once per mount: switching from the lazy wrapper to the loaded component on a later
    // render would be a different element type, and React would remount the whole screen.
    const [Component] = useState<ComponentType>(() => loaded ?? lazyComponent());
    return createElement(Component);
  }
  return Object.assign(Route, { preload });
}
