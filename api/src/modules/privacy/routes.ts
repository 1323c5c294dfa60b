import { memberOf, requireMember } from '../../auth/principal';
import type { DomainPlugin } from '../../context';
import { inRequestLanguage } from '../../http/request-language';
import { myData } from './my-data';
import { privacyPolicy } from './policy';
import { englishPrivacyPolicy } from './policy-en';
import { MyDataResponses, PrivacyPolicyResponses } from './schemas';

export const privacyRoutes: DomainPlugin = async (app, { context }) => {
  // Built once: the configuration does not change while the process runs.
  const policy = privacyPolicy(context.config);
  const englishPolicy = englishPrivacyPolicy(policy);
  app.get(
    '/privacy/policy',
    {
      schema: {
        tags: ['privacy'],
        summary:
          '개인정보처리방침이 밝히는 수집 항목, 보유 기간, 보호책임자 (실행 중인 설정 그대로)',
        response: PrivacyPolicyResponses,
      },
    },
    async (request, reply) => inRequestLanguage(request, reply, policy, () => englishPolicy),
  );
  app.get(
    '/privacy/my-data',
    {
      onRequest: requireMember,
      schema: {
        tags: ['privacy'],
        security: [{ bearerAuth: [] }],
        summary: '내 정보 내려받기: 저장된 내 정보 전부 (JSON 파일)',
        response: MyDataResponses,
      },
    },
    async (request, reply) => {
      const data = await myData(context.db, memberOf(request).memberId, new Date(context.now()));
      // A download, never cached on the way: it is the member's whole record.
      reply.header('content-disposition', 'attachment; filename="smunity-my-data.json"');
      reply.header('cache-control', 'no-store');
      return data;
    },
  );
};
