import type { DomainPlugin } from '../../context';
import { AppError } from '../../errors';
import { createCourseCatalogLoader } from './catalog';
import { OfferingParamsSchema, OfferingResponses } from './schemas';

export const offeringRoutes: DomainPlugin = async (app, { context }) => {
  const catalogs = createCourseCatalogLoader(context.db, context.memberChanges);

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
