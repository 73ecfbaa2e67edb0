import { Navigate } from 'react-router';
import { PublicLayout } from '../app/public-layout.tsx';
import { useAuth } from '../features/auth/user-query.ts';
import { useReturnPath } from '../features/auth/return-path.ts';
import { SignInPage } from '../features/auth/sign-in-page.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { PageTitle } from '../components/page-title.tsx';

/** /signin; members who are already signed in go home. */
export function SignInRoute() {
  const { isLoading, isAuthenticated } = useAuth();
  const returnPath = useReturnPath();
  if (isLoading) return <Spinner page />;
  if (isAuthenticated) return <Navigate to={returnPath} replace />;
  return (
    <PublicLayout>
      <PageTitle title="Sign in" />
      <SignInPage />
    </PublicLayout>
  );
}
