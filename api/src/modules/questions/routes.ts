import type { Static } from '@fastify/type-provider-typebox';
import { memberOf, requireMember } from '../../auth/principal';
import type { DomainPlugin } from '../../context';
import { limitPerMember } from '../../http/request-limits';
import {
  QuestionBodySchema,
  QuestionCreatedResponses,
  QuestionDeletedResponses,
  QuestionDetailResponses,
  QuestionIdParamsSchema,
  QuestionPageQuerySchema,
  QuestionPageResponses,
} from './schemas';
import {
  createQuestion,
  editQuestion,
  questionDetail,
  questionPage,
  removeQuestion,
} from './service';
import type { QuestionInput } from './queries';
import { metrics } from '../../observability/metrics';

const tags = ['questions'];
const security = [{ bearerAuth: [] }];

/**
 * The Q&A board's questions: anyone reads, members write, the author or an admin edits and
 * deletes (author-or-admin is checked in the service, where the question's author is known).
 */
export const questionRoutes: DomainPlugin = async (app, { context }) => {
  const { db } = context;
  // Writes are limited per member and per address (issue 24): 429 RATE001.
  const qnaWriteLimit = limitPerMember(context.attemptLimits.qnaWrites);
  app.get(
    '/questions',
    {
      schema: {
        tags,
        summary: '질문 목록 (최신순, 페이지 번호는 0부터; mine=true면 내 질문만)',
        querystring: QuestionPageQuerySchema,
        response: QuestionPageResponses,
      },
    },
    async (request) => {
      const { mine, ...page } = request.query;
      // "내 질문" needs a member: a visitor gets 401 ACCOUNT007, like any member-only route.
      return questionPage(db, page, mine ? memberOf(request).memberId : undefined);
    },
  );

  app.get(
    '/questions/:id',
    {
      schema: {
        tags,
        summary: '질문 상세 (토큰이 있으면 isAuthor를 계산)',
        params: QuestionIdParamsSchema,
        response: QuestionDetailResponses,
      },
    },
    async (request) => questionDetail(db, request.params.id, request.principal),
  );

  app.post(
    '/questions',
    {
      onRequest: requireMember,
      preHandler: qnaWriteLimit,
      schema: {
        tags,
        security,
        summary: '질문 등록 (회원)',
        body: QuestionBodySchema,
        response: QuestionCreatedResponses,
      },
    },
    async (request, reply) => {
      const question = await createQuestion(db, memberOf(request), questionInput(request.body));
      metrics.questionsWritten.inc();
      return reply.status(201).send(question);
    },
  );

  app.put(
    '/questions/:id',
    {
      onRequest: requireMember,
      preHandler: qnaWriteLimit,
      schema: {
        tags,
        security,
        summary: '질문 수정 (작성자 또는 관리자)',
        params: QuestionIdParamsSchema,
        body: QuestionBodySchema,
        response: QuestionDetailResponses,
      },
    },
    async (request) =>
      editQuestion(db, request.params.id, memberOf(request), questionInput(request.body)),
  );

  app.delete(
    '/questions/:id',
    {
      onRequest: requireMember,
      preHandler: qnaWriteLimit,
      schema: {
        tags,
        security,
        summary: '질문 삭제 (작성자 또는 관리자, 답변도 함께 삭제)',
        params: QuestionIdParamsSchema,
        response: QuestionDeletedResponses,
      },
    },
    async (request, reply) => {
      await removeQuestion(db, request.params.id, memberOf(request));
      return reply.status(204).send(null);
    },
  );
};

/** AJV has already filled in `anonymous: false` when it was left out; the type cannot know. */
function questionInput(body: Static<typeof QuestionBodySchema>): QuestionInput {
  return { title: body.title, content: body.content, anonymous: body.anonymous ?? false };
}
