// What the shell, the shared packages and the remotes import from the platform at run time: the
// singleton guard and the remote-module contract. The bootstraps are imported by path
// ('mf-platform/src/parcel', 'mf-platform/src/standalone') so they reach only the remotes that use them.
export { warnIfLoadedTwice } from './singleton';
export { routesUnder } from './routesUnder';
export { FIRST_VIEW, firstViewFetching, type FirstViewHandle } from './firstViewHandle';
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
