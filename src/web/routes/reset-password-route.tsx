import { PublicLayout } from '../app/public-layout.tsx';
import { PageTitle } from '../components/page-title.tsx';
import { ResetPasswordPage } from '../features/account/reset-password-page.tsx';

/** /reset-password: open signed in or not (the link may be opened on any device). */
export function ResetPasswordRoute() {
  return (
    <PublicLayout>
      <PageTitle title="Choose a new password" />
      <ResetPasswordPage />
    </PublicLayout>
  );
}
