import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, LoadingOverlay, Modal } from '@smunity/shared-ui';
import { CredentialsFields } from '../../../components/CredentialsFields';
import { EMPTY_CREDENTIALS } from '../../../api/credentials';
import { PortalNotice } from '../../../components/PortalNotice';
import { useFindPassword } from '../hooks/useFindPassword';

export interface FindPasswordModalProps {
  open: boolean;
  onClose: () => void;
}

/** "비밀번호 찾기": portal verification that leads to the password reset page. */
export function FindPasswordModal({ open, onClose }: FindPasswordModalProps) {
  const intl = useIntl();
  const { pending, verify, refusals } = useFindPassword();
  return (
    // refusals: after the portal refuses, the focus goes back to 학번.
    <Modal
      open={open}
      title={intl.formatMessage({ id: 'accounts.findPassword.title' })}
      onClose={onClose}
      refusals={refusals}
    >
      {/* Rendered only while open, so closing the dialog forgets the portal password. */}
      <FindPasswordForm pending={pending} verify={verify} />
    </Modal>
  );
}

type FindPasswordFormProps = Pick<ReturnType<typeof useFindPassword>, 'pending' | 'verify'>;

function FindPasswordForm({ pending, verify }: FindPasswordFormProps) {
  const intl = useIntl();
  const [credentials, setCredentials] = useState(EMPTY_CREDENTIALS);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    verify(credentials);
  };

  return (
    <>
      <PortalNotice />
      <form className="accounts-form" noValidate onSubmit={handleSubmit}>
        <CredentialsFields
          value={credentials}
          onChange={setCredentials}
          passwordLabel={intl.formatMessage({ id: 'accounts.findPassword.portalPassword' })}
          passwordAutoComplete="off"
          focusUsernameInDialog
        />
        <Button type="submit" block disabled={pending}>
          <FormattedMessage id="accounts.portal.verify" />
        </Button>
      </form>
      {/* Inside the dialog, so it covers the dialog too. */}
      <LoadingOverlay
        active={pending}
        label={intl.formatMessage({ id: 'accounts.portal.verifying' })}
      />
    </>
  );
}
