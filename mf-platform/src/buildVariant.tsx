// A remote's *variant* build, made only by tests and drills (SMUNITY_BUILD_LABEL, SMUNITY_FAULT,
// see mf-platform/build/webpack.js): the remote's routes inside one pathless layout route that
// shows a label or throws while rendering. Imported by a module the build generates, never by
// the remote's sources, so a normal build contains none of it.
import { Outlet, type RouteObject } from 'react-router-dom';

export interface BuildVariant {
  /** Shown at the top of the area: a visible difference between two deployed builds. */
  label: string;
  /** 'render': every page of the area throws while rendering (the shell must contain it). */
  fault: 'render' | null;
}

function VariantFrame({ variant }: { variant: BuildVariant }) {
  if (variant.fault === 'render') {
    throw new Error('Injected fault: this build of the remote throws while rendering.');
  }
  return (
    <>
      {variant.label && <p data-testid="build-variant-label">{variant.label}</p>}
      <Outlet />
    </>
  );
}

export function withBuildVariant(routes: RouteObject[], variant: BuildVariant): RouteObject[] {
  return [{ element: <VariantFrame variant={variant} />, children: routes }];
}
