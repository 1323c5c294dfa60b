import { ROUTES, curriculumUrl } from './routes';

describe('ROUTES', () => {
  it('holds the absolute paths of the product spec', () => {
    expect(ROUTES.LOGIN).toBe('/accounts/login');
    expect(ROUTES.AGREE).toBe('/accounts/agree');
    expect(ROUTES.PASSWORD_RESET).toBe('/accounts/password/reset');
    expect(ROUTES.MYPAGE_RESULT).toBe('/mypage/result');
    expect(ROUTES.MYPAGE_WHAT_IF).toBe('/mypage/what-if');
    expect(ROUTES.MYPAGE_PLAN).toBe('/mypage/plan');
    expect(ROUTES.QNA_QUESTION_CREATE).toBe('/qna/questions/create');
    expect(ROUTES.qnaQuestion(3)).toBe('/qna/questions/3');
    expect(ROUTES.qnaQuestionModify(3)).toBe('/qna/questions/3/modify');
    expect(ROUTES.qnaAnswer(3)).toBe('/qna/questions/3/answer');
    expect(ROUTES.qnaAnswerModify('3')).toBe('/qna/questions/3/answer/modify');
  });

  it('builds the curriculum page of a department', () => {
    expect(curriculumUrl('3MN')).toBe(
      'https://www.smu.ac.kr/_custom/smu/_app/curriculum.do?srSust=3MN&srShyr=all',
    );
  });
});
