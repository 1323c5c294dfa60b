// A remote as a single-spa parcel (docs/architecture.md §3, docs/adr/0014): the remote's routes in a React
// root of its own with a router of its own, for a remote that cannot share the shell's React.
// Imported by each remote's src/parcel.tsx through 'mf-platform/src/parcel', so it is bundled into
// the remote (like standalone.tsx) and uses whatever React the remote itself runs on.
import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import {
  createBrowserRouter,
  RouterProvider,
  useRouteError,
  type RouteObject,
} from 'react-router-dom';
import type { AppProps } from 'single-spa';
import singleSpaReact from 'single-spa-react';
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

type AreaRouter = ReturnType<typeof createBrowserRouter>;
type MountedProps = AreaParcelProps & AppProps;

function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}

/** Hands a crash to the shell once it is committed (never during another root's render). */
function ReportCrash({ error, onRenderError }: { error: unknown } & AreaParcelProps) {
  React.useEffect(() => onRenderError(asError(error)), [error, onRenderError]);
  return null;
}

/** A page of the area crashed: the router caught it, the shell shows what to do. */
function ReportRouteError({ onRenderError }: AreaParcelProps) {
  return <ReportCrash error={useRouteError()} onRenderError={onRenderError} />;
}

/**
 * The routes sit under the area path rather than a router basename, so the absolute links of
 * ROUTES ('/qna/questions/3') resolve as they do in the shell. Outside the area the parcel renders
 * nothing: that URL belongs to the shell, which unmounts the parcel as it follows.
 */
function createAreaRouter(
  { areaPath, routes, notFound }: AreaParcelOptions,
  props: AreaParcelProps,
) {
  const errorElement = <ReportRouteError onRenderError={props.onRenderError} />;
  // The remote's paths outside its area (the registry's aliases, e.g. /shared), as the shell
  // mounts them in routes mode.
  const aliases = aliasesOfArea(areaPath).map((alias): RouteObject => ({
    path: alias.path,
    errorElement,
    children: [...routesUnder(routes, alias.routes), { path: '*', element: notFound }],
  }));
  return createBrowserRouter([
    {
      path: areaPath,
      errorElement,
      children: [...routes, { path: '*', element: notFound }],
    },
    ...aliases,
    { path: '*', element: null },
  ]);
}

/**
 * single-spa-react lifecycles around a router made per mount: the router listens to the window's
 * history, so it lives exactly as long as the mount and is disposed with it.
 */
export function createAreaParcel(options: AreaParcelOptions): AreaParcelLifecycles {
  const routers = new Map<string, AreaRouter>();
  const routerOf = (parcelName: string) => {
    const router = routers.get(parcelName);
    if (!router) throw new Error(`The parcel ${parcelName} is not mounted.`);
    return router;
  };

  function AreaParcelRoot({ name }: MountedProps) {
    return (
      <React.StrictMode>
        <RouterProvider router={routerOf(name)} />
      </React.StrictMode>
    );
  }

  const lifecycles = singleSpaReact<AreaParcelProps>({
    React,
    ReactDOMClient,
    rootComponent: AreaParcelRoot,
    // Crashes outside the router (the router catches those of its pages: ReportRouteError).
    errorBoundary: (error, _info, props) => (
      <ReportCrash error={error} onRenderError={props.onRenderError} />
    ),
  });
  // single-spa-react gives parcels an update unless told otherwise (parcelCanUpdate: false).
  const { update } = lifecycles;
  if (!update) throw new Error('single-spa-react returned no update lifecycle.');

  return {
    bootstrap: lifecycles.bootstrap,
    mount: (props: MountedProps) => {
      routers.set(props.name, createAreaRouter(options, props));
      return lifecycles.mount(props);
    },
    update,
    unmount: async (props: MountedProps) => {
      await lifecycles.unmount(props);
      routerOf(props.name).dispose();
      routers.delete(props.name);
    },
  };
}
