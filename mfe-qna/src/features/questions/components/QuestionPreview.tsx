import { usePreloadedMarkdown } from '../../../components/post/markdown';
import { useQuestion } from '../hooks/useQuestion';
import { LoadedQuestion } from './LoadedQuestion';
import { QuestionArticle } from './QuestionArticle';

/** The question being answered, read-only, above the answer form. */
export function QuestionPreview({ questionId }: { questionId: string }) {
  const { state, reload } = useQuestion(questionId);
  usePreloadedMarkdown();
  return (
    <LoadedQuestion state={state} reload={reload}>
      {(question) => <QuestionArticle question={question} />}
    </LoadedQuestion>
  );
}
