import { createElement, lazy, type ComponentType } from 'react';

/** A code-split screen that can be fetched ahead of time. */
export type LazyRoute = ComponentType & { preload: () => Promise<ComponentType> };

/**
 * React.lazy plus `preload()`. Once the module has arrived, the screen renders directly instead of
 * suspending first: React holds a revealed Suspense boundary back for up to 300 ms, which would
 * otherwise delay the landing page's first paint even when its chunk was prefetched.
 */
export function lazyRoute(load: () => Promise<ComponentType>): LazyRoute {
  let loaded: ComponentType | undefined;
  let pending: Promise<ComponentType> | undefined;
  const preload = () => {
    pending ??= load().then((component) => {
      loaded = component;
      return component;
    });
    return pending;
  };
  const Suspending = lazy(() => preload().then((component) => ({ default: component })));
  function Route() {
    return createElement(loaded ?? Suspending);
  }
  return Object.assign(Route, { preload });
}
