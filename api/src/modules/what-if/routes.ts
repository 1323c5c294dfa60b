import { memberOf, requireMember } from '../../auth/principal';
import type { DomainPlugin } from '../../context';
import { inRequestLanguage } from '../../http/request-language';
import { createRuleSetLoader } from '../graduation-rules/loader';
import { createDepartmentFactsCache } from './departments';
import { NO_SECOND_DEPARTMENT, WhatIfQuerySchema, WhatIfResponses } from './schemas';
import { englishWhatIf, whatIf } from './service';

export const whatIfRoutes: DomainPlugin = async (app, { context }) => {
  const rules = createRuleSetLoader(context.db, context.memberChanges);
  const departments = createDepartmentFactsCache(context.db, context.memberChanges);
  app.addHook('onClose', async () => departments.close());

  app.get(
    '/courses/what-if',
    {
      onRequest: requireMember,
      schema: {
        tags: ['courses'],
        security: [{ bearerAuth: [] }],
        summary:
          '학과·다전공을 바꾸면? 저장된 이수과목을 가정한 학과로 검사 (프로필은 바뀌지 않음)',
        querystring: WhatIfQuerySchema,
        response: WhatIfResponses,
      },
    },
    async (request, reply) => {
      const { departmentId, secondDepartmentId = NO_SECOND_DEPARTMENT } = request.query;
      const answer = await whatIf(context.db, rules, departments, memberOf(request).memberId, {
        departmentId,
        secondDepartmentId: secondDepartmentId === NO_SECOND_DEPARTMENT ? null : secondDepartmentId,
      });
      return inRequestLanguage(request, reply, answer, englishWhatIf);
    },
  );
};
