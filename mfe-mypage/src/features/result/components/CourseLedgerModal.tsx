import { useIntl, type IntlShape } from 'react-intl';
import type { LedgerEntry } from '@smunity/api-contract';
import {
  AsyncContent,
  Modal,
  semesterName,
  Table,
  type TableColumn,
  useAsyncData,
} from '@smunity/shared-ui';
import { loadMessages } from '../../../components/loadMessages';
import { fetchCourseLedger } from '../api/ledgerApi';
import './result.css';

export interface CourseLedgerModalProps {
  open: boolean;
  onClose: () => void;
}

/**
 * 전공선택 · 균형(인문), or 미반영 (F 학점). The labels and the reason are the api's texts
 * (GET /graduation-check/ledger), shown as it sends them.
 */
function whereCounted(intl: IntlShape, entry: LedgerEntry): string {
  if (!entry.counted) {
    return entry.skipLabel
      ? intl.formatMessage(
          { id: 'mypage.result.ledger.notCountedBecause' },
          { reason: entry.skipLabel },
        )
      : intl.formatMessage({ id: 'mypage.result.ledger.notCounted' });
  }
  return [entry.categoryLabel, entry.subDomainLabel].filter(Boolean).join(' · ');
}

/** The ledger's columns (the printed appendix leaves out 설명). */
export function ledgerColumns(intl: IntlShape): ReadonlyArray<TableColumn<LedgerEntry>> {
  const header = (column: string) => intl.formatMessage({ id: `mypage.column.${column}` });
  return [
    { id: 'year', header: header('year'), cell: (entry) => entry.year },
    {
      id: 'semester',
      header: header('semester'),
      cell: (entry) => semesterName(entry.semester, intl),
    },
    { id: 'number', header: header('number'), cell: (entry) => entry.number },
    { id: 'name', header: header('name'), cell: (entry) => entry.name },
    { id: 'type', header: header('type'), cell: (entry) => entry.type },
    { id: 'credit', header: header('credit'), cell: (entry) => entry.credit, align: 'end' },
    {
      id: 'counted',
      header: header('counted'),
      cell: (entry) => (
        <span className={entry.counted ? undefined : 'result-missing'}>
          {whereCounted(intl, entry)}
        </span>
      ),
    },
    {
      id: 'messages',
      header: header('explanation'),
      cell: (entry) => (
        <ul className="result-ledger__messages">
          {entry.messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ),
    },
  ];
}

/** Every stored course: where its credits went, or why they did not count. */
export function CourseLedgerModal({ open, onClose }: CourseLedgerModalProps) {
  const intl = useIntl();
  return (
    <Modal
      open={open}
      title={intl.formatMessage({ id: 'mypage.result.ledger.title' })}
      onClose={onClose}
      size="lg"
    >
      <CourseLedgerTable />
    </Modal>
  );
}

function CourseLedgerTable() {
  const intl = useIntl();
  const ledger = useAsyncData(fetchCourseLedger, []);
  return (
    <AsyncContent data={ledger} {...loadMessages(intl, 'mypage.result.ledger.what')}>
      {(entries) => (
        <Table
          caption={intl.formatMessage({ id: 'mypage.result.ledger.caption' })}
          captionHidden
          columns={ledgerColumns(intl)}
          rows={entries}
          rowKey={(entry) => entry.id}
          emptyMessage={intl.formatMessage({ id: 'mypage.profile.courses.empty' })}
        />
      )}
    </AsyncContent>
  );
}
