import { Suspense, use, useCallback, useMemo, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { AreaRoutes, routesUnder as childrenOfRoute } from '@smunity/mf-platform';
import type { RouteObject } from 'react-router-dom';
import { Container, NotFoundNotice } from '@smunity/shared-ui';
import type { RemoteName } from './contract';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { RemoteRetryContext } from './RemoteRetryContext';
import { getRemoteArea, retryRemoteArea, type LoadedRemoteArea } from './remoteAreas';
import { RemoteUnavailable } from './RemoteUnavailable';

/** A path inside the area that the remote does not know is an unknown route like any other. */
const notFoundRoute: RouteObject = { path: '*', element: <NotFoundNotice /> };

function RemoteRoutes({ routes }: { routes: RouteObject[] }) {
  const withNotFound = useMemo(() => [...routes, notFoundRoute], [routes]);
  return <AreaRoutes routes={withNotFound} />;
}

function RemoteAreaContent({
  area,
  routesUnder,
}: {
  area: Promise<LoadedRemoteArea>;
  routesUnder?: string;
}) {
  const loaded = use(area);
  // A parcel has a router of its own, which mounts the remote's aliases itself.
  if (loaded.mode === 'parcel') return <loaded.ParcelHost parcel={loaded.parcel} />;
  return <AliasOrAreaRoutes routes={loaded.routes} routesUnder={routesUnder} />;
}

function AliasOrAreaRoutes({
  routes,
  routesUnder,
}: {
  routes: RouteObject[];
  routesUnder?: string;
}) {
  const mounted = useMemo(
    () => (routesUnder === undefined ? routes : childrenOfRoute(routes, routesUnder)),
    [routes, routesUnder],
  );
  return <RemoteRoutes routes={mounted} />;
}

/**
 * Mounts a remote's area: its route objects inside the shell's router (one router for the whole
 * site; remotes contribute routes), or its parcel when remotes.json says "mode": "parcel".
 * Loading, failure and retry are handled here, per area, the same way for both. At an alias of
 * the registry (`routesUnder`, e.g. /shared → mfe_mypage's `shared` route) only that route's
 * children are mounted.
 */
export function RemoteArea({ remote, routesUnder }: { remote: RemoteName; routesUnder?: string }) {
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
          <RemoteAreaContent area={getRemoteArea(remote)} routesUnder={routesUnder} />
        </Suspense>
      </RemoteErrorBoundary>
    </RemoteRetryContext>
  );
}

function RemoteLoading() {
  return (
    <Container>
      <p role="status" className="shell-remote-state">
        <FormattedMessage id="area.loading" />
      </p>
    </Container>
  );
}
