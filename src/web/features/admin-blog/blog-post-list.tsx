import { Clock, ExternalLink, Eye, Plus } from 'lucide-react';
import { Link } from 'react-router';
import type { TBlogPostSummary } from '../../../contract/blog.ts';
import { buttonVariants } from '../../ui/button.tsx';
import { Card, CardHeader } from '../../ui/card.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { Badge } from '../../ui/badge.tsx';
import { categoryLabel, longUsDate } from './blog-format.ts';
import { BlogStatusBadge } from './blog-status-badge.tsx';
import { MissedScheduleAlert } from './missed-schedule-alert.tsx';
import { useBlogPosts } from './queries.ts';

export const blogEditPath = (slug: string) => `/admin/seo/blog/edit/${encodeURIComponent(slug)}`;
export const BLOG_CREATE_PATH = '/admin/seo/blog/create';

function BlogPostRow({ post }: { post: TBlogPostSummary }) {
  return (
    <li className="relative flex gap-3 border-t border-line py-4 first:border-t-0">
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <Link
            to={blogEditPath(post.slug)}
            className="font-semibold text-ink underline-offset-4 hover:underline focus-visible:underline"
          >
            {post.title}
          </Link>
          <BlogStatusBadge status={post.status} missed={post.schedule_missed} />
          {post.is_premium ? <Badge tone="accent">Premium</Badge> : null}
        </div>
        {post.excerpt ? (
          <p className="mt-1 line-clamp-2 text-sm text-ink-muted">{post.excerpt}</p>
        ) : null}
        <p className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-ink-muted">
          <span>Created {longUsDate(post.created_at)}</span>
          {post.status === 'scheduled' && post.publish_at ? (
            <span>Publishes {new Date(post.publish_at).toLocaleString('en-US')}</span>
          ) : null}
          <span className="inline-flex items-center gap-1">
            <Clock aria-hidden="true" className="size-3.5" />
            {post.reading_time} min read
          </span>
          <span className="inline-flex items-center gap-1">
            <Eye aria-hidden="true" className="size-3.5" />
            {post.view_count} {post.view_count === 1 ? 'view' : 'views'}
          </span>
          <span>{categoryLabel(post.category)}</span>
        </p>
      </div>
      <a
        href={`/blog/${encodeURIComponent(post.slug)}`}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`Open “${post.title}” in a new tab`}
        title="Open in a new tab"
        className="grid size-10 shrink-0 place-items-center rounded-full text-ink-muted hover:bg-surface-muted hover:text-ink"
      >
        <ExternalLink aria-hidden="true" className="size-4" />
      </a>
    </li>
  );
}

/**
 * The blog part of /admin/seo (spec 3 §2): every post with its status badge, excerpt, created
 * date, reading time, views and category; the title opens the editor, the icon the public page.
 */
export function BlogPostList({ showCreate = true }: { showCreate?: boolean }) {
  const { data, isPending, isError } = useBlogPosts();
  return (
    <Card aria-labelledby="blog-posts-heading">
      <CardHeader
        id="blog-posts-heading"
        title="Blog posts"
        description={
          data ? `${data.posts.length} ${data.posts.length === 1 ? 'post' : 'posts'}` : undefined
        }
        action={
          showCreate ? (
            <Link to={BLOG_CREATE_PATH} className={buttonVariants({ size: 'sm' })}>
              <Plus aria-hidden="true" className="size-4" />
              Create Blog Post
            </Link>
          ) : undefined
        }
      />
      {isPending ? <Spinner label="Loading blog posts…" /> : null}
      {isError ? (
        <p role="alert" className="text-sm text-danger">
          The blog posts could not be loaded.
        </p>
      ) : null}
      {data ? (
        <div className="grid gap-3">
          <MissedScheduleAlert count={data.missedSchedules} />
          {data.posts.length === 0 ? (
            <p className="text-sm text-ink-muted">No blog posts yet.</p>
          ) : (
            <ul>
              {data.posts.map((post) => (
                <BlogPostRow key={post.id} post={post} />
              ))}
            </ul>
          )}
        </div>
      ) : null}
    </Card>
  );
}
