import type { ShareCreated, ShareSummary } from '@smunity/api-contract';
import { useId, useState, type FormEvent } from 'react';
import { useSubmission } from '@smunity/shared-auth';
import {
  AsyncContent,
  Button,
  Checkbox,
  Modal,
  Table,
  TextField,
  useAsyncData,
  type TableColumn,
  isoDay,
} from '@smunity/shared-ui';
import { loadMessages } from '../../../components/loadMessages';
import { createShareLink, fetchShareLinks, revokeShareLink } from '../api/shareApi';
import './share.css';

export const SHARE_TITLE = '검사 결과 공유';

/** How long a link may stay open (the api allows 1–30 days). */
export const SHARE_DAYS = [1, 3, 7, 14, 30] as const;
const DEFAULT_DAYS = 7;

export interface ShareDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * "검사 결과 공유": makes a read-only link to the result as it is now (for an advisor or a friend),
 * shows it once to copy, and lists the member's open links to revoke them.
 */
export function ShareDialog({ open, onClose }: ShareDialogProps) {
  const { pending, submit, refusals } = useSubmission();
  return (
    <Modal open={open} title={SHARE_TITLE} onClose={onClose} refusals={refusals} size="lg">
      {/* Rendered only while open: a closed dialog forgets the link it showed. */}
      <ShareForm pending={pending} submit={submit} />
    </Modal>
  );
}

function ShareForm({
  pending,
  submit,
}: Pick<ReturnType<typeof useSubmission>, 'pending' | 'submit'>) {
  const formId = useId();
  const daysId = useId();
  const [days, setDays] = useState<number>(DEFAULT_DAYS);
  const [showName, setShowName] = useState(false);
  const [created, setCreated] = useState<ShareCreated | null>(null);
  const links = useAsyncData(fetchShareLinks, []);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit(async () => {
      setCreated(await createShareLink({ expiresInDays: days, showName }));
      links.reload();
    });
  };

  const revoke = (link: ShareSummary) => {
    if (!window.confirm('이 링크를 취소하시겠습니까? 받은 사람은 더 이상 결과를 볼 수 없습니다.')) {
      return;
    }
    void submit(async () => {
      await revokeShareLink(link.id);
      links.reload();
      window.alert('공유 링크가 취소되었습니다.');
    });
  };

  return (
    <div className="share-dialog">
      <p className="share-dialog__intro">
        지금의 검사 결과(이수학점, 영역별 현황)를 볼 수 있는 링크를 만듭니다. 학번과 과목 목록은
        공유되지 않으며, 링크는 만료되거나 취소하면 열리지 않습니다.
      </p>
      <form id={formId} className="share-dialog__form" onSubmit={handleSubmit} noValidate>
        <div className="su-field">
          <label className="su-field__label" htmlFor={daysId}>
            공유 기간
          </label>
          <select
            id={daysId}
            className="su-field__input"
            value={days}
            onChange={(event) => setDays(Number(event.target.value))}
            disabled={pending}
          >
            {SHARE_DAYS.map((option) => (
              <option key={option} value={option}>
                {option}일
              </option>
            ))}
          </select>
        </div>
        <Checkbox
          label="받는 사람에게 내 이름 보이기"
          checked={showName}
          onChange={(event) => setShowName(event.target.checked)}
          disabled={pending}
        />
        <Button type="submit" disabled={pending}>
          링크 만들기
        </Button>
      </form>
      {created ? <CreatedLink created={created} /> : null}
      <div className="share-dialog__links">
        <h3 className="share-dialog__subtitle">내 공유 링크</h3>
        <AsyncContent data={links} {...loadMessages('공유 링크')}>
          {(rows) => (
            <Table
              caption="내 공유 링크"
              captionHidden
              columns={linkColumns(revoke, pending)}
              rows={rows}
              rowKey={(link) => link.id}
              emptyMessage="열려 있는 공유 링크가 없습니다."
            />
          )}
        </AsyncContent>
      </div>
    </div>
  );
}

function linkColumns(
  revoke: (link: ShareSummary) => void,
  pending: boolean,
): ReadonlyArray<TableColumn<ShareSummary>> {
  return [
    { id: 'created', header: '만든 날', cell: (link) => isoDay(link.createdAt) },
    { id: 'expires', header: '만료일', cell: (link) => isoDay(link.expiresAt) },
    { id: 'name', header: '이름 공개', cell: (link) => (link.showName ? '공개' : '비공개') },
    {
      id: 'revoke',
      header: '취소',
      cell: (link) => (
        <Button
          variant="secondary"
          onClick={() => revoke(link)}
          disabled={pending}
          aria-label={`${isoDay(link.createdAt)}에 만든 링크 취소`}
        >
          취소
        </Button>
      ),
    },
  ];
}

/** The new link, once: only its hash is kept, so it cannot be shown again later. */
function CreatedLink({ created }: { created: ShareCreated }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(created.url);
      setCopied(true);
    } catch {
      // No clipboard (an old browser, a page not served over HTTPS): the field selects itself
      // when focused, to copy by hand.
      window.alert('복사하지 못했습니다. 링크를 직접 선택해 복사해 주세요.');
    }
  };
  return (
    <div className="share-dialog__created" role="status">
      <TextField
        label="공유 링크"
        hint={`${isoDay(created.expiresAt)}까지 열립니다. 링크는 지금만 보여 드리니 복사해 두세요.`}
        value={created.url}
        readOnly
        onFocus={(event) => event.currentTarget.select()}
      />
      <Button variant="secondary" onClick={() => void copy()}>
        {copied ? '복사했습니다' : '링크 복사'}
      </Button>
    </div>
  );
}
