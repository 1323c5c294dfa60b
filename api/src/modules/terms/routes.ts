import { SEMESTER_LABEL } from '../../audit/enums';
import type { DomainPlugin } from '../../context';
import { termRowId } from './queries';
import { CurrentTermResponses } from './schemas';

export const termRoutes: DomainPlugin = async (app, { context }) => {
  app.get(
    '/terms/current',
    {
      schema: {
        tags: ['terms'],
        summary: '오늘 날짜(Asia/Seoul)가 속한 학기: 추천 과목과 계획의 기준',
        response: CurrentTermResponses,
      },
    },
    async () => {
      const term = context.terms.current();
      return {
        id: await termRowId(context.db, term),
        year: term.year,
        semester: SEMESTER_LABEL[term.semester],
      };
    },
  );
};
