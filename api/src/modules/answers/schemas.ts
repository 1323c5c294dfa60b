import { Type } from '@fastify/type-provider-typebox';
import { ErrorBodySchema } from '../../http/schemas';
import { ContentSchema } from '../questions/schemas';

export const AnswerBodySchema = Type.Object(
  { content: ContentSchema },
  { additionalProperties: false },
);

export const AnswerSchema = Type.Object({
  id: Type.Integer(),
  questionId: Type.Integer(),
  content: Type.String({ description: 'Markdown 원문' }),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
});

const errorResponses = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  // writes: the per-member and per-address limit (RATE_QNA_WRITES_*)
  429: ErrorBodySchema,
};

export const AnswerResponses = { 200: AnswerSchema, ...errorResponses };
export const AnswerCreatedResponses = {
  201: AnswerSchema,
  409: ErrorBodySchema,
  ...errorResponses,
};
export const AnswerDeletedResponses = {
  204: Type.Null({ description: '삭제됨' }),
  ...errorResponses,
  // ANSWER003: the question's author has withdrawn; the answer keeps it on the board
  409: ErrorBodySchema,
};
