import { Type } from '@fastify/type-provider-typebox';
import { SEMESTERS } from '../../audit/enums';
import { ErrorBodySchema } from '../../http/schemas';

const TermSchema = Type.Object({ year: Type.Integer(), semester: Type.Enum(SEMESTERS) });

export const ReferenceDataStatusSchema = Type.Object({
  cohorts: Type.Array(Type.Object({ year: Type.Integer(), hasCurriculum: Type.Boolean() })),
  terms: Type.Array(TermSchema, { description: '교육과정 자료의 학기 (오래된 것부터)' }),
  timetableYears: Type.Array(Type.Integer()),
  source: Type.Union([Type.Literal('BUNDLED'), Type.Literal('IMPORT')], {
    description: 'BUNDLED: api/data의 파일, IMPORT: 가져오기로 바뀐 자료',
  }),
  updatedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  imports: Type.Array(
    Type.Object({
      id: Type.Integer(),
      source: Type.String({ examples: ['WEB', 'CLI'] }),
      actor: Type.Union([
        Type.Object({ username: Type.String(), name: Type.String() }),
        Type.Null(),
      ]),
      occurredAt: Type.String({ format: 'date-time' }),
      summary: Type.Unknown(),
    }),
  ),
});

const TableChangeSchema = Type.Object({
  table: Type.String(),
  file: Type.String(),
  added: Type.Integer(),
  changed: Type.Integer(),
  removed: Type.Integer(),
});

export const ImportSummarySchema = Type.Object({
  checksum: Type.String(),
  tables: Type.Array(TableChangeSchema),
  cohortsAdded: Type.Array(Type.Integer()),
  termsAdded: Type.Array(TermSchema),
  timetableYearsAdded: Type.Array(Type.Integer()),
  membersWithChangedResults: Type.Integer(),
});

export const ImportBodySchema = Type.Object(
  {
    dryRun: Type.Boolean({ description: 'true: 바뀔 내용만 보여 주고 아무것도 쓰지 않음' }),
    files: Type.Array(
      Type.Object({
        name: Type.String({ minLength: 1, maxLength: 100 }),
        content: Type.String(),
      }),
      { minItems: 1, maxItems: 20 },
    ),
  },
  { additionalProperties: false },
);

export const ImportResultSchema = Type.Object({
  status: Type.Union([Type.Literal('unchanged'), Type.Literal('dry-run'), Type.Literal('applied')]),
  summary: ImportSummarySchema,
});

export const ReferenceDataStatusResponses = {
  200: ReferenceDataStatusSchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
};

export const ImportResponses = {
  200: ImportResultSchema,
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  413: ErrorBodySchema,
};
