import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { Spinner } from '../../ui/spinner.tsx';
import { useUser } from '../lib/use-user.ts';

/** A spinner while the user loads, /auth when signed out, else the page. */
export function ProtectedRoute({ children }: { children: ReactNode }) {
  const { data: user, isLoading } = useUser();
  const location = useLocation();
  if (isLoading) return <Spinner />;
  if (!user) return <Navigate to="/auth" replace state={{ from: location.pathname + location.search }} />;
  return <>{children}</>;
}
