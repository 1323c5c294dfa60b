// Every absolute path of the site. Cross-area links use these, never hand-written strings, so
// an area can move without hunting for links in the other remotes.
import { areaPathOf } from '@smunity/mf-platform';

type QuestionId = number | string;

/**
 * Where each area is mounted in the shell (and in its remote's standalone router and parcel): the
 * area of each remote in the registry of remotes (mf-platform/remotes.registry.json).
 */
export const AREA_PATHS = {
  accounts: areaPathOf('mfe_accounts'),
  mypage: areaPathOf('mfe_mypage'),
  qna: areaPathOf('mfe_qna'),
} as const;

export const ROUTES = {
  HOME: '/',
  LOGIN: `${AREA_PATHS.accounts}/login`,
  AGREE: `${AREA_PATHS.accounts}/agree`,
  REGISTER: `${AREA_PATHS.accounts}/register`,
  PASSWORD_RESET: `${AREA_PATHS.accounts}/password/reset`,
  MYPAGE: AREA_PATHS.mypage,
  MYPAGE_RESULT: `${AREA_PATHS.mypage}/result`,
  MYPAGE_WHAT_IF: `${AREA_PATHS.mypage}/what-if`,
  MYPAGE_PLAN: `${AREA_PATHS.mypage}/plan`,
  QNA_TERMS: `${AREA_PATHS.qna}/terms`,
  QNA_PRIVACY: `${AREA_PATHS.qna}/privacy`,
  QNA_QUESTIONS: `${AREA_PATHS.qna}/questions`,
  QNA_QUESTION_CREATE: `${AREA_PATHS.qna}/questions/create`,
  QNA_NOTIFICATIONS: `${AREA_PATHS.qna}/notifications`,
  qnaQuestion: (id: QuestionId) => `${AREA_PATHS.qna}/questions/${id}`,
  qnaQuestionModify: (id: QuestionId) => `${AREA_PATHS.qna}/questions/${id}/modify`,
  qnaAnswer: (id: QuestionId) => `${AREA_PATHS.qna}/questions/${id}/answer`,
  qnaAnswerModify: (id: QuestionId) => `${AREA_PATHS.qna}/questions/${id}/answer/modify`,
} as const;

/** The university's curriculum page of a department (opens on smu.ac.kr). */
export function curriculumUrl(departmentCode: string): string {
  return `https://www.smu.ac.kr/_custom/smu/_app/curriculum.do?srSust=${encodeURIComponent(departmentCode)}&srShyr=all`;
}
