import { Navigate, Outlet, useLocation } from 'react-router';
import { PageSkeleton } from '../ui/page-skeleton';
import { loginPathFor, type LoginRedirectState } from '../shared/return-url';
import { hasAnyRole, type Role } from '../shared/session';
import { useSession } from '../shared/session-context';

/** Login required: a guest goes to /login, which remembers where she was going. */
export function RequireAuth() {
  return <Guard roles={null} />;
}

/** One of `roles` required: a guest goes to /login, a signed-in user without the role to /. */
export function RequireRole({ roles }: { roles: readonly Role[] }) {
  return <Guard roles={roles} />;
}

function Guard({ roles }: { roles: readonly Role[] | null }) {
  const state = useSession();
  const location = useLocation();
  if (state.status === 'checking') return <PageSkeleton />;
  if (state.status === 'unauthenticated') {
    const redirectState: LoginRedirectState = {
      from: { pathname: location.pathname, search: location.search, hash: location.hash },
    };
    return <Navigate to={loginPathFor(location)} state={redirectState} replace />;
  }
  if (roles && !hasAnyRole(state.session, roles)) return <Navigate to="/" replace />;
  return <Outlet />;
}
