// Route access rules of product-spec §2.
import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useSession } from '@/auth/session-instance';
import { FullPageSpinner } from '@/components/states';
import { paths, type FromState } from '@/lib/paths';

/** Protected pages: unauthenticated users go to /login, which brings them back here afterwards. */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'loading') return <FullPageSpinner />;
  if (session.status === 'unauthenticated') {
    // After an explicit logout the page that user was on is not handed to whoever signs in next.
    if (session.reason === 'logout') return <Navigate to={paths.login} replace />;
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={paths.login} replace state={{ from } satisfies FromState} />;
  }
  // Until its address is verified an account can do nothing here (the server answers 403 email_not_verified):
  // the way on is verifying it.
  if (!session.user.email_verified) return <Navigate to={`${paths.verifyEmail}?${new URLSearchParams({ email: session.user.email })}`} replace />;
  return children ?? <Outlet />;
}

/** /admin: admins only; other users go to the dashboard. */
export function RequireAdmin({ children }: { children?: ReactNode }) {
  const session = useSession();
  if (session.status === 'authenticated' && !session.user.is_admin) return <Navigate to={paths.dashboard} replace />;
  return children ?? <Outlet />;
}

/**
 * Login, register, forgot and reset password: an authenticated user goes to the dashboard. One whose address is
 * not verified may still use them (log in as someone else, register again after a mistyped address).
 */
export function PublicOnly({ children }: { children?: ReactNode }) {
  const session = useSession();
  if (session.status === 'loading') return <FullPageSpinner />;
  if (session.status === 'authenticated' && session.user.email_verified) return <Navigate to={paths.dashboard} replace />;
  return children ?? <Outlet />;
}
