import type { DomainPlugin } from '../../context';
import { privacyPolicy } from './policy';
import { PrivacyPolicyResponses } from './schemas';

export const privacyRoutes: DomainPlugin = async (app, { context }) => {
  // Built once: the configuration does not change while the process runs.
  const policy = privacyPolicy(context.config);
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
    async () => policy,
  );
};
