import { SEMESTER_LABEL } from '../../audit/enums';
import type { DomainPlugin } from '../../context';
import { AppError } from '../../errors';
import { latestTerm } from './queries';
import { CurrentTermResponses } from './schemas';

export const termRoutes: DomainPlugin = async (app, { context }) => {
  app.get(
    '/terms/current',
    {
      schema: {
        tags: ['terms'],
        summary: '추천 과목과 검사 기준이 되는 현재 학기',
        response: CurrentTermResponses,
      },
    },
    async () => {
      const term = await latestTerm(context.db);
      if (term === undefined) throw AppError.of('TERM001');
      return { id: term.id, year: term.year, semester: SEMESTER_LABEL[term.semester] };
    },
  );
};
