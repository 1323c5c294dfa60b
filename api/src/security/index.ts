export {
  AttemptLimiter,
  createAttemptLimiters,
  type AttemptLimiters,
  type AttemptSubjects,
  type CountedAttempt,
} from './attempt-limiter';
export {
  MemoryAttemptCounters,
  PostgresAttemptCounters,
  type AttemptCounters,
  type CounterState,
  type CounterWindow,
} from './attempt-counters';
export { PortalLockoutGuard } from './portal-lockout-guard';
export {
  createPasswordHasher,
  SITE_SCRYPT_PARAMETERS,
  type PasswordCheck,
  type PasswordHasher,
  type ScryptParameters,
} from './passwords';
