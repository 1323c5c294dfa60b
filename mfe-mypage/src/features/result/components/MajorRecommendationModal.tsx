import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import type { Category, MajorCourse } from '@smunity/api-contract';
import { AsyncContent, Modal, Table, type TableColumn, useAsyncData } from '@smunity/shared-ui';
import { loadMessages } from '../../../components/loadMessages';
import { offeringColumnHeader, OfferingSemester } from '../../../components/OfferingSemester';
import { fetchMajorRecommendations } from '../api/resultApi';
import type { Verdict } from '../../../components/requirement/requirements';
import { RequirementVerdict } from '../../../components/requirement/RequirementVerdict';
import './result.css';

export interface MajorRecommendationModalProps {
  open: boolean;
  onClose: () => void;
  category: Category;
  /** 전공심화, 전공선택, 1전공 or 다전공. */
  label: string;
  verdict: Verdict;
}

function columns(intl: IntlShape): ReadonlyArray<TableColumn<MajorCourse>> {
  const header = (column: string) => intl.formatMessage({ id: `mypage.column.${column}` });
  return [
    { id: 'grade', header: header('grade'), cell: (course) => course.grade },
    { id: 'semester', header: header('semester'), cell: (course) => course.semester },
    { id: 'number', header: header('number'), cell: (course) => course.number },
    { id: 'name', header: header('name'), cell: (course) => course.name },
    { id: 'type', header: header('type'), cell: (course) => course.type },
    { id: 'credit', header: header('credit'), cell: (course) => course.credit, align: 'end' },
    {
      id: 'offering',
      header: offeringColumnHeader(intl),
      cell: (course) => <OfferingSemester number={course.number} />,
    },
  ];
}

/** The department's courses of a major requirement the member has not completed, by 학년. */
export function MajorRecommendationModal({
  open,
  onClose,
  category,
  label,
  verdict,
}: MajorRecommendationModalProps) {
  const intl = useIntl();
  const title = intl.formatMessage(
    { id: 'mypage.result.recommendations.title' },
    { requirement: label },
  );
  return (
    <Modal open={open} title={title} onClose={onClose} size="lg">
      <p className="result-modal__intro">
        <FormattedMessage id="mypage.result.major.intro" values={{ requirement: label }} />
      </p>
      <MajorRecommendationTable category={category} caption={title} />
      <RequirementVerdict verdict={verdict} />
    </Modal>
  );
}

function MajorRecommendationTable({ category, caption }: { category: Category; caption: string }) {
  const load = (signal: AbortSignal) => fetchMajorRecommendations(category, signal);
  const recommendations = useAsyncData(load, [category]);
  const intl = useIntl();
  return (
    <AsyncContent
      data={recommendations}
      {...loadMessages(intl, 'mypage.result.recommendations.what')}
    >
      {(courses) => (
        <Table
          caption={caption}
          captionHidden
          columns={columns(intl)}
          rows={courses}
          rowKey={(course) => course.id}
          emptyMessage={intl.formatMessage({ id: 'mypage.result.major.none' })}
        />
      )}
    </AsyncContent>
  );
}
