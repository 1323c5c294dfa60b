import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { Container, PageHeader } from '@smunity/shared-ui';
import { useBoardHeader } from '../../../components/headers';
import { createAnswer } from '../api/answersApi';
import { AnswerForm } from './AnswerForm';

export interface AnswerPageProps {
  /** The question being answered (another feature's); routes.tsx puts the two together. */
  renderQuestion: (questionId: string) => ReactNode;
}

/** /qna/questions/:id/answer (admins only: the route's guard sends anyone else to the list). */
export function AnswerCreatePage({ renderQuestion }: AnswerPageProps) {
  const { id: questionId = '' } = useParams();
  return (
    <Container>
      <PageHeader {...useBoardHeader('qna.answer.createTitle')} />
      {renderQuestion(questionId)}
      <AnswerForm questionId={questionId} save={(content) => createAnswer(questionId, content)} />
    </Container>
  );
}
