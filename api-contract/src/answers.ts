import type { Static } from 'typebox';
import type { AnswerBodySchema, AnswerSchema } from '../../api/src/modules/answers/schemas';

/** POST and PUT /questions/{id}/answer */
export type AnswerBody = Static<typeof AnswerBodySchema>;
/** GET /questions/{id}/answer: the one answer a question may have. */
export type Answer = Static<typeof AnswerSchema>;
