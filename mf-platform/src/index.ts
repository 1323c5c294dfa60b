// What the shell, the shared packages and the remotes import from the platform at run time: the
// singleton guard, the remote-module contract and the route an area is mounted at. The
// bootstraps are imported by path ('mf-platform/src/parcel', 'mf-platform/src/standalone') so
// they reach only the remotes that use them; so is a route's first-view handle
// ('mf-platform/src/firstViewHandle', docs/adr/0041): a remote's routes chunk then carries that
// one object, not the registry.
export { warnIfLoadedTwice } from './singleton';
export { routesUnder } from './routesUnder';
export { AreaRoutes, areaRoute } from './areaRoute';
export type {
  AreaParcelLifecycles,
  AreaParcelProps,
  HeaderItem,
  RemoteHeaderModule,
  RemoteRoutesModule,
} from './contract';
export {
  HEADER_REMOTES,
  NAV_LINKS,
  REMOTES,
  SITE_MOUNTS,
  aliasesOfArea,
  areaPathOf,
  type NavAudience,
  type RemoteAlias,
  type RemoteEntry,
  type RemoteName,
  type SiteMount,
  type SiteNavLink,
} from './registry';
