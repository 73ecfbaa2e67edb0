import { PublicLayout } from '../app/public-layout.tsx';
import { PageTitle } from '../components/page-title.tsx';
import { ForgotPasswordPage } from '../features/account/forgot-password-page.tsx';

/** /forgot-password: open signed in or not (the link may be opened on any device). */
export function ForgotPasswordRoute() {
  return (
    <PublicLayout>
      <PageTitle title="Forgot password" />
      <ForgotPasswordPage />
    </PublicLayout>
  );
}
