import { Type } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { memberOf, requireMember } from '../../auth/principal';
import type { DomainPlugin } from '../../context';
import { inRequestLanguage } from '../../http/request-language';
import { limitPerAddress, limitPerMember } from '../../http/request-limits';
import { ErrorBodySchema } from '../../http/schemas';
import { auditMember } from '../courses/service';
import { createRuleSetLoader } from '../graduation-rules/loader';
import {
  ShareBodySchema,
  ShareCreatedSchema,
  SharedResultSchema,
  ShareListSchema,
  ShareMemberErrors,
  ShareTokenParamsSchema,
} from './schemas';
import { createShare, englishSharedResult, listShares, revokeShare, sharedResult } from './service';

const TAGS = ['shares'];
const SECURITY = [{ bearerAuth: [] }];

/**
 * The site the link points to. The browser's Origin header names it (the api sits behind the
 * site's /api proxy); without one, the address the request came to.
 */
function siteOrigin(request: FastifyRequest): string {
  const origin = request.headers.origin;
  if (origin !== undefined && /^https?:\/\/[^/\s]+$/.test(origin)) return origin;
  return `${request.protocol}://${request.host}`;
}

export const shareRoutes: DomainPlugin = async (app, { context }) => {
  const rules = createRuleSetLoader(context.db, context.memberChanges);
  const audit = (memberId: number) => auditMember(context.db, rules, memberId);

  app.post(
    '/shares',
    {
      onRequest: requireMember,
      preHandler: limitPerMember(context.attemptLimits.shareCreation),
      schema: {
        tags: TAGS,
        security: SECURITY,
        summary: '검사 결과 공유 링크 만들기 (지금의 결과를 저장해 두고 그 링크를 돌려줌)',
        description:
          '링크에는 이수학점 요약, 이수구분·교양 영역 현황과 검사 기준이 담기고, 이름은 showName일 때만 담깁니다. 학번과 과목 목록은 담기지 않습니다. 토큰은 이 응답에서만 받을 수 있습니다.',
        body: ShareBodySchema,
        response: {
          201: ShareCreatedSchema,
          400: ErrorBodySchema,
          409: ErrorBodySchema,
          429: ErrorBodySchema,
          ...ShareMemberErrors,
        },
      },
    },
    async (request, reply) => {
      const created = await createShare(
        { db: context.db, audit, now: () => new Date(context.now()) },
        memberOf(request).memberId,
        request.body,
        siteOrigin(request),
      );
      return reply.status(201).send(created);
    },
  );

  app.get(
    '/shares',
    {
      onRequest: requireMember,
      schema: {
        tags: TAGS,
        security: SECURITY,
        summary: '내 공유 링크 (만료되지 않은 것, 최근 것부터)',
        response: { 200: ShareListSchema, ...ShareMemberErrors },
      },
    },
    async (request) => listShares(context.db, memberOf(request).memberId, new Date(context.now())),
  );

  app.get(
    '/shares/:token',
    {
      // Public: limited per address, so tokens cannot be tried in bulk (and reads stay cheap).
      onRequest: limitPerAddress(context.attemptLimits.shareReads),
      schema: {
        tags: TAGS,
        summary: '공유된 검사 결과 (로그인 불필요; 만료·취소된 링크는 404 SHARE001)',
        params: ShareTokenParamsSchema,
        response: { 200: SharedResultSchema, 404: ErrorBodySchema, 429: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const shared = await sharedResult(context.db, request.params.token, new Date(context.now()));
      return inRequestLanguage(request, reply, shared, englishSharedResult);
    },
  );

  app.delete(
    '/shares/:token',
    {
      onRequest: requireMember,
      schema: {
        tags: TAGS,
        security: SECURITY,
        summary: '공유 링크 취소 (토큰 또는 목록의 링크 번호)',
        params: ShareTokenParamsSchema,
        response: { 204: Type.Null({ description: '취소됨' }), ...ShareMemberErrors },
      },
    },
    async (request, reply) => {
      await revokeShare(context.db, memberOf(request).memberId, request.params.token);
      return reply.status(204).send(null);
    },
  );
};
