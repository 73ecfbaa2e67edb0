import { createElement, lazy, useState, type ComponentType } from 'react';

/** A code-split screen that can be fetched ahead of time. */
export type LazyRoute = ComponentType & { preload: () => Promise<ComponentType> };

/** Forgets the React.lazy wrappers of failed screens; see retryFailedRoutes. */
const failedRoutes = new Set<() => void>();

/**
 * Called by the error page once it is on screen: the next visit of a screen whose download failed
 * starts a fresh React.lazy (which caches its own rejection) and downloads again. Not done at the
 * moment of failure, because React re-renders a failed first mount from scratch, and a fresh
 * wrapper there would retry forever instead of reaching the error page.
 */
export function retryFailedRoutes() {
  for (const forget of failedRoutes) forget();
  failedRoutes.clear();
}

/**
 * React.lazy plus `preload()`. Once the module has arrived, the screen renders directly instead of
 * suspending first: React holds a revealed Suspense boundary back for up to 300 ms, which would
 * otherwise delay the landing page's first paint even when its chunk was prefetched.
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
        // A rejected download is not kept: the next preload() or visit asks for it again.
        pending = undefined;
        failedRoutes.add(() => {
          suspending = undefined;
        });
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
