import { TriangleAlert } from 'lucide-react';
import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { PageTitle } from '../components/page-title.tsx';
import { Button, buttonVariants } from '../ui/button.tsx';
import { retryFailedRoutes } from './lazy-route.ts';

/**
 * The root route's errorElement: a screen that throws (or a code chunk that fails to download)
 * shows a way out instead of a blank page. "Back to home" is a full navigation, so the app
 * restarts from a clean state; Back / Forward to a screen that failed to download tries again.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  useEffect(() => {
    console.error('A screen failed to render', error);
    retryFailedRoutes();
  }, [error]);

  return (
    <div className="flex min-h-dvh flex-col bg-canvas">
      <PageTitle title="Something went wrong" />
      <main
        id="main-content"
        tabIndex={-1}
        className="grid flex-1 place-items-center px-6 py-24"
        aria-labelledby="route-error-title"
      >
        <div className="grid max-w-xl justify-items-center text-center">
          <span
            aria-hidden="true"
            className="mb-6 grid size-20 place-items-center rounded-full bg-danger-soft text-danger"
          >
            <TriangleAlert className="size-10" />
          </span>
          <h1 id="route-error-title" className="font-display text-4xl font-bold text-ink">
            Something went wrong
          </h1>
          <p className="mt-3 text-ink-muted">
            This page could not be shown. Reloading usually fixes it; if it keeps happening, start
            again from the home page.
          </p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Button onClick={() => window.location.reload()}>Reload</Button>
            <a href="/" data-button className={buttonVariants({ variant: 'outline' })}>
              Back to home
            </a>
          </div>
        </div>
      </main>
    </div>
  );
}
