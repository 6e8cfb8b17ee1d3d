import type { Role } from '@gharseva/domain';
import { useMemo } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageSpinner } from '../../components/ui/spinner';
import { dashboardPath, loginPath, paths } from '../../config/paths';
import { useSession } from '../../lib/session/session-context';

/**
 * Admits only the given role (SPEC.md section 6). While the session check
 * runs it shows a spinner, so no page flashes. Signed out: the role's login
 * page. Signed in with another role: /unauthorized, or the role's login page
 * where SPEC.md says so (the admin dashboard).
 */
export function RequireRole({
  role,
  wrongRoleTo = paths.unauthorized,
}: {
  role: Role;
  wrongRoleTo?: string;
}) {
  const session = useSession();
  const { pathname } = useLocation();
  // <Navigate> navigates again whenever its state is a new object: keep the same one.
  const from = useMemo(() => ({ from: pathname }), [pathname]);
  if (session.isLoading) return <PageSpinner className="min-h-dvh" />;
  if (session.role === null) {
    return <Navigate to={loginPath(role)} replace state={from} />;
  }
  if (session.role !== role) return <Navigate to={wrongRoleTo} replace />;
  return <Outlet />;
}

/** Sign-in pages of a role send a visitor already signed in with that role to its dashboard. */
export function RedirectIfSignedIn({ role }: { role: Role }) {
  const session = useSession();
  if (session.isLoading) return <PageSpinner />;
  if (session.role === role) return <Navigate to={dashboardPath(role)} replace />;
  return <Outlet />;
}
