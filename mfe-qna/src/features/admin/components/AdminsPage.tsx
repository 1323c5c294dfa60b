import {
  isStudentNumber,
  type Admin,
  type AuditEntry,
  type AuditLogPage,
} from '@smunity/api-contract';
import { useState, type FormEvent } from 'react';
import {
  AsyncContent,
  Button,
  Modal,
  Pagination,
  Table,
  TextField,
  type TableColumn,
  shortDateTime,
} from '@smunity/shared-ui';
import { AUDIT_PAGE_PARAM, useAdmins } from '../hooks/useAdmins';
import { ADMIN_PATHS } from '../paths';
import { AdminPage } from './AdminPage';

const USERNAME_FORMAT = '학번은 9자리 숫자 이어야 합니다.';

/** What is waiting for the admin's confirmation. */
type PendingChange = { kind: 'grant'; username: string } | { kind: 'revoke'; admin: Admin };

/** /qna/admin/admins: who the admins are, adding and removing them, and the log of changes. */
export function AdminsPage() {
  const { admins, auditLog, auditPage, pending, grant, revoke } = useAdmins();
  const [username, setUsername] = useState('');
  const [confirming, setConfirming] = useState<PendingChange | null>(null);

  const askToGrant = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = username.trim();
    if (!isStudentNumber(trimmed)) {
      window.alert(trimmed === '' ? '학번 입력은 필수 입니다.' : USERNAME_FORMAT);
      return;
    }
    setConfirming({ kind: 'grant', username: trimmed });
  };

  const confirm = async () => {
    if (confirming === null) return;
    if (confirming.kind === 'grant') {
      if (await grant(confirming.username)) {
        window.alert(
          `${confirming.username} 회원을 관리자로 지정했습니다. 다시 로그인하면 관리자 메뉴가 보입니다.`,
        );
        setUsername('');
      }
    } else if (await revoke(confirming.admin.username)) {
      window.alert(
        `${confirming.admin.name} (${confirming.admin.username}) 님의 관리자 권한을 해제했습니다.`,
      );
    }
    setConfirming(null);
  };

  const adminColumns: TableColumn<Admin>[] = [
    { id: 'username', header: '학번', align: 'center', cell: (admin) => admin.username },
    { id: 'name', header: '이름', align: 'center', cell: (admin) => admin.name },
    { id: 'department', header: '학과', cell: (admin) => admin.department },
    {
      id: 'action',
      header: '관리',
      align: 'center',
      cell: (admin) => {
        if (admin.isSelf) return '본인';
        if (admin.configured) return '서버 설정';
        return (
          <Button
            variant="secondary"
            onClick={() => setConfirming({ kind: 'revoke', admin })}
            aria-label={`${admin.name} (${admin.username}) 관리자 해제`}
          >
            해제
          </Button>
        );
      },
    },
  ];

  return (
    <AdminPage title="관리자 관리" description="관리자를 지정하거나 해제합니다.">
      <section className="qna-admin-section" aria-labelledby="qna-admin-list-heading">
        <h2 id="qna-admin-list-heading" className="qna-admin-section__heading">
          관리자 목록
        </h2>
        <AsyncContent data={admins} failureMessage="관리자 목록을 불러오지 못했습니다.">
          {(loaded) => (
            <Table
              caption="관리자 목록"
              captionHidden
              columns={adminColumns}
              rows={loaded}
              rowKey={(admin) => admin.username}
            />
          )}
        </AsyncContent>
        <p className="qna-admin-section__hint">
          본인의 권한은 다른 관리자에게 해제를 요청하세요. 서버 설정(ADMIN_USERNAMES)으로 지정된
          관리자는 서버 설정에서만 뺄 수 있습니다.
        </p>
      </section>

      <section className="qna-admin-section" aria-labelledby="qna-admin-add-heading">
        <h2 id="qna-admin-add-heading" className="qna-admin-section__heading">
          관리자 추가
        </h2>
        <form className="qna-admin-add" onSubmit={askToGrant} noValidate>
          <TextField
            label="학번"
            name="username"
            inputMode="numeric"
            autoComplete="off"
            maxLength={9}
            hint="가입한 회원의 학번 9자리"
            value={username}
            onChange={(event) => setUsername(event.target.value)}
          />
          <Button type="submit" disabled={pending}>
            추가
          </Button>
        </form>
      </section>

      <section className="qna-admin-section" aria-labelledby="qna-admin-log-heading">
        <h2 id="qna-admin-log-heading" className="qna-admin-section__heading">
          변경 기록
        </h2>
        <AsyncContent data={auditLog} failureMessage="변경 기록을 불러오지 못했습니다.">
          {(loaded) => <AuditLogTable page={loaded} pageNumber={auditPage} />}
        </AsyncContent>
      </section>

      <ConfirmChange
        change={confirming}
        pending={pending}
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(null)}
      />
    </AdminPage>
  );
}

interface ConfirmChangeProps {
  change: PendingChange | null;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

function ConfirmChange({ change, pending, onConfirm, onCancel }: ConfirmChangeProps) {
  const granting = change?.kind === 'grant';
  return (
    <Modal
      open={change !== null}
      title={granting ? '관리자 지정' : '관리자 해제'}
      onClose={onCancel}
      footer={
        <>
          <Button onClick={onConfirm} disabled={pending}>
            {granting ? '지정' : '해제'}
          </Button>
          <Button variant="secondary" onClick={onCancel}>
            취소
          </Button>
        </>
      }
    >
      {change?.kind === 'grant' && (
        <p>
          학번 {change.username} 회원을 관리자로 지정할까요? 관리자는 모든 질문의 작성자를 볼 수
          있고 답변과 관리자 지정을 할 수 있습니다.
        </p>
      )}
      {change?.kind === 'revoke' && (
        <p>
          {change.admin.name} ({change.admin.username}) 님의 관리자 권한을 해제할까요?
        </p>
      )}
    </Modal>
  );
}

const SOURCE_LABELS: Record<AuditEntry['source'], string> = {
  WEB: '',
  CLI: '관리 명령 (npm run admin)',
  ADMIN_USERNAMES: '서버 설정 (ADMIN_USERNAMES)',
};

/** What an audit-log entry records (admin role changes; admins' edits of others' Q&A). */
const AUDIT_ACTION_LABELS: Record<AuditEntry['action'], string> = {
  ADMIN_GRANTED: '관리자 지정',
  ADMIN_REVOKED: '관리자 해제',
  QUESTION_EDITED: '질문 수정',
  QUESTION_DELETED: '질문 삭제',
  ANSWER_EDITED: '답변 수정',
  ANSWER_DELETED: '답변 삭제',
};

const AUDIT_COLUMNS: TableColumn<AuditEntry>[] = [
  {
    id: 'when',
    header: '일시',
    align: 'center',
    cell: (entry) => <time dateTime={entry.occurredAt}>{shortDateTime(entry.occurredAt)}</time>,
  },
  {
    id: 'what',
    header: '내용',
    align: 'center',
    cell: (entry) =>
      entry.question === undefined
        ? AUDIT_ACTION_LABELS[entry.action]
        : `${AUDIT_ACTION_LABELS[entry.action]}: ${entry.question.title}`,
  },
  {
    id: 'target',
    header: '대상',
    cell: (entry) => `${entry.target.name} (${entry.target.username})`,
  },
  {
    id: 'actor',
    header: '처리',
    cell: (entry) =>
      entry.actor === null
        ? SOURCE_LABELS[entry.source]
        : `${entry.actor.name} (${entry.actor.username})`,
  },
];

function AuditLogTable({ page, pageNumber }: { page: AuditLogPage; pageNumber: number }) {
  return (
    <>
      <Table
        caption="관리자 변경 기록"
        captionHidden
        columns={AUDIT_COLUMNS}
        rows={page.content}
        rowKey={(entry) => entry.id}
        emptyMessage="변경 기록이 없습니다."
      />
      <Pagination
        label="변경 기록 페이지"
        currentPage={pageNumber}
        totalPages={page.totalPages}
        pageHref={(target) => `${ADMIN_PATHS.ADMINS}?${AUDIT_PAGE_PARAM}=${target}`}
      />
    </>
  );
}
