import { PublicLayout } from '../app/public-layout.tsx';
import { TestLoginPage } from '../features/test-login/test-login-page.tsx';

/** /test-login: demo access for operators (spec 3 §2). */
export function TestLoginRoute() {
  return (
    <PublicLayout>
      <TestLoginPage />
    </PublicLayout>
  );
}
