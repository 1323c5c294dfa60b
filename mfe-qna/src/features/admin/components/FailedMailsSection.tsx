import type { FailedMail } from '@smunity/api-contract';
import { useState } from 'react';
import { useSubmission } from '@smunity/shared-auth';
import {
  AsyncContent,
  Button,
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

  const retry = (mail: FailedMail) =>
    void submit(async () => {
      await retryFailedMail(mail.id);
      setNotice(`'${mail.questionTitle}' 답변 메일을 다시 보냅니다.`);
      mails.reload();
    });

  const columns: TableColumn<FailedMail>[] = [
    { id: 'when', header: '포기한 시각', cell: (mail) => shortDateTime(mail.gaveUpAt) },
    {
      id: 'to',
      header: '받는 사람',
      cell: (mail) => `${mail.username} ${mail.email ?? '(주소 없음)'}`,
    },
    { id: 'question', header: '질문', cell: (mail) => mail.questionTitle },
    {
      id: 'error',
      header: '마지막 오류',
      cell: (mail) => `${mail.lastError ?? ''} (${mail.attempts}회 시도)`,
    },
    {
      id: 'action',
      header: '관리',
      align: 'center',
      cell: (mail) => (
        <Button
          variant="secondary"
          disabled={pending}
          onClick={() => retry(mail)}
          aria-label={`'${mail.questionTitle}' 답변 메일 다시 보내기`}
        >
          다시 보내기
        </Button>
      ),
    },
  ];

  return (
    <section className="qna-admin-section" aria-labelledby="qna-admin-mail-heading">
      <h2 id="qna-admin-mail-heading" className="qna-admin-section__heading">
        보내지 못한 알림 메일
      </h2>
      <AsyncContent data={mails} failureMessage="보내지 못한 메일 목록을 불러오지 못했습니다.">
        {(loaded) => (
          <Table
            caption="보내지 못한 알림 메일"
            captionHidden
            columns={columns}
            rows={loaded}
            rowKey={(mail) => mail.id}
            emptyMessage="보내지 못한 메일이 없습니다."
          />
        )}
      </AsyncContent>
      <p className="qna-admin__notice" role="status">
        {notice}
      </p>
    </section>
  );
}
