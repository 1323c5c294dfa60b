// A remote as a single-spa parcel (docs/architecture.md §3, docs/adr/0014): the remote's routes in a React
// root of its own with a router of its own, for a remote that cannot share the shell's React.
// Imported by each remote's src/parcel.tsx through 'mf-platform/src/parcel', so it is bundled into
// the remote (like standalone.tsx) and uses whatever React the remote itself runs on.
import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import { BrowserRouter, type RouteObject } from 'react-router-dom';
import type { AppProps } from 'single-spa';
import singleSpaReact from 'single-spa-react';
import { AreaRoutes } from './areaRoute';
import type { AreaParcelLifecycles, AreaParcelProps } from './contract';
import { aliasesOfArea } from './registry';
import { routesUnder } from './routesUnder';

export type { AreaParcelLifecycles, AreaParcelProps } from './contract';

export interface AreaParcelOptions {
  /** The area the shell mounts the remote under, e.g. AREA_PATHS.qna. */
  areaPath: string;
  routes: RouteObject[];
  /**
   * What an unknown path inside the area shows: the site's unknown-route page in the words the
   * shell uses (shared-ui's NotFoundNotice). Given by the remote, because the platform sits below
   * the design system.
   */
  notFound: React.ReactNode;
}

type MountedProps = AreaParcelProps & AppProps;

function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}

/** Hands a crash to the shell once it is committed (never during another root's render). */
function ReportCrash({ error, onRenderError }: { error: unknown } & AreaParcelProps) {
  React.useEffect(() => onRenderError(asError(error)), [error, onRenderError]);
  return null;
}

/**
 * The routes sit under the area path rather than a router basename, so the absolute links of
 * ROUTES ('/qna/questions/3') resolve as they do in the shell. Outside the area the parcel renders
 * nothing: that URL belongs to the shell, which unmounts the parcel as it follows.
 */
function parcelRoutes({ areaPath, routes, notFound }: AreaParcelOptions): RouteObject[] {
  // The remote's paths outside its area (the registry's aliases, e.g. /shared), as the shell
  // mounts them in routes mode.
  const aliases = aliasesOfArea(areaPath).map((alias): RouteObject => ({
    path: alias.path,
    children: [...routesUnder(routes, alias.routes), { path: '*', element: notFound }],
  }));
  return [
    { path: areaPath, children: [...routes, { path: '*', element: notFound }] },
    ...aliases,
    { path: '*', element: null },
  ];
}

/**
 * single-spa-react lifecycles around a router of the parcel's own: it listens to the window's
 * history while the parcel is mounted. A page that crashes is handed to the shell, which shows
 * what to do (single-spa-react's error boundary).
 */
export function createAreaParcel(options: AreaParcelOptions): AreaParcelLifecycles {
  const routes = parcelRoutes(options);

  function AreaParcelRoot() {
    return (
      <React.StrictMode>
        <BrowserRouter>
          <AreaRoutes routes={routes} />
        </BrowserRouter>
      </React.StrictMode>
    );
  }

  const lifecycles = singleSpaReact<AreaParcelProps>({
    React,
    ReactDOMClient,
    rootComponent: AreaParcelRoot,
    errorBoundary: (error, _info, props) => (
      <ReportCrash error={error} onRenderError={props.onRenderError} />
    ),
  });
  // single-spa-react gives parcels an update unless told otherwise (parcelCanUpdate: false).
  const { update } = lifecycles;
  if (!update) throw new Error('single-spa-react returned no update lifecycle.');

  return {
    bootstrap: lifecycles.bootstrap,
    mount: (props: MountedProps) => lifecycles.mount(props),
    update,
    unmount: (props: MountedProps) => lifecycles.unmount(props),
  };
}
