import { requireMember } from '../../auth/principal';
import type { DomainPlugin } from '../../context';
import { AppError } from '../../errors';
import { createCourseCatalogLoader } from './catalog';
import {
  MAX_SEARCH_RESULTS,
  OfferingParamsSchema,
  OfferingResponses,
  OfferingSearchQuerySchema,
  OfferingSearchResponses,
} from './schemas';
import { searchQueryOf } from './search';

export const offeringRoutes: DomainPlugin = async (app, { context }) => {
  const catalogs = createCourseCatalogLoader(context.db, context.memberChanges);

  app.get(
    '/offerings',
    {
      onRequest: requireMember,
      schema: {
        tags: ['offerings'],
        security: [{ bearerAuth: [] }],
        summary: '과목 검색: 학수번호 앞부분 또는 과목명 일부로 (가장 잘 맞는 것부터, 최대 20개)',
        querystring: OfferingSearchQuerySchema,
        response: OfferingSearchResponses,
      },
    },
    async (request) => {
      const query = searchQueryOf(request.query.query);
      const catalog = await catalogs.catalog();
      const content = catalog
        .search(query, request.query.limit ?? MAX_SEARCH_RESULTS)
        .map(({ number, name, credit, usual }) => ({ number, name, credit, usual }));
      return { count: content.length, content };
    },
  );

  app.get(
    '/offerings/:number',
    {
      schema: {
        tags: ['offerings'],
        summary: '과목의 개설 학기 (2017년 이후 시간표) 와 주로 개설되는 학기',
        params: OfferingParamsSchema,
        response: OfferingResponses,
      },
    },
    async (request) => {
      const catalog = await catalogs.catalog();
      const offering = catalog.get(request.params.number.trim().toUpperCase());
      if (offering === undefined) throw AppError.of('OFFERING001');
      return offering;
    },
  );
};
