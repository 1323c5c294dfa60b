// shared-auth's test support for every package's component tests, imported as
// 'shared-auth/src/testing': the one fake network (a "METHOD /path" table answering axios and fetch), the sessions, and
// the render of a remote's routes as the shell mounts them. Tests use these instead of mocking
// shared-auth, so the interceptors, the guards and the session run as they do on the site.
export {
  apiError,
  createDeferred,
  expectNoUnexpectedCalls,
  inTurn,
  installRoutedApi,
  noContent,
  offline,
  ok,
  unanswered,
  type Deferred,
  type ReplyHandler,
  type ReplyTable,
  type RoutedApi,
  type RoutedApiOptions,
} from './routedApi';
export type { FakeReply, RecordedCall } from './transports';
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
