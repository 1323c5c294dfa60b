import type { FastifyRequest } from 'fastify';
import { memberOf } from '../auth/principal';
import type { AttemptLimiter } from '../security';

/**
 * preHandler hooks that count a request against an attempt limit (security/attempt-limiter.ts)
 * before the handler runs: 429 RATE001 with Retry-After and the error JSON once it is used up.
 * Run after the principal hooks, so a refused login never reaches them.
 */

/** Per member (the route needs one) and per client address. */
export function limitPerMember(limiter: AttemptLimiter) {
  return async (request: FastifyRequest): Promise<void> => {
    await limiter.consume({ ip: request.ip, memberId: memberOf(request).memberId });
  };
}

/** Per client address (public routes). */
export function limitPerAddress(limiter: AttemptLimiter) {
  return async (request: FastifyRequest): Promise<void> => {
    await limiter.consume({ ip: request.ip });
  };
}
