import type { LedgerEntry } from '@smunity/api-contract';
import { AsyncContent, Modal, Table, type TableColumn, useAsyncData } from '@smunity/shared-ui';
import { loadMessages } from '../../../components/loadMessages';
import { fetchCourseLedger } from '../api/ledgerApi';
import './result.css';

export const LEDGER_TITLE = '이 과목은 어디에 반영되었나요?';

export interface CourseLedgerModalProps {
  open: boolean;
  onClose: () => void;
}

/** 전공선택 · 균형(인문), or 미반영 (F 학점). */
function whereCounted(entry: LedgerEntry): string {
  if (!entry.counted) return entry.skipLabel ? `미반영 (${entry.skipLabel})` : '미반영';
  return [entry.categoryLabel, entry.subDomainLabel].filter(Boolean).join(' · ');
}

/** The ledger's columns (the printed appendix leaves out 설명). */
export const LEDGER_COLUMNS: ReadonlyArray<TableColumn<LedgerEntry>> = [
  { id: 'year', header: '년도', cell: (entry) => entry.year },
  { id: 'semester', header: '학기', cell: (entry) => entry.semester },
  { id: 'number', header: '학수번호', cell: (entry) => entry.number },
  { id: 'name', header: '과목명', cell: (entry) => entry.name },
  { id: 'type', header: '이수구분', cell: (entry) => entry.type },
  { id: 'credit', header: '학점', cell: (entry) => entry.credit, align: 'end' },
  {
    id: 'counted',
    header: '반영',
    cell: (entry) => (
      <span className={entry.counted ? undefined : 'result-missing'}>{whereCounted(entry)}</span>
    ),
  },
  {
    id: 'messages',
    header: '설명',
    cell: (entry) => (
      <ul className="result-ledger__messages">
        {entry.messages.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
    ),
  },
];

/** Every stored course: where its credits went, or why they did not count. */
export function CourseLedgerModal({ open, onClose }: CourseLedgerModalProps) {
  return (
    <Modal open={open} title={LEDGER_TITLE} onClose={onClose} size="lg">
      <CourseLedgerTable />
    </Modal>
  );
}

function CourseLedgerTable() {
  const ledger = useAsyncData(fetchCourseLedger, []);
  return (
    <AsyncContent data={ledger} {...loadMessages('과목별 반영 내역')}>
      {(entries) => (
        <Table
          caption="과목별 반영 내역"
          captionHidden
          columns={LEDGER_COLUMNS}
          rows={entries}
          rowKey={(entry) => entry.id}
          emptyMessage="기이수과목을 업데이트해주세요."
        />
      )}
    </AsyncContent>
  );
}
