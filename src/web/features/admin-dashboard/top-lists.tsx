import { Heart, MessageCircle } from 'lucide-react';
import { Link } from 'react-router';
import type { TAdminDashboard } from '../../../contract/admin-dashboard.ts';
import { Card, CardHeader } from '../../ui/card.tsx';
import { formatCount } from './format.ts';

type Analytics = TAdminDashboard['analytics'];

function Empty({ children }: { children: string }) {
  return (
    <p className="rounded-xl bg-surface-muted px-4 py-6 text-center text-sm text-ink-muted">
      {children}
    </p>
  );
}

/** Destinations with the most public posts over the last 30 days. */
export function TopDestinations({ items }: { items: Analytics['topDestinations'] }) {
  return (
    <Card>
      <CardHeader title="Top destinations" description="Public posts, last 30 days" />
      {items.length === 0 ? (
        <Empty>No public post named a destination in the last 30 days.</Empty>
      ) : (
        <ol className="divide-y divide-line">
          {items.map((item, i) => (
            <li key={item.code} className="flex items-center gap-3 py-2.5 text-sm">
              <span className="w-5 text-right font-semibold text-ink-muted">{i + 1}</span>
              <Link
                to={`/destination/${encodeURIComponent(item.slug)}/excursions`}
                className="min-w-0 flex-1 truncate font-medium text-ink hover:underline"
              >
                {item.name}
              </Link>
              <span className="text-ink-muted">
                {formatCount(item.posts)} {item.posts === 1 ? 'post' : 'posts'}
              </span>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}

/** The week's public posts with the most likes and comments. */
export function TopPosts({ items }: { items: Analytics['topPosts'] }) {
  return (
    <Card>
      <CardHeader title="Top posts" description="Public posts, last 7 days" />
      {items.length === 0 ? (
        <Empty>No public posts in the last 7 days.</Empty>
      ) : (
        <ol className="divide-y divide-line">
          {items.map((post) => (
            <li key={post.id} className="flex items-center gap-3 py-2.5">
              {post.imageUrl ? (
                <img
                  src={post.imageUrl}
                  alt=""
                  loading="lazy"
                  className="size-12 shrink-0 rounded-lg bg-surface-muted object-cover"
                />
              ) : null}
              <div className="min-w-0 flex-1">
                <Link
                  to={`/posts/${post.id}`}
                  className="line-clamp-2 text-sm font-medium text-ink hover:underline"
                >
                  {post.excerpt || 'Untitled post'}
                </Link>
                <p className="mt-0.5 flex flex-wrap items-center gap-x-3 text-xs text-ink-muted">
                  <Link to={`/profile/${post.author.id}`} className="hover:underline">
                    {post.author.name}
                  </Link>
                  <span className="inline-flex items-center gap-1">
                    <Heart aria-hidden="true" className="size-3" />
                    {formatCount(post.likes)}
                    <span className="sr-only">{post.likes === 1 ? 'like' : 'likes'}</span>
                  </span>
                  <span className="inline-flex items-center gap-1">
                    <MessageCircle aria-hidden="true" className="size-3" />
                    {formatCount(post.comments)}
                    <span className="sr-only">{post.comments === 1 ? 'comment' : 'comments'}</span>
                  </span>
                </p>
              </div>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
