import { Eye } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router';
import {
  BLOG_EDIT_CATEGORIES,
  BLOG_EDIT_REQUIRED,
  readingTimeFromContent,
  type TBlogPost,
  type TBlogUpdateBody,
} from '../../../contract/blog.ts';
import { toast } from '../../app/toasts/toast-store.ts';
import { ApiError, errorMessage } from '../../lib/api.ts';
import { Button, buttonVariants } from '../../ui/button.tsx';
import { fromLocalInput, longUsDate, toLocalInput } from './blog-format.ts';
import { BlogPageHeader } from './blog-page-header.tsx';
import { BlogPostForm, type BlogFormValues } from './blog-post-form.tsx';
import { blogEditPath } from './blog-post-list.tsx';
import { BlogStatusBadge } from './blog-status-badge.tsx';
import { noPreviewToast } from './blog-create-page.tsx';
import { MissedScheduleAlert } from './missed-schedule-alert.tsx';
import { useBlogPost, usePreviewLink, useUpdateBlogPost } from './queries.ts';

export const UPDATE_FAILED = 'Failed to update blog post';

export function formValuesOf(post: TBlogPost): BlogFormValues {
  return {
    title: post.title,
    excerpt: post.excerpt,
    content: post.content,
    category: post.category,
    tags: post.tags.join(', '),
    featuredImage: post.featured_image ?? '',
    // A scheduled post is "published at a future time" in the form.
    status: post.status === 'scheduled' ? 'published' : post.status,
    publishAt: toLocalInput(post.publish_at),
    readingTime: String(post.reading_time),
    isPremium: post.is_premium,
    metaTitle: post.meta_title,
    metaDescription: post.meta_description,
    keywords: post.keywords,
    ogImage: post.og_image ?? '',
    schemaMarkup: post.schema_markup ?? '',
  };
}

/** Spec 3 §7: the editor's snake_case body (the server regenerates slug and reading time). */
export function updateBody(values: BlogFormValues, post: TBlogPost): TBlogUpdateBody {
  return {
    title: values.title.trim(),
    slug: post.slug,
    excerpt: values.excerpt.trim(),
    content: values.content,
    meta_title: values.metaTitle.trim(),
    meta_description: values.metaDescription.trim(),
    keywords: values.keywords.trim(),
    schema_markup: values.schemaMarkup.trim() || null,
    og_image: values.ogImage.trim() || null,
    category: values.category,
    tags: values.tags,
    status: values.status,
    featured_image: values.featuredImage.trim() || null,
    reading_time: readingTimeFromContent(values.content),
    author_id: post.author_id,
    is_premium: values.isPremium,
    publish_at: fromLocalInput(values.publishAt),
  } as TBlogUpdateBody;
}

function NotFound() {
  return (
    <div className="mx-auto grid max-w-xl justify-items-start gap-4 rounded-2xl bg-surface p-6">
      <p role="alert" className="text-lg font-semibold text-ink">
        Blog post not found.
      </p>
      <Link to="/admin" className={buttonVariants({ variant: 'outline' })}>
        Back to Admin
      </Link>
    </div>
  );
}

/**
 * /admin/seo/blog/edit/:slug (spec 3 §2): loading text, 'Blog post not found.' with Back to
 * Admin, the post's created date, views and reading time, and the form. Preview opens a signed
 * link (drafts included) in a new tab.
 */
export function BlogEditPage() {
  const { slug = '' } = useParams();
  const post = useBlogPost(slug);
  const update = useUpdateBlogPost();
  const preview = usePreviewLink();
  const navigate = useNavigate();

  if (post.isPending) return <p className="p-6 text-ink-muted">Loading blog post...</p>;
  if (post.error instanceof ApiError && post.error.status === 404) return <NotFound />;
  if (!post.data) {
    return (
      <p role="alert" className="p-6 text-danger">
        {errorMessage(post.error, 'The blog post could not be loaded.')}
      </p>
    );
  }
  const current = post.data;

  const openPreview = () => {
    if (!current.slug) {
      noPreviewToast();
      return;
    }
    // Opened now (a click), pointed at the signed link when it arrives: no pop-up blocker.
    const tab = window.open('about:blank', '_blank');
    preview.mutate(current.id, {
      onSuccess: ({ url }) => {
        if (tab) {
          tab.opener = null;
          tab.location.href = url;
        } else window.location.assign(url);
      },
      onError: (error) => {
        tab?.close();
        toast({
          title: 'No Preview Available',
          description: errorMessage(error, 'Please save the blog post first to enable preview.'),
          variant: 'destructive',
        });
      },
    });
  };

  const submit = (values: BlogFormValues) =>
    update.mutate(
      { params: { id: current.id }, body: updateBody(values, current) },
      {
        onSuccess: (saved) => {
          toast({ title: 'Blog Post Updated', description: saved.title, variant: 'success' });
          if (saved.slug !== current.slug)
            void navigate(blogEditPath(saved.slug), { replace: true });
          else void post.refetch();
        },
        onError: (error) =>
          toast({
            title: 'Update Failed',
            description: errorMessage(error, UPDATE_FAILED),
            variant: 'destructive',
          }),
      },
    );

  return (
    <div className="mx-auto max-w-4xl">
      <BlogPageHeader title="Edit Blog Post">
        <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-ink-muted">
          <BlogStatusBadge status={current.status} missed={current.schedule_missed} />
          <span>Created {longUsDate(current.created_at)}</span>
          <span>
            {current.view_count} {current.view_count === 1 ? 'view' : 'views'}
          </span>
          <span>{current.reading_time} min read</span>
        </p>
      </BlogPageHeader>
      {current.schedule_missed ? (
        <div className="mb-5">
          <MissedScheduleAlert count={1} />
        </div>
      ) : null}
      <BlogPostForm
        key={`${current.id}:${current.updated_at}`}
        mode="edit"
        initial={formValuesOf(current)}
        categories={BLOG_EDIT_CATEGORIES}
        saving={update.isPending}
        submitLabel="Save Changes"
        requiredMessage={BLOG_EDIT_REQUIRED}
        readingTimeNote={`Reading time is worked out from the words when you save (${current.reading_time} min now).`}
        onSubmit={submit}
        extraActions={
          <Button variant="outline" onClick={openPreview} disabled={preview.isPending}>
            <Eye aria-hidden="true" className="size-4" />
            Preview
          </Button>
        }
      />
    </div>
  );
}
