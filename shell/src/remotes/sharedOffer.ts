// The singletons the shell offers the remotes: its own, already running React, React Router,
// zustand, react-intl, shared-auth and shared-ui. The shell has no federation plugin (docs/adr/0028): the
// offer goes to the federation instance it creates when an area is first wanted, and this module
// loads with it, so the parts of these packages only remotes use stay off the first load.
import type { init } from '@module-federation/enhanced/runtime';
import * as React from 'react';
import * as ReactJsxDevRuntime from 'react/jsx-dev-runtime';
import * as ReactJsxRuntime from 'react/jsx-runtime';
import * as ReactDom from 'react-dom';
import * as ReactDomClient from 'react-dom/client';
import * as ReactIntl from 'react-intl';
import * as ReactRouter from 'react-router';
import * as ReactRouterDom from 'react-router-dom';
import * as ReactRouterDomExport from 'react-router/dom';
import * as SharedAuth from '@smunity/shared-auth';
import * as SharedUi from '@smunity/shared-ui';
import * as Zustand from 'zustand';

/** One key of the offer as the build compiled it in (mf-platform/build/shared-singletons.js, hostShareOffer). */
export interface OfferedSingleton {
  name: string;
  version: string;
}

/** The module behind each key; the build's list of keys and this table must agree. */
const MODULES: Readonly<Record<string, object>> = {
  react: React,
  'react/jsx-runtime': ReactJsxRuntime,
  'react/jsx-dev-runtime': ReactJsxDevRuntime,
  'react-dom': ReactDom,
  'react-dom/client': ReactDomClient,
  'react-router': ReactRouter,
  'react-router-dom': ReactRouterDom,
  'react-router/dom': ReactRouterDomExport,
  zustand: Zustand,
  'react-intl': ReactIntl,
  '@smunity/shared-auth': SharedAuth,
  '@smunity/shared-ui': SharedUi,
};

/** The keys and versions the build compiled in (process.env.SHARED_SINGLETONS). */
export function offeredSingletons(
  compiled: string | undefined = process.env.SHARED_SINGLETONS,
): OfferedSingleton[] {
  if (!compiled) throw new Error('The build did not compile in the shared singletons.');
  return JSON.parse(compiled) as OfferedSingleton[];
}

type SharedOption = NonNullable<Parameters<typeof init>[0]['shared']>;

/**
 * The `shared` option of the shell's federation instance. Without a range (`requiredVersion:
 * false`): a range there is the range of a consumer, and the shell consumes none of these
 * through the runtime (it imports its own). Each remote's container checks the shell's version
 * against its own range when it takes a singleton. Given the shell's range, the runtime checked
 * the shell's versions against it again whenever it worked out which of a remote's files to
 * preload: a semver parse per singleton, 6–9 ms of one task here (docs/adr/0069).
 */
export function sharedOffer(singletons = offeredSingletons()): SharedOption {
  return Object.fromEntries(
    singletons.map(({ name, version }) => {
      const module = MODULES[name];
      if (!module) throw new Error(`The shell offers ${name} but does not import it.`);
      return [
        name,
        {
          version,
          scope: 'default',
          lib: () => module,
          shareConfig: { singleton: true, requiredVersion: false },
        },
      ];
    }),
  );
}
