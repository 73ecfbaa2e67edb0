import { useRoutes } from 'react-router';
import { BlogCreatePage, BlogEditPage } from '../admin-blog/index.ts';
import { HotelPageCreator } from './hotel-page-creator.tsx';
import { SeoEditorPage } from './seo-editor-page.tsx';
import { SeoManagementPage } from './seo-management-page.tsx';

/**
 * /admin/seo/* (spec 3 §2): the management page, the editor, the hotel page creator and the
 * blog's creator and editor.
 */
export function AdminSeoScreen() {
  return useRoutes([
    { index: true, element: <SeoManagementPage /> },
    { path: 'editor', element: <SeoEditorPage /> },
    { path: 'create-hotel-page', element: <HotelPageCreator /> },
    { path: 'blog/create', element: <BlogCreatePage /> },
    { path: 'blog/edit/:slug', element: <BlogEditPage /> },
  ]);
}
