import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useAuth } from '../features/auth/user-query.ts';
import { Spinner } from '../ui/spinner.tsx';

/** Signed-in-only screens: visitors go to /signin (the server enforces the same on the API). */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { isLoading, isAuthenticated } = useAuth();
  const location = useLocation();
  if (isLoading) return <Spinner page label="Checking your sign-in…" />;
  if (!isAuthenticated) {
    return <Navigate to="/signin" replace state={{ from: location.pathname + location.search }} />;
  }
  return children;
}
