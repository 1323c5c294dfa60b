import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { LOGIN_PATH, MYPAGE_PATH } from './routes';
import { useSession } from './session/use-session';

export interface GuardProps {
  /** What the guard protects; without children it renders the nested routes (`<Outlet/>`). */
  children?: ReactNode;
}

export interface RequireAdminProps extends GuardProps {
  /** Where anyone who is not an admin is sent (e.g. '/qna/questions'). */
  redirectTo: string;
}

function renderProtected(children: ReactNode): ReactNode {
  return children === undefined ? <Outlet /> : children;
}

/** Pages for members only; visitors go to the login. */
export function RequireAuth({ children }: GuardProps): ReactNode {
  const { isLoggedIn } = useSession();
  if (!isLoggedIn) return <Navigate to={LOGIN_PATH} replace />;
  return renderProtected(children);
}

/** Pages for visitors only (login, sign-up, password reset); members go to their page. */
export function RequireGuest({ children }: GuardProps): ReactNode {
  const { isLoggedIn } = useSession();
  if (isLoggedIn) return <Navigate to={MYPAGE_PATH} replace />;
  return renderProtected(children);
}

/** Pages for admins only; members and visitors go to `redirectTo`. */
export function RequireAdmin({ children, redirectTo }: RequireAdminProps): ReactNode {
  const { isAdmin } = useSession();
  if (!isAdmin) return <Navigate to={redirectTo} replace />;
  return renderProtected(children);
}
