import { adminOf, requireAdmin } from '../../auth/principal';
import type { DomainPlugin } from '../../context';
import { limitPerMember } from '../../http/request-limits';
import { QuestionIdParamsSchema } from '../questions/schemas';
import {
  AnswerBodySchema,
  AnswerCreatedResponses,
  AnswerDeletedResponses,
  AnswerResponses,
} from './schemas';
import { answerOf, createAnswer, editAnswer, removeAnswer } from './service';
import { metrics } from '../../observability/metrics';

const tags = ['answers'];
const security = [{ bearerAuth: [] }];

/** A question's single answer: anyone reads it, only admins write it (docs/domain.md §4). */
export const answerRoutes: DomainPlugin = async (app, { context }) => {
  const { db, mailSender } = context;
  // Writes are limited per member and per address (issue 24): 429 RATE001.
  const qnaWriteLimit = limitPerMember(context.attemptLimits.qnaWrites);
  app.get(
    '/questions/:id/answer',
    {
      schema: {
        tags,
        summary: '질문의 답변',
        params: QuestionIdParamsSchema,
        response: AnswerResponses,
      },
    },
    async (request) => answerOf(db, request.params.id),
  );

  app.post(
    '/questions/:id/answer',
    {
      onRequest: requireAdmin,
      preHandler: qnaWriteLimit,
      schema: {
        tags,
        security,
        summary: '답변 등록 (관리자, 질문당 하나)',
        params: QuestionIdParamsSchema,
        body: AnswerBodySchema,
        response: AnswerCreatedResponses,
      },
    },
    async (request, reply) => {
      const answer = await createAnswer(
        db,
        request.params.id,
        adminOf(request),
        request.body.content,
      );
      // Its mail, if any, is committed: this replica sends it now.
      mailSender.wake();
      metrics.answersWritten.inc();
      return reply.status(201).send(answer);
    },
  );

  app.put(
    '/questions/:id/answer',
    {
      onRequest: requireAdmin,
      preHandler: qnaWriteLimit,
      schema: {
        tags,
        security,
        summary: '답변 수정 (관리자, 수정한 관리자가 답변자가 됨)',
        params: QuestionIdParamsSchema,
        body: AnswerBodySchema,
        response: AnswerResponses,
      },
    },
    async (request) => editAnswer(db, request.params.id, adminOf(request), request.body.content),
  );

  app.delete(
    '/questions/:id/answer',
    {
      onRequest: requireAdmin,
      preHandler: qnaWriteLimit,
      schema: {
        tags,
        security,
        summary: '답변 삭제 (관리자)',
        params: QuestionIdParamsSchema,
        response: AnswerDeletedResponses,
      },
    },
    async (request, reply) => {
      await removeAnswer(db, request.params.id, adminOf(request));
      return reply.status(204).send(null);
    },
  );
};
