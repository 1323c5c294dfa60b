import type { DomainPlugin } from '../../context';
import { PortalCredentialsSchema } from '../members/fields';
import { VerificationResponses } from './schemas';
import { verifyForPasswordReset, verifyForRegistration } from './service';

const tags = ['auth'];

/**
 * Student verification through the university portal (public). Each call is one portal login,
 * limited per client address and per 학번 before the portal is asked (and its failures by the
 * lock-out guard, docs/adr/0032).
 */
export const authRoutes: DomainPlugin = async (app, { context }) => {
  app.post(
    '/auth/register',
    {
      schema: {
        tags,
        summary: '회원가입 전 샘물 포털 재학생 인증',
        description:
          '포털 비밀번호는 이 요청에만 쓰이고 저장·기록되지 않습니다. 포털 인증이 성공한 뒤에만 이미 가입한 학번을 알려 줍니다 (409 ACCOUNT001).',
        body: PortalCredentialsSchema,
        response: VerificationResponses,
      },
    },
    async (request) => {
      await context.attemptLimits.portal.consume({
        ip: request.ip,
        username: request.body.username,
      });
      return verifyForRegistration(context, request.body);
    },
  );

  app.post(
    '/auth/password/reset',
    {
      schema: {
        tags,
        summary: '비밀번호 재설정 전 샘물 포털 재학생 인증',
        description:
          '포털 비밀번호는 이 요청에만 쓰이고 저장·기록되지 않습니다. 포털 인증이 성공한 뒤에만 가입하지 않은 학번을 알려 줍니다 (404 MEMBER002).',
        body: PortalCredentialsSchema,
        response: VerificationResponses,
      },
    },
    async (request) => {
      await context.attemptLimits.portal.consume({
        ip: request.ip,
        username: request.body.username,
      });
      return verifyForPasswordReset(context, request.body);
    },
  );
};
