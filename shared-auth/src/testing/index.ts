// shared-auth's test support for every package's component tests, imported as
// 'shared-auth/src/testing': the fake network under the real HTTP clients, the sessions, and
// the render of a remote's routes as the shell mounts them. Tests use these instead of mocking
// shared-auth, so the interceptors, the guards and the session run as they do on the site.
export {
  createDeferred,
  installFakeApi,
  type Deferred,
  type FakeReply,
  type FakeRoute,
  type RecordedCall,
} from './fakeApi';
export {
  apiError,
  expectNoUnexpectedCalls,
  installRoutedApi,
  noContent,
  ok,
  type ReplyTable,
  type RoutedApi,
} from './routedApi';
export {
  ADMIN,
  MEMBER,
  memberCookie,
  RENEWED,
  resetSession,
  sessionSnapshot,
  subscribeToSession,
} from './sessions';
export {
  currentLocation,
  expectPageAt,
  renderRemoteArea,
  type RemoteAreaOptions,
  type RemoteAreaRouter,
} from './renderRemoteArea';
