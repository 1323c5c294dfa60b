import type { Answer, AnswerBody } from '@smunity/api-contract';
import { API_BASE_URL, authClient, ensureOk, publicClient } from '@smunity/shared-auth';

function answerPath(questionId: string): string {
  return `/questions/${encodeURIComponent(questionId)}/answer`;
}

/**
 * What a question's page requests next when the question has an answer (fetchAnswer), `:id`
 * being the id as the page's path has it: the shell's server asks for it too when it renders a
 * guest's question page with its data, and holds it if there is one (docs/adr/0044).
 */
export const ANSWER_URL_PATTERN = `${API_BASE_URL}/questions/:id/answer`;

/** The URL fetchAnswer requests for this id: the key of its answer in a page rendered with it. */
export function answerUrl(questionId: string): string {
  return `${API_BASE_URL}${answerPath(questionId)}`;
}

/**
 * GET /questions/{id}/answer: the answer, or null when the api answers with any status from 400 on (the product treats the
 * answer as absent then). Only a failure to reach the api at all rejects.
 */
export async function fetchAnswer(questionId: string, signal: AbortSignal): Promise<Answer | null> {
  const response = await publicClient.get<Answer>(answerPath(questionId), {
    signal,
    validateStatus: () => true,
  });
  return response.status >= 400 ? null : response.data;
}

export async function createAnswer(questionId: string, content: string): Promise<Answer> {
  const body: AnswerBody = { content };
  return ensureOk(await authClient.post<Answer>(answerPath(questionId), body));
}

export async function updateAnswer(questionId: string, content: string): Promise<Answer> {
  const body: AnswerBody = { content };
  return ensureOk(await authClient.put<Answer>(answerPath(questionId), body));
}

export async function deleteAnswer(questionId: string): Promise<void> {
  ensureOk(await authClient.delete(answerPath(questionId)));
}
