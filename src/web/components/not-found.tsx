import { Compass } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '../ui/button.tsx';

/** The 404 screen of spec 1 §2 ("anything else"). */
export function NotFound() {
  return (
    <div className="mx-auto grid max-w-xl justify-items-center px-6 py-24 text-center">
      <span
        aria-hidden="true"
        className="mb-6 grid size-20 place-items-center rounded-full bg-brand-soft text-brand"
      >
        <Compass className="size-10" />
      </span>
      <p className="text-sm font-semibold tracking-widest text-accent uppercase">404</p>
      <h1 className="mt-2 font-display text-4xl font-bold text-ink">Page Not Found</h1>
      <p className="mt-3 text-ink-muted">
        Looks like this trail goes nowhere. The page you are looking for doesn't exist or has moved.
      </p>
      <Link to="/" data-button className={buttonVariants({ className: 'mt-8' })}>
        Back to home
      </Link>
    </div>
  );
}
