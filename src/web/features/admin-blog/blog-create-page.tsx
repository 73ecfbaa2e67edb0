import { Eye } from 'lucide-react';
import { useNavigate } from 'react-router';
import {
  BLOG_CREATE_CATEGORIES,
  BLOG_CREATE_REQUIRED,
  type TBlogCreateBody,
} from '../../../contract/blog.ts';
import { toast } from '../../app/toasts/toast-store.ts';
import { errorMessage } from '../../lib/api.ts';
import { Button } from '../../ui/button.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { useAuth } from '../auth/user-query.ts';
import { fromLocalInput } from './blog-format.ts';
import { BlogPageHeader } from './blog-page-header.tsx';
import { BlogPostForm, EMPTY_BLOG_FORM, type BlogFormValues } from './blog-post-form.tsx';
import { blogEditPath } from './blog-post-list.tsx';
import { useCreateBlogPost } from './queries.ts';

export const LOGIN_REQUIRED = 'Please log in to access the blog creator.';
export const CREATION_FAILED = 'Failed to create blog post. Please try again.';

/** Spec 3 §3: the create form's camelCase body. */
export function createBody(values: BlogFormValues, authorId: string | undefined): TBlogCreateBody {
  return {
    title: values.title.trim(),
    excerpt: values.excerpt.trim(),
    content: values.content,
    metaTitle: values.metaTitle.trim() || values.title.trim(),
    metaDescription: values.metaDescription.trim(),
    keywords: values.keywords.trim(),
    schemaMarkup: values.schemaMarkup.trim() || null,
    ogImage: values.ogImage.trim() || null,
    category: values.category,
    tags: values.tags,
    status: values.status,
    featuredImage: values.featuredImage.trim() || null,
    readingTime: values.readingTime,
    authorId: authorId ?? null,
    isPremium: values.isPremium,
    publishAt: fromLocalInput(values.publishAt),
  } as TBlogCreateBody;
}

/** Spec 3 §8: preview needs a saved post (a slug the public page knows). */
export function noPreviewToast() {
  toast({
    title: 'No Preview Available',
    description: 'Please save the blog post first to enable preview.',
    variant: 'destructive',
  });
}

/**
 * /admin/seo/blog/create (spec 3 §2): the five sections; on success the editor of the new post
 * opens (its preview works from there).
 */
export function BlogCreatePage() {
  const { user, isLoading } = useAuth();
  const create = useCreateBlogPost();
  const navigate = useNavigate();
  if (isLoading) return <Spinner label="Loading…" />;
  if (!user) {
    return (
      <p role="alert" className="rounded-xl bg-surface p-6 text-ink">
        {LOGIN_REQUIRED}
      </p>
    );
  }
  const submit = (values: BlogFormValues) =>
    create.mutate(createBody(values, user.id), {
      onSuccess: (post) => {
        toast({ title: 'Blog Post Created', description: post.title, variant: 'success' });
        void navigate(blogEditPath(post.slug));
      },
      onError: (error) =>
        toast({
          title: 'Creation Failed',
          description: errorMessage(error, CREATION_FAILED),
          variant: 'destructive',
        }),
    });
  return (
    <div className="mx-auto max-w-4xl">
      <BlogPageHeader title="Create Blog Post" />
      <BlogPostForm
        mode="create"
        initial={EMPTY_BLOG_FORM}
        categories={BLOG_CREATE_CATEGORIES}
        saving={create.isPending}
        submitLabel="Create Blog Post"
        requiredMessage={BLOG_CREATE_REQUIRED}
        onSubmit={submit}
        extraActions={
          <Button variant="outline" onClick={noPreviewToast}>
            <Eye aria-hidden="true" className="size-4" />
            Preview
          </Button>
        }
      />
    </div>
  );
}
