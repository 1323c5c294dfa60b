import type { FastifyRequest } from 'fastify';
import { adminOf } from '../../auth/principal';
import type { DomainPlugin } from '../../context';
import { AppError } from '../../errors';
import {
  AdminListResponses,
  AdminQuestionPageResponses,
  AdminQuestionQuerySchema,
  AdminUsernameParamsSchema,
  AuditLogQuerySchema,
  AuditLogResponses,
  GrantAdminBodySchema,
  GrantAdminResponses,
  RevokeAdminResponses,
  SiteStatsResponses,
} from './schemas';
import { auditLogPage } from './audit-log';
import { adminQuestionPage } from './question-queue';
import {
  adminList,
  grantAdmin,
  grantConfiguredAdmins,
  isCurrentAdmin,
  revokeAdmin,
  toAdminView,
  type AdminRules,
} from './roles';
import { siteStats } from './statistics';

const tags = ['admin'];
const security = [{ bearerAuth: [] }];

/**
 * The admins' workplace (issue 13): statistics, the question queue, the admins and the audit log
 * of role changes. Every route is for admins only: no token → 401 ACCOUNT007, anyone else → 403
 * ACCOUNT008, decided before the request is validated.
 */
export const adminRoutes: DomainPlugin = async (app, { context }) => {
  const { db, config } = context;
  const rules: AdminRules = { configuredAdmins: config.adminUsernames };

  // ADMIN_USERNAMES: members who signed up before being listed become admins at start (logged
  // like any other grant). onReady runs when the server starts listening, after server.ts has
  // migrated the database.
  app.addHook('onReady', async () => {
    const promoted = await grantConfiguredAdmins(db, config.adminUsernames);
    if (promoted > 0) app.log.info({ promoted }, 'ADMIN_USERNAMES members promoted to ROLE_ADMIN');
  });

  // The token says who is asking; the database says whether they are still an admin, so a
  // revoked admin loses these pages at once rather than when the access token expires.
  app.addHook('onRequest', async (request: FastifyRequest) => {
    const admin = adminOf(request);
    if (!(await isCurrentAdmin(db, admin.memberId))) throw AppError.of('ACCOUNT008');
  });

  app.get(
    '/admin/stats',
    {
      schema: {
        tags,
        security,
        summary: '사이트 통계 (회원, 질문, 주별 가입자, 일별 페이지 조회)',
        response: SiteStatsResponses,
      },
    },
    async () => siteStats(db, new Date(context.now())),
  );

  app.get(
    '/admin/questions',
    {
      schema: {
        tags,
        security,
        summary: '답변 대기열 (미답변은 오래 기다린 순, 익명 질문도 작성자 실명과 학번)',
        querystring: AdminQuestionQuerySchema,
        response: AdminQuestionPageResponses,
      },
    },
    async (request) => adminQuestionPage(db, request.query),
  );

  app.get(
    '/admin/admins',
    { schema: { tags, security, summary: '관리자 목록 (학번순)', response: AdminListResponses } },
    async (request) => {
      const admins = await adminList(db, rules, adminOf(request).memberId);
      return { count: admins.length, content: admins };
    },
  );

  app.post(
    '/admin/admins',
    {
      schema: {
        tags,
        security,
        summary: '관리자 지정 (가입한 회원, 모르는 학번은 404)',
        description: '지정된 회원은 다시 로그인하면 (또는 토큰 재발급 시) 관리자 권한을 받습니다.',
        body: GrantAdminBodySchema,
        response: GrantAdminResponses,
      },
    },
    async (request, reply) => {
      const actor = adminOf(request);
      const granted = await grantAdmin(
        db,
        { source: 'WEB', memberId: actor.memberId },
        request.body.username,
      );
      return reply.status(201).send(toAdminView(granted, rules, actor.memberId));
    },
  );

  app.delete(
    '/admin/admins/:username',
    {
      schema: {
        tags,
        security,
        summary: '관리자 해제',
        description:
          '마지막 관리자는 해제할 수 없고 (409 ADMIN001), 다른 관리자가 있으면 본인은 해제할 수 없습니다 (409 ADMIN002).',
        params: AdminUsernameParamsSchema,
        response: RevokeAdminResponses,
      },
    },
    async (request, reply) => {
      await revokeAdmin(
        db,
        { source: 'WEB', memberId: adminOf(request).memberId },
        rules,
        request.params.username,
      );
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/admin/audit-log',
    {
      schema: {
        tags,
        security,
        summary: '관리자 권한 변경 기록 (최신순)',
        querystring: AuditLogQuerySchema,
        response: AuditLogResponses,
      },
    },
    async (request) => auditLogPage(db, request.query),
  );
};
