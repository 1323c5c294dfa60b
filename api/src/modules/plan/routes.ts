import { memberOf, requireMember } from '../../auth/principal';
import type { DomainPlugin } from '../../context';
import { AppError } from '../../errors';
import { inRequestLanguage } from '../../http/request-language';
import { createBasisReference } from '../courses/basis';
import { createRuleSetLoader } from '../graduation-rules/loader';
import { createCourseCatalogLoader } from '../offerings/catalog';
import { MAX_SEARCH_RESULTS, OfferingSearchQuerySchema } from '../offerings/schemas';
import { searchQueryOf } from '../offerings/search';
import { englishPlan } from './english';
import { searchCoursesForMember } from './course-search';
import { createPlanningReferenceLoader } from './reference';
import {
  acknowledgeDroppedInProgressCourses,
  addInProgressCourse,
  removeInProgressCourse,
} from './in-progress';
import {
  AcknowledgeDroppedResponses,
  AddInProgressCourseResponses,
  CourseSearchResponses,
  InProgressCourseBodySchema,
  InProgressCourseParamsSchema,
  PlanChoicesBodySchema,
  PlanQuerySchema,
  PlanResponses,
  RemoveInProgressCourseResponses,
} from './schemas';
import type { PlanChoiceInput } from './choices';
import { memberPlan, saveMemberPlan } from './service';

const TAGS = ['plan'];
const SECURITY = [{ bearerAuth: [] }];

/** `HAEA0010@2027-1,HAEA9245` → pins; an empty string = none. */
function parsePins(text: string): PlanChoiceInput['pins'] {
  return splitList(text).map((item) => {
    const [number = '', term, extra] = item.split('@');
    if (extra !== undefined || number === '') {
      throw AppError.of('COMMON005', {
        pins: '고정 과목은 학수번호 또는 학수번호@YYYY-S 로 적어 주세요.',
      });
    }
    return { number, term: term ?? null };
  });
}

function splitList(text: string): string[] {
  return text
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

export const planRoutes: DomainPlugin = async (app, { context }) => {
  const dependencies = {
    db: context.db,
    rules: createRuleSetLoader(context.db, context.memberChanges),
    catalogs: createCourseCatalogLoader(context.db, context.memberChanges),
    references: createPlanningReferenceLoader(context.db, context.memberChanges),
    basisReference: createBasisReference(context.db, context.memberChanges),
    terms: context.terms,
  };

  app.get(
    '/plan',
    {
      onRequest: requireMember,
      schema: {
        tags: TAGS,
        security: SECURITY,
        summary: '졸업 계획: 다음 학기부터 졸업 학기까지 학기별 추천 과목과 채울 수 없는 요건',
        description:
          '파라미터가 없으면 저장된 선택 (PUT /plan) 을, 주어진 파라미터는 이번 응답에만 씁니다.',
        querystring: PlanQuerySchema,
        response: PlanResponses,
      },
    },
    async (request, reply) => {
      const { until, maxCredits, pins, excluded } = request.query;
      const plan = await memberPlan(dependencies, memberOf(request).memberId, {
        until,
        maxCredits,
        pins: pins === undefined ? undefined : parsePins(pins),
        excluded: excluded === undefined ? undefined : splitList(excluded),
      });
      return inRequestLanguage(request, reply, plan, englishPlan);
    },
  );

  app.put(
    '/plan',
    {
      onRequest: requireMember,
      schema: {
        tags: TAGS,
        security: SECURITY,
        summary:
          '졸업 계획의 선택 (졸업 학기, 학기당 최대 학점, 고정·제외 과목) 저장, 그 계획을 응답',
        body: PlanChoicesBodySchema,
        response: PlanResponses,
      },
    },
    async (request, reply) => {
      const plan = await saveMemberPlan(dependencies, memberOf(request).memberId, request.body);
      return inRequestLanguage(request, reply, plan, englishPlan);
    },
  );

  app.get(
    '/plan/course-search',
    {
      onRequest: requireMember,
      schema: {
        tags: TAGS,
        security: SECURITY,
        summary:
          '수강 중 과목을 추가할 과목 검색: 학과, 이 회원에게 세는 이수구분, 다른 학과 전공 여부와 함께',
        querystring: OfferingSearchQuerySchema,
        response: CourseSearchResponses,
      },
    },
    async (request) =>
      searchCoursesForMember(
        dependencies,
        memberOf(request).memberId,
        searchQueryOf(request.query.query),
        request.query.limit ?? MAX_SEARCH_RESULTS,
      ),
  );

  app.post(
    '/plan/in-progress-courses',
    {
      onRequest: requireMember,
      schema: {
        tags: TAGS,
        security: SECURITY,
        summary: '이번 학기 수강 중 과목 추가: 졸업 계획이 이수한 것으로 세고 다시 계획하지 않음',
        description:
          '과목 목록에 없는 학수번호는 404 OFFERING001, 이미 이수한 과목은 409 PLAN001, 이미 추가한 과목은 409 PLAN002, 15개 초과는 409 PLAN004.',
        body: InProgressCourseBodySchema,
        response: AddInProgressCourseResponses,
      },
    },
    async (request, reply) => {
      const added = await addInProgressCourse(
        dependencies,
        memberOf(request).memberId,
        request.body.number,
      );
      return reply.status(201).send(added);
    },
  );

  app.delete(
    '/plan/in-progress-courses/:number',
    {
      onRequest: requireMember,
      schema: {
        tags: TAGS,
        security: SECURITY,
        summary: '이번 학기 수강 중 과목 빼기 (추가하지 않은 과목은 404 PLAN003)',
        params: InProgressCourseParamsSchema,
        response: RemoveInProgressCourseResponses,
      },
    },
    async (request, reply) => {
      await removeInProgressCourse(context.db, memberOf(request).memberId, request.params.number);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/plan/dropped-in-progress-courses',
    {
      onRequest: requireMember,
      schema: {
        tags: TAGS,
        security: SECURITY,
        summary:
          '지난 학기에 수강 중으로 추가한 과목 알림 확인: 그 과목들을 지움 (GET /plan 은 확인 전까지 알림)',
        response: AcknowledgeDroppedResponses,
      },
    },
    async (request, reply) => {
      await acknowledgeDroppedInProgressCourses(dependencies, memberOf(request).memberId);
      return reply.status(204).send(null);
    },
  );
};
