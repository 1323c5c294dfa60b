import { memberOf, requireMember } from '../../auth/principal';
import type { DomainPlugin } from '../../context';
import { inRequestLanguage } from '../../http/request-language';
import { ErrorBodySchema } from '../../http/schemas';
import { createRuleSetLoader } from '../graduation-rules/loader';
import { createAuditCache } from './audit-cache';
import { checkBasis, createBasisReference, referenceBasis } from './basis';
import {
  englishCheckBasis,
  englishCultureResult,
  englishGraduationCheck,
  englishLedger,
} from './english';
import { PortalCredentialsSchema } from '../members/fields';
import { memberInfo } from '../members/service';
import {
  CheckBasisSchema,
  ReferenceBasisSchema,
  CourseQuerySchema,
  CourseResultSchema,
  CreditSchema,
  CultureDomainParamsSchema,
  CultureResultSchema,
  GraduationCheckSchema,
  LedgerSchema,
  MemberOnlyErrors,
  UploadErrors,
} from './schemas';
import {
  auditMember,
  courseResult,
  creditResponse,
  cultureDomainResult,
  graduationCheck,
  ledgerResponse,
} from './service';
import { uploadCourses } from './upload';

const TAGS = ['courses'];
const SECURITY = [{ bearerAuth: [] }];

export const courseRoutes: DomainPlugin = async (app, { context }) => {
  // One rule set per process (see loader.ts); every route below audits with it.
  const rules = createRuleSetLoader(context.db, context.memberChanges);
  const auditNow = (memberId: number) => auditMember(context.db, rules, memberId);
  const audits = createAuditCache({
    changes: context.memberChanges,
    capacity: context.config.auditCacheMembers,
    compute: auditNow,
  });
  app.addHook('onClose', async () => audits.close());
  const audit = (memberId: number) => audits.get(memberId);
  const basisReference = createBasisReference(context.db, context.memberChanges);

  // The result page's one read (and its server render's): the figures of the endpoints below,
  // which stay for the original client and for the other pages.
  app.get(
    '/graduation-check',
    {
      onRequest: requireMember,
      schema: {
        tags: TAGS,
        security: SECURITY,
        summary:
          '졸업요건 검사 결과 한 번에: 이수학점, 이수구분·교양 상자, 내 정보, 검사 기준, 과목별 반영 내역',
        response: { 200: GraduationCheckSchema, ...MemberOnlyErrors },
      },
    },
    async (request, reply) => {
      const { memberId } = memberOf(request);
      const [memberAudit, member, reference] = await Promise.all([
        audit(memberId),
        memberInfo(context.db, memberId),
        basisReference.get(),
      ]);
      const check = graduationCheck(
        memberAudit,
        member,
        referenceBasis(reference, context.terms.current()),
      );
      return inRequestLanguage(request, reply, check, englishGraduationCheck);
    },
  );

  app.get(
    '/courses/basis',
    {
      onRequest: requireMember,
      schema: {
        tags: TAGS,
        security: SECURITY,
        summary: '검사 기준: 쓴 교육과정(학번, 기준 학기), 시간표 연도, 이전 학번 교육과정 안내',
        response: { 200: CheckBasisSchema, ...MemberOnlyErrors },
      },
    },
    async (request, reply) => {
      const [{ member }, reference] = await Promise.all([
        audit(memberOf(request).memberId),
        basisReference.get(),
      ]);
      const basis = checkBasis(member, referenceBasis(reference, context.terms.current()));
      return inRequestLanguage(request, reply, basis, englishCheckBasis);
    },
  );

  app.get(
    '/courses/basis/reference',
    {
      schema: {
        tags: TAGS,
        summary: '검사 자료의 기준: 교육과정 기준 학기, 시간표 학기와 그 나이 (이용약관이 보여 줌)',
        response: { 200: ReferenceBasisSchema },
      },
    },
    async (request, reply) => {
      const basis = referenceBasis(await basisReference.get(), context.terms.current());
      return inRequestLanguage(request, reply, basis, englishCheckBasis);
    },
  );

  app.get(
    '/courses',
    {
      onRequest: requireMember,
      schema: {
        tags: TAGS,
        security: SECURITY,
        summary: '이수과목과 졸업요건 현황 (category를 주면 그 이수구분만)',
        querystring: CourseQuerySchema,
        response: { 200: CourseResultSchema, 400: ErrorBodySchema, ...MemberOnlyErrors },
      },
    },
    async (request) =>
      courseResult(await audit(memberOf(request).memberId), request.query.category),
  );

  app.get(
    '/courses/credit',
    {
      onRequest: requireMember,
      schema: {
        tags: TAGS,
        security: SECURITY,
        summary: '이수 학점 요약 (결과 페이지의 이수학점 상자)',
        response: { 200: CreditSchema, ...MemberOnlyErrors },
      },
    },
    async (request) => creditResponse(await audit(memberOf(request).memberId)),
  );

  app.get(
    '/courses/cultures/:domain',
    {
      onRequest: requireMember,
      schema: {
        tags: TAGS,
        security: SECURITY,
        summary: '교양 영역(기초/핵심/균형)의 필수 세부 영역과 이수 여부',
        params: CultureDomainParamsSchema,
        response: { 200: CultureResultSchema, 400: ErrorBodySchema, ...MemberOnlyErrors },
      },
    },
    async (request, reply) => {
      const result = cultureDomainResult(
        await audit(memberOf(request).memberId),
        request.params.domain,
      );
      return inRequestLanguage(request, reply, result, englishCultureResult);
    },
  );

  app.get(
    '/courses/ledger',
    {
      onRequest: requireMember,
      schema: {
        tags: TAGS,
        security: SECURITY,
        summary: '이 과목은 어디에 반영되었나요? 저장된 과목마다 반영된 곳 또는 반영되지 않은 이유',
        response: { 200: LedgerSchema, ...MemberOnlyErrors },
      },
    },
    async (request, reply) => {
      const ledger = ledgerResponse(await audit(memberOf(request).memberId));
      return inRequestLanguage(request, reply, ledger, englishLedger);
    },
  );

  app.post(
    '/courses/upload',
    {
      onRequest: requireMember,
      schema: {
        tags: TAGS,
        security: SECURITY,
        summary: '샘물 포털에서 이수과목을 가져와 저장 (추가만, 이미 저장된 학수번호는 건너뜀)',
        description: '포털 비밀번호는 이 요청에만 쓰이고 저장·기록되지 않습니다.',
        body: PortalCredentialsSchema,
        response: { 201: CourseResultSchema, ...UploadErrors },
      },
    },
    async (request, reply) => {
      const { memberId } = memberOf(request);
      await uploadCourses(
        {
          db: context.db,
          portal: context.portal,
          log: request.log,
          spendPortalAttempt: async (username) => {
            await context.attemptLimits.portal.consume({ ip: request.ip, username });
          },
        },
        memberId,
        request.body,
      );
      context.memberChanges.changed(memberId);
      return reply.status(201).send(courseResult(await auditNow(memberId)));
    },
  );
};
