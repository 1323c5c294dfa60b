import { Container, PageHeader, ROUTES } from '@smunity/shared-ui';
import { useBoardHeader } from '../../../components/headers';
import { createQuestion } from '../api/questionsApi';
import { QuestionForm } from './QuestionForm';

/** /qna/questions/create (members only: the route's guard sends visitors to the login). */
export function QuestionCreatePage() {
  return (
    <Container>
      <PageHeader {...useBoardHeader('qna.question.createTitle')} />
      <QuestionForm save={createQuestion} successTo={ROUTES.QNA_QUESTIONS} />
    </Container>
  );
}
