import { useRoutes } from 'react-router';
import { MemberPage } from './member-page.tsx';
import { MembersPage } from './members-page.tsx';

/** /admin/users (the search) and /admin/users/:userId (a member page). */
export function AdminUsersScreen() {
  return useRoutes([
    { index: true, element: <MembersPage /> },
    { path: ':userId', element: <MemberPage /> },
  ]);
}
