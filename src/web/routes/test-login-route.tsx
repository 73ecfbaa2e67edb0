import { PublicLayout } from '../app/public-layout.tsx';
import { TestLoginPage } from '../features/test-login/test-login-page.tsx';
import { PageTitle } from '../components/page-title.tsx';

/** /test-login: demo access for operators (spec 3 §2). */
export function TestLoginRoute() {
  return (
    <PublicLayout>
      <PageTitle title="Demo access" />
      <TestLoginPage />
    </PublicLayout>
  );
}
