export {
  AttemptLimiter,
  createAttemptLimiters,
  type AttemptLimiters,
  type AttemptSource,
  type RetryAfterTarget,
} from './attempt-limiter';
export { hashPassword, verifyPassword, type PasswordCheck } from './passwords';
