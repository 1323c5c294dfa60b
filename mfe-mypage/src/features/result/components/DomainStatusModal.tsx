import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import type { CultureCourse, CultureItem, CultureResult } from '@smunity/api-contract';
import { AsyncContent, Modal, Table, type TableColumn, useAsyncData } from '@smunity/shared-ui';
import { loadMessages } from '../../../components/loadMessages';
import { offeringColumnHeader, OfferingSemester } from '../../../components/OfferingSemester';
import { fetchCultureCourses } from '../api/resultApi';
import type { Verdict } from '../../../components/requirement/requirements';
import { completionLabel } from './completionLabel';
import { RequirementVerdict } from '../../../components/requirement/RequirementVerdict';
import './result.css';

export interface DomainStatusModalProps {
  open: boolean;
  onClose: () => void;
  /** 상명핵심역량교양 or 균형교양. */
  label: string;
  result: CultureResult;
  verdict: Verdict;
}

/**
 * The areas of 상명핵심역량교양 or 균형교양 with 이수/미이수 and, while too few are done,
 * recommended courses for each missing area.
 */
export function DomainStatusModal({
  open,
  onClose,
  label,
  result,
  verdict,
}: DomainStatusModalProps) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'mypage.result.domain.title' }, { domain: label });
  const missingItems = result.completed ? [] : result.content.filter((item) => !item.completed);
  const statusColumns: ReadonlyArray<TableColumn<CultureResult>> = result.content.map((item) => ({
    id: item.subDomain,
    header: item.subDomainName,
    cell: () => (
      <span className={item.completed ? 'result-done' : 'result-missing'}>
        {completionLabel(intl, item.completed)}
      </span>
    ),
    align: 'center',
  }));

  return (
    <Modal open={open} title={title} onClose={onClose} size="lg">
      <p className="result-modal__intro">
        <FormattedMessage
          id="mypage.result.domain.intro"
          values={{ domain: label, count: String(result.status.total) }}
        />
      </p>
      <Table
        caption={title}
        captionHidden
        columns={statusColumns}
        rows={[result]}
        rowKey={() => 'status'}
      />
      <RequirementVerdict verdict={verdict} />
      {missingItems.map((item) => (
        <SubDomainRecommendations key={item.subDomain} item={item} />
      ))}
    </Modal>
  );
}

function recommendationColumns(intl: IntlShape): ReadonlyArray<TableColumn<CultureCourse>> {
  const header = (column: string) => intl.formatMessage({ id: `mypage.column.${column}` });
  return [
    { id: 'number', header: header('number'), cell: (course) => course.number },
    { id: 'name', header: header('name'), cell: (course) => course.name },
    { id: 'type', header: header('area'), cell: (course) => course.type },
    { id: 'credit', header: header('credit'), cell: (course) => course.credit, align: 'end' },
    {
      id: 'offering',
      header: offeringColumnHeader(intl),
      cell: (course) => <OfferingSemester number={course.number} />,
    },
  ];
}

function SubDomainRecommendations({ item }: { item: CultureItem }) {
  const intl = useIntl();
  const title = intl.formatMessage(
    { id: 'mypage.result.recommendations.title' },
    { requirement: item.subDomainName },
  );
  const load = (signal: AbortSignal) => fetchCultureCourses(item.subDomain, signal);
  const courses = useAsyncData(load, [item.subDomain]);
  return (
    <div className="result-modal__section">
      <h3 className="result-modal__subtitle">{title}</h3>
      <AsyncContent data={courses} {...loadMessages(intl, 'mypage.result.recommendations.what')}>
        {(loadedCourses) => (
          <Table
            caption={title}
            captionHidden
            columns={recommendationColumns(intl)}
            rows={loadedCourses}
            rowKey={(course) => course.id}
            emptyMessage={intl.formatMessage({ id: 'mypage.result.recommendations.none' })}
          />
        )}
      </AsyncContent>
    </div>
  );
}
