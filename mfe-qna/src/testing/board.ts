// Questions and answers as the api returns them, for the tests.
import type { Answer, QuestionDetail, QuestionSummary } from '@smunity/api-contract';
import type { QuestionPage } from '../features/questions/api/questionsApi';

export const WRITTEN_AT = '2025-03-01T01:02:00.000Z'; // 25-03-01 10:02 in Seoul
export const EDITED_AT = '2025-03-02T03:04:00.000Z'; // 25-03-02 12:04 in Seoul

export function aQuestion(overrides: Partial<QuestionDetail> = {}): QuestionDetail {
  return {
    id: 7,
    title: '졸업학점 질문',
    content: '전공선택 학점이\n부족한가요?',
    author: '김상명',
    isAuthor: false,
    answered: false,
    createdAt: WRITTEN_AT,
    updatedAt: WRITTEN_AT,
    ...overrides,
  };
}

export function anAnswer(overrides: Partial<Answer> = {}): Answer {
  return {
    id: 3,
    questionId: 7,
    content: '**네**, 3학점 부족합니다.',
    createdAt: EDITED_AT,
    updatedAt: EDITED_AT,
    ...overrides,
  };
}

/** One page of the list, as Spring's Page JSON (the fields the list reads). */
export function aQuestionPage(content: QuestionSummary[], totalPages = 1): QuestionPage {
  return { content, totalPages };
}
