import type { ShareCreated, ShareSummary } from '@smunity/api-contract';
import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
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
  const intl = useIntl();
  const { pending, submit, refusals } = useSubmission();
  return (
    <Modal
      open={open}
      title={intl.formatMessage({ id: 'mypage.result.share.title' })}
      onClose={onClose}
      refusals={refusals}
      size="lg"
    >
      {/* Rendered only while open: a closed dialog forgets the link it showed. */}
      <ShareForm pending={pending} submit={submit} />
    </Modal>
  );
}

function ShareForm({
  pending,
  submit,
}: Pick<ReturnType<typeof useSubmission>, 'pending' | 'submit'>) {
  const intl = useIntl();
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
    if (!window.confirm(intl.formatMessage({ id: 'mypage.result.share.revokeConfirm' }))) {
      return;
    }
    void submit(async () => {
      await revokeShareLink(link.id);
      links.reload();
      window.alert(intl.formatMessage({ id: 'mypage.result.share.revoked' }));
    });
  };

  return (
    <div className="share-dialog">
      <p className="share-dialog__intro">
        <FormattedMessage id="mypage.result.share.intro" />
      </p>
      <form id={formId} className="share-dialog__form" onSubmit={handleSubmit} noValidate>
        <div className="su-field">
          <label className="su-field__label" htmlFor={daysId}>
            <FormattedMessage id="mypage.result.share.days" />
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
                <FormattedMessage
                  id="mypage.result.share.daysOption"
                  values={{ days: option, count: String(option) }}
                />
              </option>
            ))}
          </select>
        </div>
        <Checkbox
          label={intl.formatMessage({ id: 'mypage.result.share.showName' })}
          checked={showName}
          onChange={(event) => setShowName(event.target.checked)}
          disabled={pending}
        />
        <Button type="submit" disabled={pending}>
          <FormattedMessage id="mypage.result.share.create" />
        </Button>
      </form>
      {created ? <CreatedLink created={created} /> : null}
      <div className="share-dialog__links">
        <h3 className="share-dialog__subtitle">
          <FormattedMessage id="mypage.result.share.myLinks" />
        </h3>
        <AsyncContent data={links} {...loadMessages(intl, 'mypage.result.share.what')}>
          {(rows) => (
            <Table
              caption={intl.formatMessage({ id: 'mypage.result.share.myLinks' })}
              captionHidden
              columns={linkColumns(intl, revoke, pending)}
              rows={rows}
              rowKey={(link) => link.id}
              emptyMessage={intl.formatMessage({ id: 'mypage.result.share.noLinks' })}
            />
          )}
        </AsyncContent>
      </div>
    </div>
  );
}

function linkColumns(
  intl: IntlShape,
  revoke: (link: ShareSummary) => void,
  pending: boolean,
): ReadonlyArray<TableColumn<ShareSummary>> {
  const text = (id: string) => intl.formatMessage({ id: `mypage.result.share.${id}` });
  return [
    { id: 'created', header: text('created'), cell: (link) => isoDay(link.createdAt) },
    { id: 'expires', header: text('expires'), cell: (link) => isoDay(link.expiresAt) },
    {
      id: 'name',
      header: text('nameShown'),
      cell: (link) => text(link.showName ? 'nameShown.yes' : 'nameShown.no'),
    },
    {
      id: 'revoke',
      header: text('revoke'),
      cell: (link) => (
        <Button
          variant="secondary"
          onClick={() => revoke(link)}
          disabled={pending}
          aria-label={intl.formatMessage(
            { id: 'mypage.result.share.revokeLink' },
            { day: isoDay(link.createdAt) },
          )}
        >
          <FormattedMessage id="mypage.result.share.revoke" />
        </Button>
      ),
    },
  ];
}

/** The new link, once: only its hash is kept, so it cannot be shown again later. */
function CreatedLink({ created }: { created: ShareCreated }) {
  const intl = useIntl();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(created.url);
      setCopied(true);
    } catch {
      // No clipboard (an old browser, a page not served over HTTPS): the field selects itself
      // when focused, to copy by hand.
      window.alert(intl.formatMessage({ id: 'mypage.result.share.copyFailed' }));
    }
  };
  return (
    <div className="share-dialog__created" role="status">
      <TextField
        label={intl.formatMessage({ id: 'mypage.result.share.link' })}
        hint={intl.formatMessage(
          { id: 'mypage.result.share.linkHint' },
          { day: isoDay(created.expiresAt) },
        )}
        value={created.url}
        readOnly
        onFocus={(event) => event.currentTarget.select()}
      />
      <Button variant="secondary" onClick={() => void copy()}>
        <FormattedMessage id={copied ? 'mypage.result.share.copied' : 'mypage.result.share.copy'} />
      </Button>
    </div>
  );
}
