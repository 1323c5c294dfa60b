import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { AsyncContent, Container, MissingMessage, PageHeader } from '@smunity/shared-ui';
import { useBoardHeader } from '../../../components/headers';
import { updateAnswer } from '../api/answersApi';
import { useAnswer } from '../hooks/useAnswer';
import type { AnswerPageProps } from './AnswerCreatePage';
import { AnswerForm } from './AnswerForm';

/** /qna/questions/:id/answer/modify (admins only), starting from the answer as it is. */
export function AnswerModifyPage({ renderQuestion }: AnswerPageProps) {
  const { id: questionId = '' } = useParams();
  const answer = useAnswer(questionId);
  const intl = useIntl();
  const header = useBoardHeader('qna.answer.modifyTitle');

  return (
    <Container>
      <PageHeader {...header} />
      {renderQuestion(questionId)}
      <AsyncContent
        data={answer}
        failureMessage={intl.formatMessage({ id: 'qna.answer.loadFailure' })}
      >
        {(loaded) =>
          loaded === null ? (
            <MissingMessage>{intl.formatMessage({ id: 'qna.answer.missing' })}</MissingMessage>
          ) : (
            <AnswerForm
              questionId={questionId}
              initialContent={loaded.content}
              save={(content) => updateAnswer(questionId, content)}
            />
          )
        }
      </AsyncContent>
    </Container>
  );
}
