import * as React from 'react';
import * as ReactRouterDom from 'react-router-dom';
import * as SharedAuth from '@smunity/shared-auth';
import { offeredSingletons, sharedOffer, type OfferedSingleton } from './sharedOffer';

// The build's list of keys (the webpack configuration is plain Node code).
const { HOST_SHARE_KEYS } = jest.requireActual<{ HOST_SHARE_KEYS: Record<string, string> }>(
  '@smunity/mf-platform/build/webpack',
);

const singleton = (name: string): OfferedSingleton => ({ name, version: '1.0.0' });

describe("the shell's singleton offer", () => {
  it('offers the very modules the shell runs on, not copies', () => {
    const offer = sharedOffer(['react', 'react-router-dom', '@smunity/shared-auth'].map(singleton));

    const libOf = (key: string) => (offer[key] as { lib: () => Record<string, unknown> }).lib();
    expect(libOf('react').useState).toBe(React.useState);
    expect(libOf('react-router-dom').useNavigate).toBe(ReactRouterDom.useNavigate);
    expect(libOf('@smunity/shared-auth').authClient).toBe(SharedAuth.authClient);
    expect(offer.react).toMatchObject({
      version: '1.0.0',
      scope: 'default',
      // No range of its own: the remotes' containers hold the ranges and check the shell's versions.
      shareConfig: { singleton: true, requiredVersion: false },
    });
  });

  it('has a module for every key the build offers', () => {
    const offer = sharedOffer(Object.keys(HOST_SHARE_KEYS).map(singleton));
    expect(Object.keys(offer).sort()).toEqual(Object.keys(HOST_SHARE_KEYS).sort());
  });

  it('refuses a key it has no module for, and a build without the offer compiled in', () => {
    expect(() => sharedOffer([singleton('lodash')])).toThrow(
      'offers lodash but does not import it',
    );
    expect(() => offeredSingletons(undefined)).toThrow('did not compile in the shared singletons');
  });
});
