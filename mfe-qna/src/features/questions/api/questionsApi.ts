import { authClient, ensureOk, publicClient } from 'shared-auth';

/** How the api names the author of a question written anonymously. */
export const ANONYMOUS_AUTHOR = '익명';

/** A row of the question list (GET /questions). */
export interface QuestionSummary {
  id: number;
  title: string;
  /** Markdown. */
  content: string;
  /** The member's name, or '익명'. */
  author: string;
  answered: boolean;
  createdAt: string;
  updatedAt: string;
}

/** GET /questions/{id}: the question as the viewer sees it. */
export interface Question extends QuestionSummary {
  /** Whether the viewer wrote it (false for visitors, and for admins reading others'). */
  isAuthor: boolean;
}

/** The part of the api's page (Spring's Page JSON) the list uses. */
export interface QuestionPage {
  content: QuestionSummary[];
  totalPages: number;
}

/** The body of POST /questions and PUT /questions/{id}. */
export interface QuestionInput {
  title: string;
  content: string;
  anonymous: boolean;
}

/** The questions of one page, newest first (`pageIndex` is 0-based, as the api counts). */
export async function fetchQuestionPage(
  pageIndex: number,
  signal: AbortSignal,
): Promise<QuestionPage> {
  return ensureOk(
    await publicClient.get<QuestionPage>('/questions', { params: { page: pageIndex }, signal }),
  );
}

function questionPath(questionId: string): string {
  // The id comes from the address bar: it must stay one path segment whatever was typed.
  return `/questions/${encodeURIComponent(questionId)}`;
}

/**
 * Through the authenticated client although reading is public: the api works out `isAuthor`
 * from the viewer's token (none for a visitor).
 */
export async function fetchQuestion(questionId: string, signal: AbortSignal): Promise<Question> {
  return ensureOk(await authClient.get<Question>(questionPath(questionId), { signal }));
}

export async function createQuestion(input: QuestionInput): Promise<Question> {
  return ensureOk(await authClient.post<Question>('/questions', input));
}

export async function updateQuestion(questionId: string, input: QuestionInput): Promise<Question> {
  return ensureOk(await authClient.put<Question>(questionPath(questionId), input));
}

/** Its answer goes with it. */
export async function deleteQuestion(questionId: string): Promise<void> {
  ensureOk(await authClient.delete(questionPath(questionId)));
}
