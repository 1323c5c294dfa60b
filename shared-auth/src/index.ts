// Registers this copy of shared-auth first, so a duplicate is reported before it does any harm.
import './singleton';

export type {
  ApiErrorBody,
  MemberRole,
  MemberSession,
  ResetAuthorization,
  VerificationResult,
} from './types';

export {
  clearMember,
  clearResetAuthorization,
  clearVerification,
  renderForMember,
  setMember,
  setResetAuthorization,
  setVerification,
} from './session/sessionStore';
// Apps read the session through these hooks only; the store behind them stays inside shared-auth.
export {
  useResetAuthorization,
  useSession,
  useVerification,
  type SessionView,
} from './session/useSession';

export { publicClient } from './http/publicClient';
export { authClient } from './http/authClient';
export { ApiError, ensureOk } from './http/apiError';
export { API_BASE_URL, PORTAL_TIMEOUT_MS, REQUEST_TIMEOUT_MS } from './http/config';

export { navigateTo, setNavigator, type PathNavigator } from './navigation';
export { RouterNavigator } from './RouterNavigator';
export { logout, type LogoutOptions } from './logout';
export { tellMemberLanguage } from './memberLanguage';
export {
  RequireAdmin,
  RequireAuth,
  RequireGuest,
  type GuardProps,
  type RequireAdminProps,
} from './guards';
export { useSubmission, type Submission } from './useSubmission';
export { getErrorMessage, getErrorReference, showApiError } from './errorMessage';
export { AUTH_CATALOG } from './messages/catalog';
// The privacy policy names the cookies the page writes and how long they last.
export { COOKIE_LIFETIME_DAYS, COOKIE_NAMES } from './session/cookies';
