import { Suspense, use, useCallback, useMemo, useState } from 'react';
import { useRoutes, type RouteObject } from 'react-router-dom';
import { Container } from 'shared-ui';
import { NotFoundPage } from '../errors/ErrorPage';
import type { RemoteName } from './contract';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { RemoteRetryContext } from './RemoteRetryContext';
import { getRemoteArea, retryRemoteArea, type LoadedRemoteArea } from './remoteAreas';
import { RemoteUnavailable } from './RemoteUnavailable';

/** A path inside the area that the remote does not know is an unknown route like any other. */
const notFoundRoute: RouteObject = { path: '*', element: <NotFoundPage /> };

function RemoteRoutes({ routes }: { routes: RouteObject[] }) {
  const withNotFound = useMemo(() => [...routes, notFoundRoute], [routes]);
  return useRoutes(withNotFound);
}

function RemoteAreaContent({ area }: { area: Promise<LoadedRemoteArea> }) {
  const loaded = use(area);
  if (loaded.mode === 'parcel') return <loaded.ParcelHost parcel={loaded.parcel} />;
  return <RemoteRoutes routes={loaded.routes} />;
}

/**
 * Mounts a remote's area: its route objects inside the shell's router (one router for the whole
 * site; remotes contribute routes), or its parcel when remotes.json says "mode": "parcel".
 * Loading, failure and retry are handled here, per area, the same way for both.
 */
export function RemoteArea({ remote }: { remote: RemoteName }) {
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => {
    retryRemoteArea(remote);
    setAttempt((count) => count + 1);
  }, [remote]);

  return (
    <RemoteRetryContext value={retry}>
      {/* A new key per remote and per retry: a fresh boundary and a fresh loading state. */}
      <RemoteErrorBoundary
        key={`${remote}#${attempt}`}
        remote={remote}
        fallback={<RemoteUnavailable />}
      >
        <Suspense fallback={<RemoteLoading />}>
          <RemoteAreaContent area={getRemoteArea(remote)} />
        </Suspense>
      </RemoteErrorBoundary>
    </RemoteRetryContext>
  );
}

function RemoteLoading() {
  return (
    <Container>
      <p role="status" className="shell-remote-state">
        불러오는 중…
      </p>
    </Container>
  );
}
