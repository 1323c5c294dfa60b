import { useEffect, type ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { preloadAreaOf } from '../remotes/areas';
import { prefetchAreaWhenIdle } from '../remotes/idlePrefetch';

/**
 * A nav link that starts loading its area's remote as soon as the visitor points at it or tabs to
 * it: the few hundred milliseconds before the click are enough to fetch the remote, so the click
 * shows the page instead of the loading state (docs/benchmarks.md, "Preload on intent"). Without
 * hover (a phone, a script) the area is loaded anyway once the browser is idle (idlePrefetch.ts).
 */
export function AreaNavLink({ to, children }: { to: string; children: ReactNode }) {
  const preload = () => preloadAreaOf(to);
  useEffect(() => prefetchAreaWhenIdle(to), [to]);
  return (
    <NavLink to={to} className="shell-header__link" onPointerEnter={preload} onFocus={preload}>
      {children}
    </NavLink>
  );
}
