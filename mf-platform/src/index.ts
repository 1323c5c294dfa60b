// What the shell, the shared packages and the remotes import from the platform at run time: the
// singleton guard and the remote-module contract. The bootstraps are imported by path
// ('mf-platform/src/parcel', 'mf-platform/src/standalone') so they reach only the remotes that use them.
export { warnIfLoadedTwice } from './singleton';
export type { AreaParcelLifecycles, AreaParcelProps, RemoteRoutesModule } from './contract';
export {
  NAV_LINKS,
  REMOTES,
  areaPathOf,
  type NavAudience,
  type RemoteEntry,
  type RemoteName,
  type SiteNavLink,
} from './registry';
