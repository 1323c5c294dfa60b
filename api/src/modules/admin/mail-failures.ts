import type { FastifyRequest } from 'fastify';
import { adminOf, requireAdmin } from '../../auth/principal';
import type { DomainPlugin } from '../../context';
import { AppError } from '../../errors';
import {
  FailedMailListResponses,
  FailedMailRetryResponses,
  MailIdParamsSchema,
} from '../notifications/schemas';
import { failedMails, retryMail } from '../notifications/service';
import { isCurrentAdmin } from './roles';

const tags = ['admin'];
const security = [{ bearerAuth: [] }];

/**
 * The admins' view of answer mails the sender gave up on (docs/adr/0034): who, which question,
 * how many tries and the last error, and a way to try once more (after fixing SMTP, say).
 */
export const mailFailureRoutes: DomainPlugin = async (app, { context }) => {
  const { db } = context;

  // As the rest of the admins' workplace: a revoked admin loses it at once.
  const requireCurrentAdmin = async (request: FastifyRequest) => {
    await requireAdmin(request);
    if (!(await isCurrentAdmin(db, adminOf(request).memberId))) throw AppError.of('ACCOUNT008');
  };

  app.get(
    '/admin/mail-failures',
    {
      onRequest: requireCurrentAdmin,
      schema: {
        tags,
        security,
        summary: '보내지 못한 답변 알림 메일 (최근 100건)',
        response: FailedMailListResponses,
      },
    },
    async () => ({ content: await failedMails(db) }),
  );

  app.post(
    '/admin/mail-failures/:id/retry',
    {
      onRequest: requireCurrentAdmin,
      schema: {
        tags,
        security,
        summary: '보내지 못한 메일 다시 보내기',
        params: MailIdParamsSchema,
        response: FailedMailRetryResponses,
      },
    },
    async (request, reply) => {
      await retryMail(db, request.params.id, new Date(context.now()));
      context.mailSender.wake();
      return reply.status(204).send(null);
    },
  );
};
