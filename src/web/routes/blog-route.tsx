import { useCallback } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { BlogPostPage } from '../features/blog/blog-post-page.tsx';
import { PublicPage } from '../features/destination-pages/public-page.tsx';

/** /blog/:slug — the public post page, signed in or out (spec 3 §6). */
export function BlogRoute() {
  const { slug = '' } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const preview = search.get('preview');
  const onMoved = useCallback(
    (next: string) => void navigate(`/blog/${encodeURIComponent(next)}`, { replace: true }),
    [navigate],
  );
  return (
    <PublicPage label="Loading the blog post…">
      <BlogPostPage key={slug} slug={slug} preview={preview} onMoved={onMoved} />
    </PublicPage>
  );
}
