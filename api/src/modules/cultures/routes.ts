import { SUB_DOMAIN_LABEL } from '../../audit';
import { requireMember } from '../../auth/principal';
import type { DomainPlugin } from '../../context';
import { ENGLISH_SUB_DOMAIN_LABEL } from '../../display-en';
import { varyOnLanguage } from '../../http/request-language';
import { ErrorBodySchema } from '../../http/schemas';
import { cultureCourses } from './queries';
import { CultureCourseListSchema, CultureQuerySchema } from './schemas';

export const cultureRoutes: DomainPlugin = async (app, { context }) => {
  app.get(
    '/cultures',
    {
      onRequest: requireMember,
      schema: {
        tags: ['cultures'],
        security: [{ bearerAuth: [] }],
        summary: '교양 추천 과목 (세부 영역별, 이수 여부와 무관)',
        querystring: CultureQuerySchema,
        response: {
          200: CultureCourseListSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          403: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const rows = await cultureCourses(context.db, request.query.subDomain);
      // Not cached: the label is chosen in the request's language (ADR 0063).
      varyOnLanguage(reply);
      const labels = request.language === 'en' ? ENGLISH_SUB_DOMAIN_LABEL : SUB_DOMAIN_LABEL;
      const content = rows.map(({ sub_domain: subDomain, ...course }) => ({
        ...course,
        type: labels[subDomain],
      }));
      return { count: content.length, content };
    },
  );
};
