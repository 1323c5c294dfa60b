import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import type { Course } from '@smunity/api-contract';
import { Button, semesterName, Table, type TableColumn } from '@smunity/shared-ui';
import { Card, Panel } from '../../../components/Panel';

export interface CoursesCardProps {
  courses: readonly Course[];
  onUpdate: () => void;
}

/** The portal writes "*" for a course without a 교양영역. */
const NO_DOMAIN = '*';
/** What sighted readers see instead; screen readers hear the words. */
const DASH = '-';

/** "-" on screen with a tooltip; screen readers hear "선택영역 없음" instead of a dash. */
function NoDomain() {
  const intl = useIntl();
  const label = intl.formatMessage({ id: 'mypage.profile.courses.noDomain' });
  return (
    <span className="mypage-no-domain" title={label}>
      <span aria-hidden="true">{DASH}</span>
      <span className="su-visually-hidden">{label}</span>
    </span>
  );
}

/** The table's columns: the portal's texts as stored, the semester named in the page's language. */
function columns(intl: IntlShape): ReadonlyArray<TableColumn<Course>> {
  const header = (column: string) => intl.formatMessage({ id: `mypage.column.${column}` });
  return [
    { id: 'year', header: header('year'), cell: (course) => course.year },
    {
      id: 'semester',
      header: header('semester'),
      cell: (course) => semesterName(course.semester, intl),
    },
    { id: 'number', header: header('number'), cell: (course) => course.number },
    { id: 'name', header: header('name'), cell: (course) => course.name },
    { id: 'type', header: header('type'), cell: (course) => course.type },
    {
      id: 'domain',
      header: header('domain'),
      cell: (course) => (course.domain === NO_DOMAIN ? <NoDomain /> : course.domain),
    },
    { id: 'credit', header: header('credit'), cell: (course) => course.credit, align: 'end' },
  ];
}

/** 내 기이수과목: the stored completed courses and the button that fetches them from the portal. */
export function CoursesCard({ courses, onUpdate }: CoursesCardProps) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'mypage.profile.courses.title' });
  return (
    <Card>
      <Panel
        title={title}
        actions={
          <Button
            variant="secondary"
            aria-label={intl.formatMessage({ id: 'mypage.profile.courses.update' })}
            onClick={onUpdate}
          >
            <FormattedMessage id="mypage.profile.update" />
          </Button>
        }
      >
        <Table
          caption={title}
          captionHidden
          columns={columns(intl)}
          rows={courses}
          rowKey={(course) => course.id}
          emptyMessage={intl.formatMessage({ id: 'mypage.profile.courses.empty' })}
        />
      </Panel>
    </Card>
  );
}
