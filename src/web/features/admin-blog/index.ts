/** The blog screens of the SEO area (issue 24 §4); mounted by the admin SEO router. */
export { BlogPostList, BLOG_CREATE_PATH, blogEditPath } from './blog-post-list.tsx';
export { BlogCreatePage } from './blog-create-page.tsx';
export { BlogEditPage } from './blog-edit-page.tsx';
