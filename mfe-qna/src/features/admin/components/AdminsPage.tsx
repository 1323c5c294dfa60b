import {
  isStudentNumber,
  type Admin,
  type AuditEntry,
  type AuditLogPage,
} from '@smunity/api-contract';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
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

/** What is waiting for the admin's confirmation. */
type PendingChange = { kind: 'grant'; username: string } | { kind: 'revoke'; admin: Admin };

/** /qna/admin/admins: who the admins are, adding and removing them, and the log of changes. */
export function AdminsPage() {
  const { admins, auditLog, auditPage, pending, grant, revoke } = useAdmins();
  const [username, setUsername] = useState('');
  const [confirming, setConfirming] = useState<PendingChange | null>(null);
  const intl = useIntl();
  const text = (id: string, values?: Record<string, string>) =>
    intl.formatMessage({ id: `qna.admin.admins.${id}` }, values);

  const askToGrant = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = username.trim();
    if (!isStudentNumber(trimmed)) {
      window.alert(text(trimmed === '' ? 'usernameRequired' : 'usernameFormat'));
      return;
    }
    setConfirming({ kind: 'grant', username: trimmed });
  };

  const confirm = async () => {
    if (confirming === null) return;
    if (confirming.kind === 'grant') {
      if (await grant(confirming.username)) {
        window.alert(text('granted', { username: confirming.username }));
        setUsername('');
      }
    } else if (await revoke(confirming.admin.username)) {
      window.alert(
        text('revoked', { name: confirming.admin.name, username: confirming.admin.username }),
      );
    }
    setConfirming(null);
  };

  const adminColumns: TableColumn<Admin>[] = [
    { id: 'username', header: text('username'), align: 'center', cell: (admin) => admin.username },
    { id: 'name', header: text('name'), align: 'center', cell: (admin) => admin.name },
    { id: 'department', header: text('department'), cell: (admin) => admin.department },
    {
      id: 'action',
      header: text('action'),
      align: 'center',
      cell: (admin) => {
        if (admin.isSelf) return text('self');
        if (admin.configured) return text('configured');
        return (
          <Button
            variant="secondary"
            onClick={() => setConfirming({ kind: 'revoke', admin })}
            aria-label={text('revokeLabel', { name: admin.name, username: admin.username })}
          >
            <FormattedMessage id="qna.admin.admins.revoke" />
          </Button>
        );
      },
    },
  ];

  return (
    <AdminPage name="admins">
      <section className="qna-admin-section" aria-labelledby="qna-admin-list-heading">
        <h2 id="qna-admin-list-heading" className="qna-admin-section__heading">
          <FormattedMessage id="qna.admin.admins.list" />
        </h2>
        <AsyncContent data={admins} failureMessage={text('listFailure')}>
          {(loaded) => (
            <Table
              caption={text('list')}
              captionHidden
              columns={adminColumns}
              rows={loaded}
              rowKey={(admin) => admin.username}
            />
          )}
        </AsyncContent>
        <p className="qna-admin-section__hint">
          <FormattedMessage id="qna.admin.admins.hint" />
        </p>
      </section>

      <section className="qna-admin-section" aria-labelledby="qna-admin-add-heading">
        <h2 id="qna-admin-add-heading" className="qna-admin-section__heading">
          <FormattedMessage id="qna.admin.admins.add" />
        </h2>
        <form className="qna-admin-add" onSubmit={askToGrant} noValidate>
          <TextField
            label={text('username')}
            name="username"
            inputMode="numeric"
            autoComplete="off"
            maxLength={9}
            hint={text('usernameHint')}
            value={username}
            onChange={(event) => setUsername(event.target.value)}
          />
          <Button type="submit" disabled={pending}>
            <FormattedMessage id="qna.admin.admins.addButton" />
          </Button>
        </form>
      </section>

      <section className="qna-admin-section" aria-labelledby="qna-admin-log-heading">
        <h2 id="qna-admin-log-heading" className="qna-admin-section__heading">
          <FormattedMessage id="qna.admin.admins.log" />
        </h2>
        <AsyncContent data={auditLog} failureMessage={text('logFailure')}>
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
  const intl = useIntl();
  return (
    <Modal
      open={change !== null}
      title={intl.formatMessage({
        id: granting ? 'qna.admin.admins.grantTitle' : 'qna.admin.admins.revokeTitle',
      })}
      onClose={onCancel}
      footer={
        <>
          <Button onClick={onConfirm} disabled={pending}>
            <FormattedMessage
              id={granting ? 'qna.admin.admins.grant' : 'qna.admin.admins.revoke'}
            />
          </Button>
          <Button variant="secondary" onClick={onCancel}>
            <FormattedMessage id="qna.admin.admins.cancel" />
          </Button>
        </>
      }
    >
      {change?.kind === 'grant' && (
        <p>
          <FormattedMessage
            id="qna.admin.admins.grantQuestion"
            values={{ username: change.username }}
          />
        </p>
      )}
      {change?.kind === 'revoke' && (
        <p>
          <FormattedMessage
            id="qna.admin.admins.revokeQuestion"
            values={{ name: change.admin.name, username: change.admin.username }}
          />
        </p>
      )}
    </Modal>
  );
}

/** Who changed a role outside the site (a change on the site names its admin instead). */
function sourceLabel(source: AuditEntry['source'], intl: IntlShape): string {
  return source === 'WEB' ? '' : intl.formatMessage({ id: `qna.admin.audit.source.${source}` });
}

/**
 * What an audit-log entry records (admin role changes; admins' edits of others' Q&A):
 * `qna.admin.audit.action.<action>`.
 */
const auditColumns = (intl: IntlShape): TableColumn<AuditEntry>[] => [
  {
    id: 'when',
    header: intl.formatMessage({ id: 'qna.admin.audit.when' }),
    align: 'center',
    cell: (entry) => <time dateTime={entry.occurredAt}>{shortDateTime(entry.occurredAt)}</time>,
  },
  {
    id: 'what',
    header: intl.formatMessage({ id: 'qna.admin.audit.what' }),
    align: 'center',
    cell: (entry) => {
      const action = intl.formatMessage({ id: `qna.admin.audit.action.${entry.action}` });
      return entry.question === undefined
        ? action
        : intl.formatMessage(
            { id: 'qna.admin.audit.actionOnQuestion' },
            { action, title: entry.question.title },
          );
    },
  },
  {
    id: 'target',
    header: intl.formatMessage({ id: 'qna.admin.audit.target' }),
    cell: (entry) => `${entry.target.name} (${entry.target.username})`,
  },
  {
    id: 'actor',
    header: intl.formatMessage({ id: 'qna.admin.audit.actor' }),
    cell: (entry) =>
      entry.actor === null
        ? sourceLabel(entry.source, intl)
        : `${entry.actor.name} (${entry.actor.username})`,
  },
];

function AuditLogTable({ page, pageNumber }: { page: AuditLogPage; pageNumber: number }) {
  const intl = useIntl();
  return (
    <>
      <Table
        caption={intl.formatMessage({ id: 'qna.admin.audit.caption' })}
        captionHidden
        columns={auditColumns(intl)}
        rows={page.content}
        rowKey={(entry) => entry.id}
        emptyMessage={intl.formatMessage({ id: 'qna.admin.audit.empty' })}
      />
      <Pagination
        label={intl.formatMessage({ id: 'qna.admin.audit.pages' })}
        currentPage={pageNumber}
        totalPages={page.totalPages}
        pageHref={(target) => `${ADMIN_PATHS.ADMINS}?${AUDIT_PAGE_PARAM}=${target}`}
      />
    </>
  );
}
