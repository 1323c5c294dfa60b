import { Type, type TSchema } from '@fastify/type-provider-typebox';

/** The body of every error response (see errors.ts), for `response` schemas and OpenAPI. */
export const ErrorBodySchema = Type.Object(
  {
    code: Type.String({ examples: ['VALID001'] }),
    message: Type.String(),
    detail: Type.Optional(
      Type.Record(Type.String(), Type.String(), {
        description: '필드별 검증 메시지 (VALID001에서만)',
      }),
    ),
    requestId: Type.Optional(
      Type.String({ description: '요청 번호 (X-Request-Id): 문의할 때 알려 주세요' }),
    ),
  },
  { title: 'ErrorBody' },
);

/**
 * The response schemas of a route that asks the university portal: its failures keep their
 * statuses (401/423 AUTH*, 502–504 SMU*), and 429 is the portal attempt limit.
 */
export const PortalErrors = {
  401: ErrorBodySchema,
  423: ErrorBodySchema,
  429: ErrorBodySchema,
  502: ErrorBodySchema,
  503: ErrorBodySchema,
  504: ErrorBodySchema,
};

/** The original's `ListResponse`: `{ count, content }` with count = content length. */
export function ListResponseSchema<Item extends TSchema>(item: Item) {
  return Type.Object({ count: Type.Integer(), content: Type.Array(item) });
}
