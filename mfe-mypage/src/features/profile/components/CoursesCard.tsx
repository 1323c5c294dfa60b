import type { Course } from '@smunity/api-contract';
import { Button, Table, type TableColumn } from '@smunity/shared-ui';
import { Card, Panel } from '../../../components/Panel';

export interface CoursesCardProps {
  courses: readonly Course[];
  onUpdate: () => void;
}

/** The portal writes "*" for a course without a 교양영역. */
const NO_DOMAIN = '*';
const NO_DOMAIN_LABEL = '선택영역 없음';

/** "-" on screen with a tooltip; screen readers hear "선택영역 없음" instead of a dash. */
function NoDomain() {
  return (
    <span className="mypage-no-domain" title={NO_DOMAIN_LABEL}>
      <span aria-hidden="true">-</span>
      <span className="su-visually-hidden">{NO_DOMAIN_LABEL}</span>
    </span>
  );
}

const COLUMNS: ReadonlyArray<TableColumn<Course>> = [
  { id: 'year', header: '년도', cell: (course) => course.year },
  { id: 'semester', header: '학기', cell: (course) => course.semester },
  { id: 'number', header: '학수번호', cell: (course) => course.number },
  { id: 'name', header: '과목명', cell: (course) => course.name },
  { id: 'type', header: '이수구분', cell: (course) => course.type },
  {
    id: 'domain',
    header: '선택영역',
    cell: (course) => (course.domain === NO_DOMAIN ? <NoDomain /> : course.domain),
  },
  { id: 'credit', header: '학점', cell: (course) => course.credit, align: 'end' },
];

/** 내 기이수과목: the stored completed courses and the button that fetches them from the portal. */
export function CoursesCard({ courses, onUpdate }: CoursesCardProps) {
  return (
    <Card>
      <Panel
        title="내 기이수과목"
        actions={
          <Button variant="secondary" aria-label="기이수과목 업데이트" onClick={onUpdate}>
            업데이트
          </Button>
        }
      >
        <Table
          caption="내 기이수과목"
          captionHidden
          columns={COLUMNS}
          rows={courses}
          rowKey={(course) => course.id}
          emptyMessage="기이수과목을 업데이트해주세요."
        />
      </Panel>
    </Card>
  );
}
