import { Suspense, use, useCallback, useMemo, useState } from 'react';
import { useRoutes, type RouteObject } from 'react-router-dom';
import { Container } from 'shared-ui';
import { NotFoundPage } from '../errors/ErrorPage';
import type { RemoteName, RemoteRoutesModule } from './contract';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { RemoteRetryContext } from './RemoteRetryContext';
import { getRemoteRoutes, retryRemoteRoutes } from './remoteRoutesCache';
import { RemoteUnavailable } from './RemoteUnavailable';

/** A path inside the area that the remote does not know is an unknown route like any other. */
const notFoundRoute: RouteObject = { path: '*', element: <NotFoundPage /> };

function RemoteRoutes({ routesModule }: { routesModule: Promise<RemoteRoutesModule> }) {
  const { routes } = use(routesModule);
  const withNotFound = useMemo(() => [...routes, notFoundRoute], [routes]);
  return useRoutes(withNotFound);
}

/**
 * Mounts a remote's route objects inside the shell's router (one router for the whole site;
 * remotes contribute routes). Loading, failure and retry are handled here, per area.
 */
export function RemoteArea({ remote }: { remote: RemoteName }) {
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => {
    retryRemoteRoutes(remote);
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
          <RemoteRoutes routesModule={getRemoteRoutes(remote)} />
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
