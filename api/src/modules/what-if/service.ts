import type { Static } from '@fastify/type-provider-typebox';
import { DOMAINS, recordOf } from '../../audit';
import type { AppDatabase } from '../../db/database';
import { AppError } from '../../errors';
import type { RuleSetLoader } from '../graduation-rules/loader';
import { englishCultureResult } from '../courses/english';
import {
  auditMemberRowWith,
  courseResult,
  creditResponse,
  cultureDomainResult,
  memberAuditRow,
  type MemberAudit,
} from '../courses/service';
import type { DepartmentFactsCache } from './departments';
import type { WhatIfSchema } from './schemas';

export interface HypotheticalDepartments {
  departmentId: number;
  /** null = no 다전공. */
  secondDepartmentId: number | null;
}

/**
 * GET /courses/what-if: the member's stored courses audited by the same engine, as if the
 * member's 학과 and 다전공 were the given ones. Reads only: the stored profile and the audit
 * cache stay as they are. Unknown ids and the same department twice → 400 COMMON005 naming
 * the field (the query string's validation code).
 */
export async function whatIf(
  db: AppDatabase,
  rules: RuleSetLoader,
  departments: DepartmentFactsCache,
  memberId: number,
  { departmentId, secondDepartmentId }: HypotheticalDepartments,
): Promise<Static<typeof WhatIfSchema>> {
  if (secondDepartmentId === departmentId) {
    throw AppError.of('COMMON005', {
      secondDepartmentId: '1전공과 같은 학과는 다전공으로 고를 수 없습니다.',
    });
  }
  const [member, first, second, ruleSet] = await Promise.all([
    memberAuditRow(db, memberId),
    departments.get(departmentId),
    secondDepartmentId === null ? null : departments.get(secondDepartmentId),
    rules.ruleSet(),
  ]);
  if (first === undefined) {
    throw AppError.of('COMMON005', { departmentId: '해당 학과를 찾을 수 없습니다.' });
  }
  if (second === undefined) {
    throw AppError.of('COMMON005', { secondDepartmentId: '해당 학과를 찾을 수 없습니다.' });
  }
  const audit = auditMemberRowWith(
    {
      ...member,
      department_id: first.id,
      has_advanced: first.has_advanced,
      balance_sub_domain: first.balance_sub_domain,
      second_department_id: secondDepartmentId,
    },
    ruleSet,
  );
  return whatIfResponse(audit);
}

function whatIfResponse(audit: MemberAudit): Static<typeof WhatIfSchema> {
  const categories: Static<typeof WhatIfSchema>['categories'] = {};
  for (const category of audit.result.displayedCategories) {
    categories[category] = courseResult(audit, category);
  }
  return {
    credit: creditResponse(audit),
    categories,
    cultures: recordOf(DOMAINS, (domain) => cultureDomainResult(audit, domain)),
  };
}

/** The answer for an English request: the sub-domains' names (ADR 0063). */
export function englishWhatIf(answer: Static<typeof WhatIfSchema>): Static<typeof WhatIfSchema> {
  return {
    ...answer,
    cultures: recordOf(DOMAINS, (domain) => englishCultureResult(answer.cultures[domain])),
  };
}
