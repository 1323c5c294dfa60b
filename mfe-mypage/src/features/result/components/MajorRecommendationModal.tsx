import type { Category, MajorCourse } from '@smunity/api-contract';
import { AsyncContent, Modal, Table, type TableColumn, useAsyncData } from '@smunity/shared-ui';
import { loadMessages } from '../../../components/loadMessages';
import { OFFERING_COLUMN_HEADER, OfferingSemester } from '../../../components/OfferingSemester';
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

const COLUMNS: ReadonlyArray<TableColumn<MajorCourse>> = [
  { id: 'grade', header: '학년', cell: (course) => course.grade },
  { id: 'semester', header: '학기', cell: (course) => course.semester },
  { id: 'number', header: '학수번호', cell: (course) => course.number },
  { id: 'name', header: '과목명', cell: (course) => course.name },
  { id: 'type', header: '이수구분', cell: (course) => course.type },
  { id: 'credit', header: '학점', cell: (course) => course.credit, align: 'end' },
  {
    id: 'offering',
    header: OFFERING_COLUMN_HEADER,
    cell: (course) => <OfferingSemester number={course.number} />,
  },
];

/** The department's courses of a major requirement the member has not completed, by 학년. */
export function MajorRecommendationModal({
  open,
  onClose,
  category,
  label,
  verdict,
}: MajorRecommendationModalProps) {
  const title = `${label} 추천과목`;
  return (
    <Modal open={open} title={title} onClose={onClose} size="lg">
      <p className="result-modal__intro">{label} 과목 중 미이수과목을 학년 순으로 추천합니다.</p>
      <MajorRecommendationTable category={category} caption={title} />
      <RequirementVerdict verdict={verdict} />
    </Modal>
  );
}

function MajorRecommendationTable({ category, caption }: { category: Category; caption: string }) {
  const load = (signal: AbortSignal) => fetchMajorRecommendations(category, signal);
  const recommendations = useAsyncData(load, [category]);
  return (
    <AsyncContent data={recommendations} {...loadMessages('추천과목')}>
      {(courses) => (
        <Table
          caption={caption}
          captionHidden
          columns={COLUMNS}
          rows={courses}
          rowKey={(course) => course.id}
          emptyMessage="추천할 미이수과목이 없습니다."
        />
      )}
    </AsyncContent>
  );
}
