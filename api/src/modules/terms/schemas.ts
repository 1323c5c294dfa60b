import { Type } from '@fastify/type-provider-typebox';

export const CurrentTermSchema = Type.Object({
  /** The reference data's terms row of this term; null while the data has none for it yet. */
  id: Type.Union([Type.Integer(), Type.Null()]),
  year: Type.Integer({ examples: [2026] }),
  semester: Type.String({ examples: ['2학기'] }),
});

export const CurrentTermResponses = { 200: CurrentTermSchema };
