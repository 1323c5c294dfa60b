import type { Answer, AnswerBody } from '@smunity/api-contract';
import { authClient, ensureOk, publicClient } from '@smunity/shared-auth';

function answerPath(questionId: string): string {
  return `/questions/${encodeURIComponent(questionId)}/answer`;
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
