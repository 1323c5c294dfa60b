import type { QuestionSummary } from '@smunity/api-contract';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
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
import { useBoardHeader } from '../../../components/headers';
import { InfoPage } from '../../../components/InfoPage';
import { AuthorName } from '../../../components/post/AuthorName';
import type { QuestionPage } from '../api/questionsApi';
import { MINE_PARAM, useQuestionPage } from '../hooks/useQuestionPage';
import { questionStatusId } from './questionStatus';
import './questions.css';

/** The list's columns, their headers in the reader's language. */
const columnsIn = (intl: IntlShape): ReadonlyArray<TableColumn<QuestionSummary>> => [
  {
    id: 'status',
    header: intl.formatMessage({ id: 'qna.board.status' }),
    align: 'center',
    cell: (question) => (
      <span className={classNames('qna-status', question.answered && 'qna-status--answered')}>
        <FormattedMessage id={questionStatusId(question.answered)} />
      </span>
    ),
  },
  {
    id: 'title',
    header: intl.formatMessage({ id: 'qna.question.title' }),
    cell: (question) => (
      <Link className="qna-list__title" to={ROUTES.qnaQuestion(question.id)}>
        {question.title}
      </Link>
    ),
  },
  {
    id: 'date',
    header: intl.formatMessage({ id: 'qna.post.date' }),
    align: 'center',
    cell: (question) => <time dateTime={question.updatedAt}>{shortDay(question.updatedAt)}</time>,
  },
  {
    id: 'author',
    header: intl.formatMessage({ id: 'qna.post.author' }),
    align: 'center',
    cell: (question) => <AuthorName author={question.author} />,
  },
];

/** /qna/questions: the questions, newest first, a page at a time (?page= counts from 1). */
export function QuestionListPage() {
  const { pageNumber, page, mine, canFilter } = useQuestionPage();
  const intl = useIntl();

  return (
    <InfoPage header={useBoardHeader()}>
      <div className="qna-list__toolbar">
        {canFilter && <QuestionFilter mine={mine} />}
        <ButtonLink to={ROUTES.QNA_QUESTION_CREATE}>
          <FormattedMessage id="qna.question.createTitle" />
        </ButtonLink>
      </div>
      <AsyncContent
        data={page}
        failureMessage={intl.formatMessage({ id: 'qna.board.listFailure' })}
      >
        {(loaded) => <QuestionTable page={loaded} pageNumber={pageNumber} mine={mine} />}
      </AsyncContent>
    </InfoPage>
  );
}

/** 전체 / 내 질문: a member's own questions with their 접수/답변완료 status. */
function QuestionFilter({ mine }: { mine: boolean }) {
  const intl = useIntl();
  const options = [
    { labelId: 'qna.board.all', to: ROUTES.QNA_QUESTIONS, current: !mine },
    { labelId: 'qna.board.mine', to: `${ROUTES.QNA_QUESTIONS}?${MINE_PARAM}=1`, current: mine },
  ];
  return (
    <nav aria-label={intl.formatMessage({ id: 'qna.board.filter' })} className="qna-list__filter">
      {options.map((option) => (
        <Link
          key={option.labelId}
          to={option.to}
          aria-current={option.current ? 'page' : undefined}
          className={classNames(
            'qna-list__filter-link',
            option.current && 'qna-list__filter-link--current',
          )}
        >
          <FormattedMessage id={option.labelId} />
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
  const intl = useIntl();
  return (
    <>
      <Table
        caption={intl.formatMessage({ id: 'qna.board.caption' })}
        captionHidden
        columns={columnsIn(intl)}
        rows={page.content}
        rowKey={(question) => question.id}
        emptyMessage={intl.formatMessage({ id: mine ? 'qna.board.emptyMine' : 'qna.board.empty' })}
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
