import type { CultureCourse, CultureItem, CultureResult } from '@smunity/api-contract';
import { AsyncContent, Modal, Table, type TableColumn, useAsyncData } from '@smunity/shared-ui';
import { loadMessages } from '../../../components/loadMessages';
import { OFFERING_COLUMN_HEADER, OfferingSemester } from '../../../components/OfferingSemester';
import { fetchCultureCourses } from '../api/resultApi';
import type { Verdict } from '../../../components/requirement/requirements';
import { completionLabel } from './completionLabel';
import { RequirementVerdict } from '../../../components/requirement/RequirementVerdict';
import './result.css';

export interface BasicCultureModalProps {
  open: boolean;
  onClose: () => void;
  result: CultureResult;
  verdict: Verdict;
}

const TITLE = '기초교양 과목 목록';

/** A 기초교양 course, or a required sub-domain without a listed course. */
interface BasicCultureRow {
  key: string;
  item: CultureItem;
  course: CultureCourse | null;
}

const NO_VALUE = '-';

const COLUMNS: ReadonlyArray<TableColumn<BasicCultureRow>> = [
  { id: 'subDomain', header: '영역', cell: (row) => row.item.subDomainName },
  { id: 'number', header: '학수번호', cell: (row) => row.course?.number ?? NO_VALUE },
  { id: 'name', header: '과목명', cell: (row) => row.course?.name ?? NO_VALUE },
  { id: 'credit', header: '학점', cell: (row) => row.course?.credit ?? NO_VALUE, align: 'end' },
  {
    id: 'offering',
    header: OFFERING_COLUMN_HEADER,
    cell: (row) =>
      row.course === null ? NO_VALUE : <OfferingSemester number={row.course.number} />,
  },
  {
    id: 'completed',
    header: '이수 여부',
    cell: (row) => (
      <span className={row.item.completed ? 'result-done' : 'result-missing'}>
        {completionLabel(row.item.completed)}
      </span>
    ),
    align: 'center',
  },
];

/** Every required 기초교양 sub-domain with its courses and whether it is done. */
export function BasicCultureModal({ open, onClose, result, verdict }: BasicCultureModalProps) {
  return (
    <Modal open={open} title={TITLE} onClose={onClose} size="lg">
      <p className="result-modal__intro">기초교양 과목을 모두 이수해야 졸업요건을 충족합니다.</p>
      <BasicCultureTable items={result.content} />
      <RequirementVerdict verdict={verdict} />
    </Modal>
  );
}

function BasicCultureTable({ items }: { items: readonly CultureItem[] }) {
  const load = async (signal: AbortSignal): Promise<BasicCultureRow[]> => {
    const coursesByItem = await Promise.all(
      items.map((item) => fetchCultureCourses(item.subDomain, signal)),
    );
    return items.flatMap((item, index): BasicCultureRow[] => {
      const courses = coursesByItem[index] ?? [];
      if (courses.length === 0) return [{ key: item.subDomain, item, course: null }];
      return courses.map((course) => ({ key: `${item.subDomain}-${course.id}`, item, course }));
    });
  };
  const rows = useAsyncData(load, [items]);
  return (
    <AsyncContent data={rows} {...loadMessages('기초교양 과목')}>
      {(loadedRows) => (
        <Table
          caption={TITLE}
          captionHidden
          columns={COLUMNS}
          rows={loadedRows}
          rowKey={(row) => row.key}
        />
      )}
    </AsyncContent>
  );
}
