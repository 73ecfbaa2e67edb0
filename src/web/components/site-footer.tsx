import { Link } from 'react-router';
import { Logo } from './logo.tsx';

/** Footer of the signed-out pages (spec 1 §2: the landing page has a footer). */
export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="border-t border-line bg-surface">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-6 py-10 md:flex-row md:items-center md:justify-between">
        <div className="grid gap-2">
          <Logo />
          <p className="max-w-xs text-sm text-ink-muted">
            The travel social network for people who collect stories, not souvenirs.
          </p>
        </div>
        <nav aria-label="Footer" className="flex flex-wrap gap-x-6 gap-y-2 text-sm font-medium">
          <a href="/api/login" className="text-ink hover:text-brand">
            Sign in
          </a>
          <a href="/signin?tab=register" className="text-ink hover:text-brand">
            Create an account
          </a>
          <Link to="/test-login" className="text-ink hover:text-brand">
            Demo access
          </Link>
          <Link to="/about" className="text-ink hover:text-brand">
            About &amp; photo credits
          </Link>
        </nav>
        <p className="text-sm text-ink-muted">© {year} Roamly. Made for travellers.</p>
      </div>
    </footer>
  );
}
