import { createElement, lazy, useState, type ComponentType, type ReactNode } from 'react';

/** A code-split screen that can be fetched ahead of time; `framed` unless it is the landing page. */
export type LazyRoute = ComponentType & { preload: () => Promise<ComponentType>; framed: boolean };

/** Wraps a screen: the app frame, see app-frame.tsx. */
export type ScreenFrame = ComponentType<{ children: ReactNode }>;

/** The app's utilities (app.css) and app-wide providers the landing page does without. */
export const loadAppFrame = () => import('./app-frame.tsx').then((m) => m.AppFrame);

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
 *
 * Every screen is downloaded together with its frame (by default the app frame: app.css) and
 * rendered inside it, so no screen can appear before its styles. Only the
 * landing page passes `frame: null`: its styles and providers are all in the entry.
 */
export function lazyRoute(
  load: () => Promise<ComponentType>,
  { frame = loadAppFrame }: { frame?: (() => Promise<ScreenFrame>) | null } = {},
): LazyRoute {
  let loaded: ComponentType | undefined;
  let pending: Promise<{ component: ComponentType; screen: ComponentType }> | undefined;
  let suspending: ComponentType | undefined;

  const start = () => {
    pending ??= Promise.all([load(), frame?.()]).then(
      ([component, Frame]) => {
        const screen = Frame ? framed(Frame, component) : component;
        loaded = screen;
        return { component, screen };
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
  const preload = () => start().then(({ component }) => component);

  const lazyComponent = () =>
    (suspending ??= lazy(() => start().then(({ screen }) => ({ default: screen }))));

  function Route() {
    // Chosen once per mount: switching from the lazy wrapper to the loaded component on a later
    // render would be a different element type, and React would remount the whole screen.
    const [Component] = useState<ComponentType>(() => loaded ?? lazyComponent());
    return createElement(Component);
  }
  return Object.assign(Route, { preload, framed: frame !== null });
}

/** The screen inside its frame, as one component (made once per screen, so its type is stable). */
function framed(Frame: ScreenFrame, Screen: ComponentType): ComponentType {
  function FramedScreen() {
    return createElement(Frame, null, createElement(Screen));
  }
  FramedScreen.displayName = `Framed(${Screen.displayName ?? Screen.name})`;
  return FramedScreen;
}
