import type { Static } from 'typebox';
import type { ErrorBodySchema } from '../../api/src/http/schemas';

/** The body of every error answer: `detail` (field → message) only for body validation (VALID001). */
export type ErrorBody = Static<typeof ErrorBodySchema>;
