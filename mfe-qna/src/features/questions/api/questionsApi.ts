import type {
  QuestionBody,
  QuestionDetail,
  QuestionPage as QuestionPageResponse,
} from '@smunity/api-contract';
import { API_BASE_URL, authClient, ensureOk, publicClient } from '@smunity/shared-auth';

/** The part of the api's page (Spring's Page JSON) the list uses. */
export type QuestionPage = Pick<QuestionPageResponse, 'content' | 'totalPages'>;

/** The body of POST /questions and PUT /questions/{id}; the form always says whether anonymous. */
export type QuestionInput = Required<QuestionBody>;

/**
 * The URL a visitor's board requests first (fetchQuestionPage(0) through publicClient): the
 * shell's server preloads it with the board's prerendered first view (docs/adr/0041). A preload
 * that does not match the request is not used, and the browser warns about it (e2e fails).
 */
export const FIRST_QUESTION_PAGE_URL = `${API_BASE_URL}/questions?page=0`;

/**
 * What a question's page requests first (fetchQuestion through authClient, which adds no header
 * for a visitor), `:id` being the id as the page's path has it, URL-encoded as questionPath does:
 * the shell's server preloads it with the page's prerendered first view (docs/adr/0041).
 */
export const QUESTION_URL_PATTERN = `${API_BASE_URL}/questions/:id`;

/**
 * The questions of one page, newest first (`pageIndex` is 0-based, as the api counts); `mine`:
 * only the signed-in member's ("내 질문", which needs their token).
 */
export async function fetchQuestionPage(
  pageIndex: number,
  signal: AbortSignal,
  mine = false,
): Promise<QuestionPage> {
  const client = mine ? authClient : publicClient;
  return ensureOk(
    await client.get<QuestionPageResponse>('/questions', {
      params: mine ? { page: pageIndex, mine: true } : { page: pageIndex },
      signal,
    }),
  );
}

function questionPath(questionId: string): string {
  // The id comes from the address bar: it must stay one path segment whatever was typed.
  return `/questions/${encodeURIComponent(questionId)}`;
}

/**
 * The URL fetchQuestion requests for this id: the key of its answer in the page the shell's
 * server renders with it (QUESTION_URL_PATTERN with the id filled in).
 */
export function questionUrl(questionId: string): string {
  return `${API_BASE_URL}${questionPath(questionId)}`;
}

/**
 * Through the authenticated client although reading is public: the api works out `isAuthor`
 * from the viewer's token (none for a visitor).
 */
export async function fetchQuestion(
  questionId: string,
  signal: AbortSignal,
): Promise<QuestionDetail> {
  return ensureOk(await authClient.get<QuestionDetail>(questionPath(questionId), { signal }));
}

export async function createQuestion(input: QuestionInput): Promise<QuestionDetail> {
  return ensureOk(await authClient.post<QuestionDetail>('/questions', input));
}

export async function updateQuestion(
  questionId: string,
  input: QuestionInput,
): Promise<QuestionDetail> {
  return ensureOk(await authClient.put<QuestionDetail>(questionPath(questionId), input));
}

/** Its answer goes with it. */
export async function deleteQuestion(questionId: string): Promise<void> {
  ensureOk(await authClient.delete(questionPath(questionId)));
}
