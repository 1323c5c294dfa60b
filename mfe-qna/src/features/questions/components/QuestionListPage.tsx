import type { QuestionSummary } from '@smunity/api-contract';
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
} from '@smunity/shared-ui';
import { boardHeader } from '../../../components/headers';
import { InfoPage } from '../../../components/InfoPage';
import type { QuestionPage } from '../api/questionsApi';
import { MINE_PARAM, useQuestionPage } from '../hooks/useQuestionPage';
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
  const { pageNumber, page, mine, canFilter } = useQuestionPage();

  return (
    <InfoPage header={boardHeader()}>
      <div className="qna-list__toolbar">
        {canFilter && <QuestionFilter mine={mine} />}
        <ButtonLink to={ROUTES.QNA_QUESTION_CREATE}>질문 등록</ButtonLink>
      </div>
      <AsyncContent data={page} failureMessage="질문 목록을 불러오지 못했습니다.">
        {(loaded) => <QuestionTable page={loaded} pageNumber={pageNumber} mine={mine} />}
      </AsyncContent>
    </InfoPage>
  );
}

/** 전체 / 내 질문: a member's own questions with their 접수/답변완료 status. */
function QuestionFilter({ mine }: { mine: boolean }) {
  const options = [
    { label: '전체', to: ROUTES.QNA_QUESTIONS, current: !mine },
    { label: '내 질문', to: `${ROUTES.QNA_QUESTIONS}?${MINE_PARAM}=1`, current: mine },
  ];
  return (
    <nav aria-label="질문 보기" className="qna-list__filter">
      {options.map((option) => (
        <Link
          key={option.label}
          to={option.to}
          aria-current={option.current ? 'page' : undefined}
          className={classNames(
            'qna-list__filter-link',
            option.current && 'qna-list__filter-link--current',
          )}
        >
          {option.label}
        </Link>
      ))}
    </nav>
  );
}

function QuestionTable({
  page,
  pageNumber,
  mine,
}: {
  page: QuestionPage;
  pageNumber: number;
  mine: boolean;
}) {
  return (
    <>
      <Table
        caption="질문 목록"
        captionHidden
        columns={COLUMNS}
        rows={page.content}
        rowKey={(question) => question.id}
        emptyMessage={mine ? '작성한 질문이 없습니다.' : '질문이 없습니다.'}
      />
      <Pagination
        currentPage={pageNumber}
        totalPages={page.totalPages}
        pageHref={(target) =>
          `${ROUTES.QNA_QUESTIONS}?${mine ? `${MINE_PARAM}=1&` : ''}page=${target}`
        }
      />
    </>
  );
}
