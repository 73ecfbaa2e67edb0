import { Link } from 'react-router';
import { buttonVariants } from '../../ui/button.tsx';

export const BLOG_NOT_FOUND_TITLE = 'Blog Post Not Found';
export const BLOG_NOT_FOUND_TEXT =
  "The blog post you're looking for doesn't exist or isn't published yet.";

/** Spec 3 §2's not-found text of the public post page. */
export function BlogNotFound() {
  return (
    <div className="mx-auto grid max-w-xl justify-items-center gap-4 py-16 text-center">
      <h1 className="font-display text-3xl font-semibold text-ink">{BLOG_NOT_FOUND_TITLE}</h1>
      <p className="text-ink-muted">{BLOG_NOT_FOUND_TEXT}</p>
      <Link to="/" className={buttonVariants({ variant: 'outline' })}>
        Back to Home
      </Link>
    </div>
  );
}
