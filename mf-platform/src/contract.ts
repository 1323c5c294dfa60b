// The modules every remote exposes, as the shell loads them (mf-platform/build/webpack.js exposes
// them, tools/contracts/check-contracts.js checks the built manifests). Types only.
import type { RouteObject } from 'react-router-dom';
import type { LifeCycles } from 'single-spa';

/**
 * './routes' (mode "federation"). The shell mounts the route objects under the remote's area with
 * useRoutes, inside its own router, so their paths are relative ('login', 'questions/:id') and
 * they render no Router of their own. The apps route in declarative mode (docs/adr/0061):
 * loaders, actions and errorElement do not run: fetch in components.
 */
export interface RemoteRoutesModule {
  routes: RouteObject[];
}

/** What the shell passes to a remote's './parcel' (the extra props of single-spa-react's <Parcel>). */
export interface AreaParcelProps {
  /** The area crashed while rendering: the shell shows its fallback with a retry. */
  onRenderError: (error: Error) => void;
}

/** './parcel' (mode "parcel"): single-spa lifecycles rendering the area in the remote's own root. */
export type AreaParcelLifecycles = Required<LifeCycles<AreaParcelProps>>;

/** One entry a remote adds to the site header. Plain data, so it works in either mount mode. */
export interface HeaderItem {
  /** Unique among the remote's items. */
  id: string;
  label: string;
  /** An absolute path of the site. */
  to: string;
  /** Shown beside the label when above 0 (e.g. unread notifications). */
  count?: number;
  /** What the count means, for screen readers: '읽지 않은 알림 3개'. */
  countLabel?: string;
}

/**
 * './header' of a remote whose registry entry has `header: true`. The shell loads it for a
 * signed-in member once the page is idle, subscribes while the member stays signed in, and shows
 * nothing from it when the remote cannot be loaded.
 */
export interface RemoteHeaderModule {
  /** Calls `listener` with the current items, then on every change; returns the unsubscribe. */
  subscribeHeaderItems(listener: (items: HeaderItem[]) => void): () => void;
}
