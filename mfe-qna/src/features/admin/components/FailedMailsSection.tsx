import type { FailedMail } from '@smunity/api-contract';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSubmission } from '@smunity/shared-auth';
import {
  AsyncContent,
  Button,
  formatNumber,
  shortDateTime,
  Table,
  useAsyncData,
  type TableColumn,
} from '@smunity/shared-ui';
import { fetchFailedMails, retryFailedMail } from '../api/adminApi';

/**
 * "보내지 못한 알림 메일" on the dashboard: answer mails the sender gave up on (docs/adr/0034),
 * with the last error, and 다시 보내기 once the cause (an SMTP setting, a full mailbox) is fixed.
 */
export function FailedMailsSection() {
  const mails = useAsyncData(fetchFailedMails, []);
  const { pending, submit } = useSubmission();
  const [notice, setNotice] = useState('');
  const intl = useIntl();
  const text = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `qna.admin.mails.${id}` }, values);

  const retry = (mail: FailedMail) =>
    void submit(async () => {
      await retryFailedMail(mail.id);
      setNotice(text('retrying', { title: mail.questionTitle }));
      mails.reload();
    });

  const columns: TableColumn<FailedMail>[] = [
    { id: 'when', header: text('gaveUpAt'), cell: (mail) => shortDateTime(mail.gaveUpAt) },
    {
      id: 'to',
      header: text('recipient'),
      cell: (mail) =>
        text('recipientValue', {
          username: mail.username,
          email: mail.email ?? text('noAddress'),
        }),
    },
    {
      id: 'question',
      header: intl.formatMessage({ id: 'qna.question.section' }),
      cell: (mail) => mail.questionTitle,
    },
    {
      id: 'error',
      header: text('lastError'),
      cell: (mail) =>
        text('lastErrorValue', {
          error: mail.lastError ?? '',
          attempts: formatNumber(mail.attempts),
        }),
    },
    {
      id: 'action',
      header: text('action'),
      align: 'center',
      cell: (mail) => (
        <Button
          variant="secondary"
          disabled={pending}
          onClick={() => retry(mail)}
          aria-label={text('retryLabel', { title: mail.questionTitle })}
        >
          <FormattedMessage id="qna.admin.mails.retry" />
        </Button>
      ),
    },
  ];

  return (
    <section className="qna-admin-section" aria-labelledby="qna-admin-mail-heading">
      <h2 id="qna-admin-mail-heading" className="qna-admin-section__heading">
        <FormattedMessage id="qna.admin.mails.heading" />
      </h2>
      <AsyncContent data={mails} failureMessage={text('loadFailure')}>
        {(loaded) => (
          <Table
            caption={text('heading')}
            captionHidden
            columns={columns}
            rows={loaded}
            rowKey={(mail) => mail.id}
            emptyMessage={text('empty')}
          />
        )}
      </AsyncContent>
      <p className="qna-admin__notice" role="status">
        {notice}
      </p>
    </section>
  );
}
