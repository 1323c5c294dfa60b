import { Type } from '@fastify/type-provider-typebox';
import { PageQuerySchema, PageSchema } from '../../http/page';
import { ErrorBodySchema } from '../../http/schemas';
import { messages } from '../../http/validation';

export const MAX_TITLE_LENGTH = 100;
export const MAX_CONTENT_LENGTH = 10_000;
/** The original's page size (5 questions, as the list page shows them) and our cap. */
export const QUESTION_PAGE_LIMITS = { defaultSize: 5, maxSize: 50 };
/** Shown instead of the member's name on a question written anonymously. */
export const ANONYMOUS_AUTHOR = '익명';
/** Shown as the author of an answered question kept on the board after its author withdrew. */
export const WITHDRAWN_AUTHOR = '탈퇴한 회원';
/** questions.id and answers.question_id are `integer` columns. */
const MAX_ROW_ID = 2_147_483_647;

interface PostTextOptions {
  /** The field's Korean name in messages, e.g. '제목'. */
  label: string;
  /** The original's @NotBlank message, also used for an empty or blank value. */
  requiredMessage: string;
  maxLength: number;
  description: string;
}

/**
 * A required text written by a user (title, content): not blank, at most `maxLength`
 * characters, and without U+0000, which PostgreSQL `text` cannot store (a 400 here instead of
 * a database error). Markdown is kept as written: rendering it safely is the client's job.
 */
export function PostTextSchema({
  label,
  requiredMessage,
  maxLength,
  description,
}: PostTextOptions) {
  const topic = `${label}${topicParticle(label)}`;
  return Type.String({
    maxLength,
    // At least one non-whitespace character; JS `\S` also treats full-width spaces as blank.
    pattern: '\\S',
    description,
    ...messages({
      required: requiredMessage,
      pattern: requiredMessage,
      maxLength: `${topic} 최대 ${maxLength.toLocaleString('ko-KR')}자까지 입력할 수 있습니다.`,
      type: `${topic} 문자열이어야 합니다.`,
    }),
  });
}

/** 은 after a final consonant (제목은, 내용은), 는 after a vowel. */
function topicParticle(word: string): string {
  const syllable = word.charCodeAt(word.length - 1) - 0xac00;
  return syllable >= 0 && syllable < 11_172 && syllable % 28 !== 0 ? '은' : '는';
}

export const ContentSchema = PostTextSchema({
  label: '내용',
  requiredMessage: '내용은 필수 입력 항목 입니다.',
  maxLength: MAX_CONTENT_LENGTH,
  description: `Markdown 본문 (최대 ${MAX_CONTENT_LENGTH}자)`,
});

export const QuestionBodySchema = Type.Object(
  {
    title: PostTextSchema({
      label: '제목',
      requiredMessage: '제목 입력은 필수 입니다.',
      maxLength: MAX_TITLE_LENGTH,
      description: `제목 (최대 ${MAX_TITLE_LENGTH}자)`,
    }),
    content: ContentSchema,
    anonymous: Type.Optional(
      Type.Boolean({
        default: false,
        description: `true면 작성자가 '${ANONYMOUS_AUTHOR}'으로 표시됩니다.`,
        ...messages({ invalid: '익명 여부는 true 또는 false 여야 합니다.' }),
      }),
    ),
  },
  { additionalProperties: false },
);

export const QuestionIdParamsSchema = Type.Object({
  id: Type.Integer({
    minimum: 1,
    maximum: MAX_ROW_ID,
    description: '질문 번호',
    ...messages({ invalid: '질문 번호는 1 이상의 정수여야 합니다.' }),
  }),
});

export const QuestionPageQuerySchema = Type.Object({
  ...PageQuerySchema(QUESTION_PAGE_LIMITS).properties,
  mine: Type.Boolean({
    default: false,
    description: 'true면 내 질문만 (로그인 필요)',
    ...messages({ invalid: 'mine은 true 또는 false 여야 합니다.' }),
  }),
});

const questionHead = {
  id: Type.Integer(),
  title: Type.String(),
  content: Type.String({ description: 'Markdown 원문' }),
  author: Type.String({
    description: `작성자 이름, 익명이면 '${ANONYMOUS_AUTHOR}', 작성자가 탈퇴했으면 '${WITHDRAWN_AUTHOR}'`,
  }),
};
const questionTail = {
  answered: Type.Boolean({ description: '답변이 있는지' }),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time', description: '수정하면 바뀜 (답변은 영향 없음)' }),
};

export const QuestionSummarySchema = Type.Object({ ...questionHead, ...questionTail });

export const QuestionDetailSchema = Type.Object({
  ...questionHead,
  isAuthor: Type.Boolean({ description: '요청한 회원이 작성자인지 (비회원은 false)' }),
  ...questionTail,
});

export const QuestionPageResponses = {
  200: PageSchema(QuestionSummarySchema),
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
};

const errorResponses = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  // writes: the per-member and per-address limit (RATE_QNA_WRITES_*)
  429: ErrorBodySchema,
};

export const QuestionDetailResponses = { 200: QuestionDetailSchema, ...errorResponses };
export const QuestionCreatedResponses = { 201: QuestionDetailSchema, ...errorResponses };
export const QuestionDeletedResponses = {
  204: Type.Null({ description: '삭제됨 (답변도 함께)' }),
  ...errorResponses,
};
