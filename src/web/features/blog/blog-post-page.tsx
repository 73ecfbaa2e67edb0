import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Clock, Compass, Eye, Lock } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { TPublicBlogPost } from '../../../contract/blog.ts';
import { ApiError } from '../../lib/api.ts';
import { buttonVariants } from '../../ui/button.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { useDocumentSeo } from '../destination-pages/document-seo.ts';
import { PROSE } from '../destination-pages/rich-content.tsx';
import { categoryLabel, longUsDate } from '../admin-blog/blog-format.ts';
import { useBlogHeadExtras } from './blog-head-extras.ts';
import { BlogNotFound } from './blog-not-found.tsx';
import { countBlogView, publicBlogPostQuery } from './queries.ts';
import { ShareButton } from './share-button.tsx';

function PremiumPrompt() {
  return (
    <aside className="grid justify-items-start gap-3 rounded-2xl border border-line bg-accent-soft p-6">
      <p className="inline-flex items-center gap-2 font-semibold text-ink">
        <Lock aria-hidden="true" className="size-4" />
        This travel guide is for Premium members
      </p>
      <p className="text-sm text-ink-muted">
        Upgrade to Premium to read the full guide, along with every other exclusive travel guide.
      </p>
      <Link to="/subscribe" className={buttonVariants({ variant: 'accent', size: 'sm' })}>
        Go Premium
      </Link>
    </aside>
  );
}

function PromoBlock() {
  return (
    <aside className="grid justify-items-start gap-3 rounded-2xl bg-brand p-6 text-on-brand sm:p-8">
      <h2 className="font-display text-2xl font-semibold">Ready for your next adventure?</h2>
      <p className="max-w-prose text-on-brand/90">
        Find destinations, tours and travellers who have been there before you.
      </p>
      <Link to="/explore" className={buttonVariants({ variant: 'light' })}>
        <Compass aria-hidden="true" className="size-4" />
        Explore Destinations
      </Link>
    </aside>
  );
}

function Article({ post, views }: { post: TPublicBlogPost; views: number }) {
  const date = post.published_at ?? post.created_at;
  const url = `${window.location.origin}/blog/${encodeURIComponent(post.slug)}`;
  return (
    <article className="mx-auto grid max-w-3xl gap-6">
      {post.preview ? (
        <p role="status" className="rounded-xl bg-sun/30 px-4 py-2 text-sm font-medium text-ink">
          Preview — this post is not published. Only people with this link can read it.
        </p>
      ) : null}
      <header className="grid gap-4">
        <span className="w-fit rounded-full bg-brand-soft px-3 py-1 text-xs font-semibold text-brand-strong">
          {categoryLabel(post.category)}
        </span>
        <h1 className="font-display text-3xl leading-tight font-semibold text-ink sm:text-4xl">
          {post.title}
        </h1>
        {post.excerpt ? <p className="text-lg text-ink-muted">{post.excerpt}</p> : null}
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-ink-muted">
          <time dateTime={date}>{longUsDate(date)}</time>
          <span className="inline-flex items-center gap-1">
            <Clock aria-hidden="true" className="size-4" />
            {post.reading_time} min read
          </span>
          <span className="inline-flex items-center gap-1">
            <Eye aria-hidden="true" className="size-4" />
            {views} {views === 1 ? 'view' : 'views'}
          </span>
          <span className="ml-auto">
            <ShareButton title={post.title} url={url} />
          </span>
        </div>
      </header>
      {post.featured_image ? (
        <img
          src={post.featured_image}
          alt=""
          className="aspect-[16/9] w-full rounded-2xl bg-surface-muted object-cover"
        />
      ) : null}
      {post.locked ? (
        <PremiumPrompt />
      ) : (
        <div
          className={PROSE}
          // Sanitised by the server when saved (src/server/modules/seo/sanitize.ts).
          dangerouslySetInnerHTML={{ __html: post.content }}
        />
      )}
      {post.tags.length > 0 ? (
        <ul aria-label="Tags" className="flex flex-wrap gap-2">
          {post.tags.map((tag) => (
            <li
              key={tag}
              className="rounded-full border border-line px-3 py-1 text-sm text-ink-muted"
            >
              #{tag}
            </li>
          ))}
        </ul>
      ) : null}
      <PromoBlock />
      <Link
        to="/"
        className="inline-flex w-fit items-center gap-1 font-medium text-brand underline-offset-4 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Home
      </Link>
    </article>
  );
}

/**
 * /blog/:slug (spec 3 §2): the public post. Its title, description and structured data are the
 * document's while it is open (restored on leaving); a view is counted once per visitor per day.
 * A slug that moved is followed by `onMoved`.
 */
export function BlogPostPage({
  slug,
  preview,
  onMoved,
}: {
  slug: string;
  preview: string | null;
  onMoved: (slug: string) => void;
}) {
  const query = useQuery(publicBlogPostQuery(slug, preview));
  const post = query.data;
  const [views, setViews] = useState<number | null>(null);
  const movedTo = post && post.slug !== slug ? post.slug : null;

  useEffect(() => {
    if (movedTo) onMoved(movedTo);
  }, [movedTo, onMoved]);

  const countable = post && !post.preview && !movedTo ? post.slug : null;
  useEffect(() => {
    if (!countable) return;
    let live = true;
    countBlogView(countable)
      .then((result) => live && setViews(result.view_count))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [countable]);

  useDocumentSeo(
    post
      ? {
          title: `${post.meta_title || post.title} | Roamly Blog`,
          description: post.meta_description || post.excerpt,
          jsonLd: { '@context': 'https://schema.org', '@graph': post.json_ld },
          canonical: `/blog/${encodeURIComponent(post.slug)}`,
        }
      : null,
  );
  useBlogHeadExtras({ noindex: Boolean(post?.preview) });

  if (query.isPending) return <Spinner label="Loading the blog post…" />;
  if (query.error instanceof ApiError && query.error.status === 404) return <BlogNotFound />;
  if (!post) {
    return (
      <p role="alert" className="py-16 text-center text-danger">
        The blog post could not be loaded. Please try again.
      </p>
    );
  }
  return <Article post={post} views={views ?? post.view_count} />;
}
