import type { CultureCourse, CultureItem, CultureResult } from '@smunity/api-contract';
import { AsyncContent, Modal, Table, type TableColumn, useAsyncData } from '@smunity/shared-ui';
import { loadMessages } from '../../../components/loadMessages';
import { OFFERING_COLUMN_HEADER, OfferingSemester } from '../../../components/OfferingSemester';
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
  const title = `${label} 영역 현황`;
  const missingItems = result.completed ? [] : result.content.filter((item) => !item.completed);
  const statusColumns: ReadonlyArray<TableColumn<CultureResult>> = result.content.map((item) => ({
    id: item.subDomain,
    header: item.subDomainName,
    cell: () => (
      <span className={item.completed ? 'result-done' : 'result-missing'}>
        {completionLabel(item.completed)}
      </span>
    ),
    align: 'center',
  }));

  return (
    <Modal open={open} title={title} onClose={onClose} size="lg">
      <p className="result-modal__intro">
        {label} 중 영역 {result.status.total}개 이상 이수해야 졸업요건을 충족합니다.
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

const RECOMMENDATION_COLUMNS: ReadonlyArray<TableColumn<CultureCourse>> = [
  { id: 'number', header: '학수번호', cell: (course) => course.number },
  { id: 'name', header: '과목명', cell: (course) => course.name },
  { id: 'type', header: '영역', cell: (course) => course.type },
  { id: 'credit', header: '학점', cell: (course) => course.credit, align: 'end' },
  {
    id: 'offering',
    header: OFFERING_COLUMN_HEADER,
    cell: (course) => <OfferingSemester number={course.number} />,
  },
];

function SubDomainRecommendations({ item }: { item: CultureItem }) {
  const title = `${item.subDomainName} 추천과목`;
  const load = (signal: AbortSignal) => fetchCultureCourses(item.subDomain, signal);
  const courses = useAsyncData(load, [item.subDomain]);
  return (
    <div className="result-modal__section">
      <h3 className="result-modal__subtitle">{title}</h3>
      <AsyncContent data={courses} {...loadMessages('추천과목')}>
        {(loadedCourses) => (
          <Table
            caption={title}
            captionHidden
            columns={RECOMMENDATION_COLUMNS}
            rows={loadedCourses}
            rowKey={(course) => course.id}
            emptyMessage="추천할 과목이 없습니다."
          />
        )}
      </AsyncContent>
    </div>
  );
}
