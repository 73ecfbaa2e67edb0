import { PublicLayout } from '../app/public-layout.tsx';
import { PageTitle } from '../components/page-title.tsx';
import { VerifyEmailPage } from '../features/account/verify-email-page.tsx';

/** /verify-email: open signed in or not (the link may be opened on any device). */
export function VerifyEmailRoute() {
  return (
    <PublicLayout>
      <PageTitle title="Confirm your e-mail" />
      <VerifyEmailPage />
    </PublicLayout>
  );
}
