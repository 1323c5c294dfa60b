import { ApiError } from '@smunity/shared-auth';

/**
 * Whether the api refused a verification or reset token (expired after 30 minutes, or not this
 * student's). Such a token will never work again, while its cookie lasts a day: the caller drops
 * it so the student can verify anew instead of being stuck on a form that always fails.
 */
export function isRefusedAuthorization(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}
