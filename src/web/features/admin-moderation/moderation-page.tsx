import { useRoutes } from 'react-router';
import { CasePage } from './case-page.tsx';
import { QueuePage } from './queue-page.tsx';

/** /admin/moderation (the queue) and /admin/moderation/:caseId (one case). */
export function ModerationPage() {
  return useRoutes([
    { index: true, element: <QueuePage /> },
    { path: ':caseId', element: <CasePage /> },
  ]);
}
