// The jest.mock factory for shared-auth (see fakeApi.ts). It lives apart from fakeApi.ts because
// that file imports shared-auth, which would run this factory again while it is running.

/** shared-auth with its http client, logout and session clearing replaced by mocks. */
export function mockedSharedAuth() {
  return {
    ...jest.requireActual<typeof import('shared-auth')>('shared-auth'),
    ...jest
      .requireActual<typeof import('shared-ui/src/testing/markedGuards')>(
        'shared-ui/src/testing/markedGuards',
      )
      .markedGuards(),
    authClient: {
      get: jest.fn(),
      post: jest.fn(),
      put: jest.fn(),
      patch: jest.fn(),
      delete: jest.fn(),
    },
    logout: jest.fn(),
    clearMember: jest.fn(),
  };
}
