import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation, type Location } from 'react-router-dom';
import { LOGIN_PATH, MYPAGE_PATH } from './routes';
import { useSession } from './session/useSession';

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

/** What RequireAuth leaves in the login's history entry: the page to come back to. */
interface ReturnState {
  from: string;
}

/** The page a visitor was sent to the login from, if it is a path on this site. */
function returnPathOf(state: unknown): string | undefined {
  const from = (state as Partial<ReturnState> | null)?.from;
  return typeof from === 'string' && /^\/(?![/\\])/.test(from) ? from : undefined;
}

function pathOf({ pathname, search, hash }: Location): string {
  return `${pathname}${search}${hash}`;
}

/**
 * Pages for members only; visitors go to the login, and after logging in come back here
 * (RequireGuest reads where from the login's history entry).
 */
export function RequireAuth({ children }: GuardProps): ReactNode {
  const { isLoggedIn } = useSession();
  const location = useLocation();
  if (!isLoggedIn) {
    const state: ReturnState = { from: pathOf(location) };
    return <Navigate to={LOGIN_PATH} replace state={state} />;
  }
  return renderProtected(children);
}

/**
 * Pages for visitors only (login, sign-up, password reset); members go to the page that sent
 * them to the login, else to their page.
 */
export function RequireGuest({ children }: GuardProps): ReactNode {
  const { isLoggedIn } = useSession();
  const location = useLocation();
  if (isLoggedIn) return <Navigate to={returnPathOf(location.state) ?? MYPAGE_PATH} replace />;
  return renderProtected(children);
}

/** Pages for admins only; members and visitors go to `redirectTo`. */
export function RequireAdmin({ children, redirectTo }: RequireAdminProps): ReactNode {
  const { isAdmin } = useSession();
  if (!isAdmin) return <Navigate to={redirectTo} replace />;
  return renderProtected(children);
}
