import type { QuestionSummary } from 'api-contract';
import { Link } from 'react-router-dom';
import {
  AsyncContent,
  ButtonLink,
  Pagination,
  ROUTES,
  Table,
  classNames,
  type TableColumn,
  shortDay,
} from 'shared-ui';
import { boardHeader } from '../../../components/headers';
import { InfoPage } from '../../../components/InfoPage';
import type { QuestionPage } from '../api/questionsApi';
import { useQuestionPage } from '../hooks/useQuestionPage';
import { questionStatusLabel } from './questionStatus';
import './questions.css';

const COLUMNS: ReadonlyArray<TableColumn<QuestionSummary>> = [
  {
    id: 'status',
    header: '상태',
    align: 'center',
    cell: (question) => (
      <span className={classNames('qna-status', question.answered && 'qna-status--answered')}>
        {questionStatusLabel(question.answered)}
      </span>
    ),
  },
  {
    id: 'title',
    header: '제목',
    cell: (question) => (
      <Link className="qna-list__title" to={ROUTES.qnaQuestion(question.id)}>
        {question.title}
      </Link>
    ),
  },
  {
    id: 'date',
    header: '작성일',
    align: 'center',
    cell: (question) => <time dateTime={question.updatedAt}>{shortDay(question.updatedAt)}</time>,
  },
  { id: 'author', header: '작성자', align: 'center', cell: (question) => question.author },
];

/** /qna/questions: the questions, newest first, a page at a time (?page= counts from 1). */
export function QuestionListPage() {
  const { pageNumber, page } = useQuestionPage();

  return (
    <InfoPage header={boardHeader()}>
      <div className="qna-list__toolbar">
        <ButtonLink to={ROUTES.QNA_QUESTION_CREATE}>질문 등록</ButtonLink>
      </div>
      <AsyncContent data={page} failureMessage="질문 목록을 불러오지 못했습니다.">
        {(loaded) => <QuestionTable page={loaded} pageNumber={pageNumber} />}
      </AsyncContent>
    </InfoPage>
  );
}

function QuestionTable({ page, pageNumber }: { page: QuestionPage; pageNumber: number }) {
  return (
    <>
      <Table
        caption="질문 목록"
        captionHidden
        columns={COLUMNS}
        rows={page.content}
        rowKey={(question) => question.id}
        emptyMessage="질문이 없습니다."
      />
      <Pagination
        currentPage={pageNumber}
        totalPages={page.totalPages}
        pageHref={(target) => `${ROUTES.QNA_QUESTIONS}?page=${target}`}
      />
    </>
  );
}
