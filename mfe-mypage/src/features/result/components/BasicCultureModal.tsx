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

export interface BasicCultureModalProps {
  open: boolean;
  onClose: () => void;
  result: CultureResult;
  verdict: Verdict;
}

/** A 기초교양 course, or a required sub-domain without a listed course. */
interface BasicCultureRow {
  key: string;
  item: CultureItem;
  course: CultureCourse | null;
}

const NO_VALUE = '-';

function columns(intl: IntlShape): ReadonlyArray<TableColumn<BasicCultureRow>> {
  const header = (column: string) => intl.formatMessage({ id: `mypage.column.${column}` });
  return [
    { id: 'subDomain', header: header('area'), cell: (row) => row.item.subDomainName },
    { id: 'number', header: header('number'), cell: (row) => row.course?.number ?? NO_VALUE },
    { id: 'name', header: header('name'), cell: (row) => row.course?.name ?? NO_VALUE },
    {
      id: 'credit',
      header: header('credit'),
      cell: (row) => row.course?.credit ?? NO_VALUE,
      align: 'end',
    },
    {
      id: 'offering',
      header: offeringColumnHeader(intl),
      cell: (row) =>
        row.course === null ? NO_VALUE : <OfferingSemester number={row.course.number} />,
    },
    {
      id: 'completed',
      header: header('completed'),
      cell: (row) => (
        <span className={row.item.completed ? 'result-done' : 'result-missing'}>
          {completionLabel(intl, row.item.completed)}
        </span>
      ),
      align: 'center',
    },
  ];
}

/** Every required 기초교양 sub-domain with its courses and whether it is done. */
export function BasicCultureModal({ open, onClose, result, verdict }: BasicCultureModalProps) {
  const intl = useIntl();
  return (
    <Modal
      open={open}
      title={intl.formatMessage({ id: 'mypage.result.basic.title' })}
      onClose={onClose}
      size="lg"
    >
      <p className="result-modal__intro">
        <FormattedMessage id="mypage.result.basic.intro" />
      </p>
      <BasicCultureTable items={result.content} />
      <RequirementVerdict verdict={verdict} />
    </Modal>
  );
}

function BasicCultureTable({ items }: { items: readonly CultureItem[] }) {
  const intl = useIntl();
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
    <AsyncContent data={rows} {...loadMessages(intl, 'mypage.result.basic.what')}>
      {(loadedRows) => (
        <Table
          caption={intl.formatMessage({ id: 'mypage.result.basic.title' })}
          captionHidden
          columns={columns(intl)}
          rows={loadedRows}
          rowKey={(row) => row.key}
        />
      )}
    </AsyncContent>
  );
}
