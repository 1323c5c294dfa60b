import type { FastifyRequest } from 'fastify';

/**
 * preValidation of routes whose body a client may leave out (a browser's refresh, where the
 * cookie carries the token; a withdrawal sent without one): validated as `{}`, so a missing
 * field is named in VALID001's detail like any other.
 */
export async function bodylessAsEmpty(request: FastifyRequest): Promise<void> {
  request.body ??= {};
}
