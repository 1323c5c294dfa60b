export {
  AttemptLimiter,
  createAttemptLimiters,
  type AttemptLimiters,
  type AttemptSource,
  type RetryAfterTarget,
} from './attempt-limiter';
export {
  MemoryAttemptCounters,
  PostgresAttemptCounters,
  type AttemptCounters,
} from './attempt-counters';
export { hashPassword, verifyPassword, type PasswordCheck } from './passwords';
