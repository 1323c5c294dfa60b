import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, LoadingOverlay, Modal, PasswordField, TextField } from '@smunity/shared-ui';
import { useSubmission } from '@smunity/shared-auth';
import './mypage.css';

export interface PortalCredentialsModalProps {
  open: boolean;
  /** "기이수과목 업데이트" or "내 정보 업데이트". */
  title: string;
  /** The member's 학번: the portal login must be their own, so it is shown, not asked. */
  username: string;
  onClose: () => void;
  /** Calls the api with the 샘물 password; a rejection is alerted and the modal stays open. */
  onSubmit: (portalPassword: string) => Promise<void>;
}

/** Asks for the 샘물 password for one call to the portal, covering the page while it runs. */
export function PortalCredentialsModal({
  open,
  title,
  username,
  onClose,
  onSubmit,
}: PortalCredentialsModalProps) {
  const intl = useIntl();
  const formId = useId();
  const [password, setPassword] = useState('');
  const { pending, submit, refusals } = useSubmission();

  const close = () => {
    // The portal call cannot be taken back once sent; the overlay says so by staying.
    if (pending) return;
    setPassword('');
    onClose();
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (password === '') {
      window.alert(intl.formatMessage({ id: 'mypage.profile.passwordMissing' }));
      return;
    }
    void submit(async () => {
      await onSubmit(password);
      setPassword('');
    });
  };

  return (
    <Modal
      open={open}
      refusals={refusals}
      title={title}
      onClose={close}
      footer={
        <Button type="submit" form={formId} disabled={pending}>
          <FormattedMessage id="mypage.profile.portal.verify" />
        </Button>
      }
    >
      <form id={formId} className="mypage-form" onSubmit={handleSubmit} noValidate>
        <p className="mypage-form__intro">
          <FormattedMessage id="mypage.profile.portal.intro" />
          <br />
          <span className="mypage-form__hint">
            <FormattedMessage id="mypage.profile.portal.hint" />
          </span>
        </p>
        <TextField
          label={intl.formatMessage({ id: 'mypage.profile.info.username' })}
          value={username}
          disabled
          readOnly
        />
        <PasswordField
          label={intl.formatMessage({ id: 'mypage.profile.portal.password' })}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          disabled={pending}
        />
      </form>
      <LoadingOverlay
        active={pending}
        label={intl.formatMessage({ id: 'mypage.profile.portal.loading' })}
      />
    </Modal>
  );
}
