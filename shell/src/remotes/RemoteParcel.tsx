import { useCallback, useState } from 'react';
import { mountRootParcel } from 'single-spa';
import Parcel from 'single-spa-react/parcel';
import type { RemoteParcelModule, RemoteParcelProps } from './contract';

/**
 * Mounts a remote's './parcel' in the area (mode "parcel" in remotes.json): the remote renders in a
 * React root and a router of its own. A parcel that fails to mount, or whose pages crash, is
 * rethrown here so the area's error boundary shows the same fallback and retry as for a remote
 * that fails in the shell's own tree.
 */
export function RemoteParcel({ parcel }: { parcel: RemoteParcelModule }) {
  const [failure, setFailure] = useState<Error | null>(null);
  const onRenderError = useCallback<RemoteParcelProps['onRenderError']>(
    (error) => setFailure(error),
    [],
  );
  if (failure) throw failure;
  return (
    <Parcel<RemoteParcelProps>
      config={parcel}
      mountParcel={mountRootParcel}
      handleError={onRenderError}
      onRenderError={onRenderError}
    />
  );
}
