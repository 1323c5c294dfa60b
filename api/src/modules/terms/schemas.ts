import { Type } from '@fastify/type-provider-typebox';
import { ErrorBodySchema } from '../../http/schemas';

export const CurrentTermSchema = Type.Object({
  id: Type.Integer(),
  year: Type.Integer({ examples: [2025] }),
  semester: Type.String({ examples: ['2학기'] }),
});

export const CurrentTermResponses = { 200: CurrentTermSchema, 404: ErrorBodySchema };
