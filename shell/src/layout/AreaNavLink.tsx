import { useEffect, type ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { preloadAreaOf } from '../remotes/areas';
import { prefetchAreaWhenIdle } from '../remotes/idlePrefetch';

/**
 * A nav link that starts loading its area's remote as soon as the visitor points at it, tabs to it
 * or touches it: the moments before the click are enough to run the remote (and fetch it, if the
 * idle prefetch has not), so the click shows the page instead of the loading state
 * (docs/benchmarks.md, "Preload on intent"). Once the browser is idle the area's files are
 * downloaded anyway, without running them (idlePrefetch.ts, docs/adr/0057): a tap, whose
 * pointerdown comes just before its click, finds them at hand. Being in view says nothing here:
 * the header's links are in view on every page.
 */
export function AreaNavLink({ to, children }: { to: string; children: ReactNode }) {
  const preload = () => preloadAreaOf(to);
  useEffect(() => prefetchAreaWhenIdle(to), [to]);
  return (
    <NavLink
      to={to}
      className="shell-header__link"
      onPointerEnter={preload}
      onPointerDown={preload}
      onFocus={preload}
    >
      {children}
    </NavLink>
  );
}
