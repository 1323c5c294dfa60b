import type { FastifyReply, FastifyRequest } from 'fastify';
import { memberOf, requireAdmin, requireMember } from '../../auth/principal';
import { clearRefreshCookie } from '../../auth/refresh-cookie';
import type { DomainPlugin } from '../../context';
import { bodylessAsEmpty } from '../../http/bodyless';
import { ErrorBodySchema, PortalErrors } from '../../http/schemas';
import { PortalCredentialsSchema } from './fields';
import { confirmCurrentPassword } from './password-confirmation';
import { confirmationMailsOf } from '../notifications/service';
import { countMembers, listEditableDepartments } from './queries';
import {
  DepartmentChangeBodySchema,
  EditableDepartmentListSchema,
  ExemptionChangeBodySchema,
  LanguageChangeBodySchema,
  MemberCountSchema,
  MemberDeletedSchema,
  MemberErrors,
  MemberInfoResponses,
  MemberPageQuerySchema,
  MemberPageSchema,
  WithdrawalBodySchema,
} from './schemas';
import {
  changeDepartment,
  changeExemption,
  changeLanguage,
  memberInfo,
  memberPage,
  refreshFromPortal,
  removeMember,
} from './service';

const tags = ['members'];
const security = [{ bearerAuth: [] }];

export const memberRoutes: DomainPlugin = async (app, { context }) => {
  const { db } = context;

  /**
   * onSend hook of the routes that change what the member's audit reads: a successful answer
   * leaves after this process's audit cache has dropped the member (read-your-writes; other
   * processes hear it from the database's notification).
   */
  const announceMemberChange = async (request: FastifyRequest, reply: FastifyReply) => {
    if (reply.statusCode < 400) context.memberChanges.changed(memberOf(request).memberId);
  };

  app.get(
    '/members/count',
    {
      schema: {
        tags,
        summary: '전체 회원 수',
        response: { 200: MemberCountSchema },
      },
    },
    async () => ({ count: await countMembers(db) }),
  );

  app.get(
    '/members',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        security,
        summary: '회원 목록 (관리자, id 순, 페이지 번호는 0부터)',
        querystring: MemberPageQuerySchema,
        response: {
          200: MemberPageSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          403: ErrorBodySchema,
        },
      },
    },
    async (request) => memberPage(db, request.query),
  );

  app.get(
    '/members/me',
    {
      onRequest: requireMember,
      schema: { tags, security, summary: '내 정보', response: MemberInfoResponses },
    },
    async (request) => memberInfo(db, memberOf(request).memberId),
  );

  app.put(
    '/members/me',
    {
      onRequest: requireMember,
      onSend: announceMemberChange,
      schema: {
        tags,
        security,
        summary: '내 정보를 샘물 포털에서 다시 읽기 (저장된 이수과목은 모두 삭제됨)',
        description:
          '본인 학번의 포털 로그인만 허용 (403 MEMBER004). 포털 비밀번호는 저장·기록되지 않습니다.',
        body: PortalCredentialsSchema,
        response: { ...MemberInfoResponses, ...PortalErrors },
      },
    },
    async (request) => {
      await context.attemptLimits.portal.consume({
        ip: request.ip,
        username: request.body.username,
      });
      return refreshFromPortal(context, memberOf(request).memberId, request.body);
    },
  );

  app.delete(
    '/members/me',
    {
      onRequest: requireMember,
      preValidation: bodylessAsEmpty,
      onSend: announceMemberChange,
      schema: {
        tags,
        security,
        summary: '회원 탈퇴 (비밀번호 확인 후 이수과목, 질문, 답변, 로그인 기록을 모두 삭제)',
        description:
          '비밀번호가 틀리면 400 ACCOUNT016 (로그인 시도 횟수에 포함), 마지막 관리자는 409 ADMIN006.',
        body: WithdrawalBodySchema,
        response: {
          204: MemberDeletedSchema,
          400: ErrorBodySchema,
          409: ErrorBodySchema,
          429: ErrorBodySchema,
          ...MemberErrors,
        },
      },
    },
    async (request, reply) => {
      const { memberId } = memberOf(request);
      await confirmCurrentPassword(context, request, memberId, request.body.password, 'password');
      // The mail records (outbox rows, confirmation links) go with the member; the mails kept
      // as .eml files too.
      const mails = [
        ...(await context.mailSender.mailsOf(memberId)),
        ...(await confirmationMailsOf(db, context.config.siteUrl, memberId)),
      ];
      await removeMember(db, memberId);
      await context.mailSender.forget(mails);
      // Its refresh tokens went with the member; the browser's cookie goes too.
      clearRefreshCookie(reply, context.config);
      return reply.status(204).send(null);
    },
  );

  app.patch(
    '/members/me/department',
    {
      onRequest: requireMember,
      onSend: announceMemberChange,
      schema: {
        tags,
        security,
        summary: '학과(트랙) 변경: 현재 학과와 바꿀 학과가 모두 변경 가능한 학과일 때만',
        body: DepartmentChangeBodySchema,
        response: MemberInfoResponses,
      },
    },
    async (request) => changeDepartment(db, memberOf(request).memberId, request.body.departmentId),
  );

  app.patch(
    '/members/me/exemption',
    {
      onRequest: requireMember,
      onSend: announceMemberChange,
      schema: {
        tags,
        security,
        summary: '이수 면제 변경 (null = 해당없음)',
        body: ExemptionChangeBodySchema,
        response: MemberInfoResponses,
      },
    },
    async (request) => changeExemption(db, memberOf(request).memberId, request.body.exemption),
  );

  app.patch(
    '/members/me/language',
    {
      onRequest: requireMember,
      schema: {
        tags,
        security,
        summary: '사이트 언어 변경 (알림·확인 메일을 쓰는 언어, ko 또는 en)',
        description:
          '사이트의 언어 전환이 로그인한 회원에게 부릅니다. 다른 언어의 요청(lang 쿠키)은 회원의 언어를 바꾸지 않습니다.',
        body: LanguageChangeBodySchema,
        response: MemberInfoResponses,
      },
    },
    async (request) => changeLanguage(db, memberOf(request).memberId, request.body.language),
  );

  // Served here rather than by the departments plugin: it exists for the member's department
  // change above and, unlike GET /departments, needs a login.
  app.get(
    '/departments/editable',
    {
      onRequest: requireMember,
      schema: {
        tags: ['departments'],
        security,
        summary: '바꿀 수 있는 학과 목록 (학과 변경용, id 순)',
        response: { 200: EditableDepartmentListSchema, 401: ErrorBodySchema, 403: ErrorBodySchema },
      },
    },
    async () => {
      const content = await listEditableDepartments(db);
      return { count: content.length, content };
    },
  );
};
