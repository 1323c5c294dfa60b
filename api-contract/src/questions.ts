import type { Static } from 'typebox';
import type {
  ANONYMOUS_AUTHOR,
  QuestionBodySchema,
  QuestionDetailSchema,
  QuestionPageQuerySchema,
  QuestionPageResponses,
  QuestionSummarySchema,
  WITHDRAWN_AUTHOR,
} from '../../api/src/modules/questions/schemas';

/** POST /questions and PUT /questions/{id}; `anonymous` defaults to false. */
export type QuestionBody = Static<typeof QuestionBodySchema>;
/** A row of GET /questions. */
export type QuestionSummary = Static<typeof QuestionSummarySchema>;
/** GET /questions/{id}, and the answer of creating or editing one. */
export type QuestionDetail = Static<typeof QuestionDetailSchema>;
/** GET /questions: Spring's Page JSON of question summaries. */
export type QuestionPage = Static<(typeof QuestionPageResponses)[200]>;
/** The author shown for a question written anonymously (a literal: a change fails the readers). */
export type AnonymousAuthor = typeof ANONYMOUS_AUTHOR;
/** The author shown for a question whose author withdrew (a literal, as AnonymousAuthor). */
export type WithdrawnAuthor = typeof WITHDRAWN_AUTHOR;
/** `?page=&size=` of GET /questions; the api fills in what is left out. */
export type QuestionPageQuery = Partial<Static<typeof QuestionPageQuerySchema>>;
