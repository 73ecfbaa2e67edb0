import { Route, Routes } from 'react-router';
import { MemberPage } from './member-page.tsx';
import { MembersPage } from './members-page.tsx';

/** /admin/users (the search) and /admin/users/:userId (a member page). */
export function AdminUsersScreen() {
  return (
    <Routes>
      <Route index element={<MembersPage />} />
      <Route path=":userId" element={<MemberPage />} />
    </Routes>
  );
}
