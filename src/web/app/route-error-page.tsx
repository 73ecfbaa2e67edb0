import { TriangleAlert } from 'lucide-react';
import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { PageTitle } from '../components/page-title.tsx';
import { StatusMessage } from '../components/status-message.tsx';
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
        className="grid flex-1 place-items-center"
        aria-labelledby="route-error-title"
      >
        <StatusMessage
          icon={<TriangleAlert className="size-10" />}
          tone="danger"
          title="Something went wrong"
          titleId="route-error-title"
          description="This page could not be shown. Reloading usually fixes it; if it keeps happening, start again from the home page."
          actions={
            <>
              <Button onClick={() => window.location.reload()}>Reload</Button>
              <a href="/" data-button className={buttonVariants({ variant: 'outline' })}>
                Back to home
              </a>
            </>
          }
        />
      </main>
    </div>
  );
}
