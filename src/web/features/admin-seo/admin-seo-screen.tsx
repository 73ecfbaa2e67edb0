import { useRoutes } from 'react-router';
import { HotelPageCreator } from './hotel-page-creator.tsx';
import { SeoEditorPage } from './seo-editor-page.tsx';
import { SeoManagementPage } from './seo-management-page.tsx';

/**
 * /admin/seo/* (spec 3 §2): the management page, the editor and the hotel page creator. The
 * blog's screens (/admin/seo/blog/…) are added beside these when the blog lands.
 */
export function AdminSeoScreen() {
  return useRoutes([
    { index: true, element: <SeoManagementPage /> },
    { path: 'editor', element: <SeoEditorPage /> },
    { path: 'create-hotel-page', element: <HotelPageCreator /> },
  ]);
}
