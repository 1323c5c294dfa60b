import { authClient, ensureOk, publicClient } from 'shared-auth';

/** GET /questions/{id}/answer: the one answer a question may have. */
export interface Answer {
  id: number;
  questionId: number;
  /** Markdown. */
  content: string;
  createdAt: string;
  updatedAt: string;
}

function answerPath(questionId: string): string {
  return `/questions/${encodeURIComponent(questionId)}/answer`;
}

/**
 * The answer, or null when the api answers with any status from 400 on (the product treats the
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
  return ensureOk(await authClient.post<Answer>(answerPath(questionId), { content }));
}

export async function updateAnswer(questionId: string, content: string): Promise<Answer> {
  return ensureOk(await authClient.put<Answer>(answerPath(questionId), { content }));
}

export async function deleteAnswer(questionId: string): Promise<void> {
  ensureOk(await authClient.delete(answerPath(questionId)));
}
