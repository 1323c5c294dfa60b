import { HEADER_REMOTES } from '@smunity/mf-platform';
import type { HeaderItem, RemoteHeaderModule, RemoteName } from './contract';

/** Loads a remote's './header'; the federation runtime comes with it (docs/adr/0028). */
export type LoadHeaderModule = (name: RemoteName) => Promise<RemoteHeaderModule>;

const loadFromFederation: LoadHeaderModule = async (name) =>
  (await import('./federation')).loadRemoteHeader(name);

/**
 * The entries the remotes add to the site header (docs/adr/0034), in the registry's order, given
 * to `listener` whenever one of them changes. A remote that cannot be loaded adds nothing: the
 * header then simply lacks its entry. Returns the unsubscribe.
 */
export function subscribeRemoteHeaderItems(
  listener: (items: HeaderItem[]) => void,
  load: LoadHeaderModule = loadFromFederation,
  remotes: readonly RemoteName[] = HEADER_REMOTES,
): () => void {
  const itemsByRemote = new Map<RemoteName, HeaderItem[]>();
  const unsubscribers: Array<() => void> = [];
  let active = true;
  const publish = () => listener(remotes.flatMap((remote) => itemsByRemote.get(remote) ?? []));

  for (const remote of remotes) {
    load(remote).then(
      (headerModule) => {
        if (!active) return;
        unsubscribers.push(
          headerModule.subscribeHeaderItems((items) => {
            itemsByRemote.set(remote, items);
            if (active) publish();
          }),
        );
      },
      () => {
        // The remote is down or broken: its area says so when visited; the header stays quiet.
      },
    );
  }
  return () => {
    active = false;
    for (const unsubscribe of unsubscribers.splice(0)) unsubscribe();
  };
}
