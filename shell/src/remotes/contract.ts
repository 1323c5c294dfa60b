// The remotes the shell knows and the two modules every remote exposes. The remotes are those of
// the registry (mf-platform/remotes.registry.json); no remote code is bundled into the shell, it
// arrives at run time through remotes.json.

/** A container name of the registry of remotes (the key in remotes.json). */
export type { RemoteName } from '@smunity/mf-platform';

/** './routes': route objects mounted in the shell's router (mode "federation"). */
export type { RemoteRoutesModule } from '@smunity/mf-platform';
/** './parcel': single-spa lifecycles rendering the area in the remote's own root (mode "parcel"). */
export type {
  AreaParcelLifecycles as RemoteParcelModule,
  AreaParcelProps as RemoteParcelProps,
} from '@smunity/mf-platform';
/** './header' of a remote whose registry entry has `header: true`: entries for the site header. */
export type { HeaderItem, RemoteHeaderModule } from '@smunity/mf-platform';
