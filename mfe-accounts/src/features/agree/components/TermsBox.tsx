import { FormattedMessage, useIntl } from 'react-intl';
import { Checkbox, TermsContent } from '@smunity/shared-ui';
import { fetchDataBasis, fetchDepartments } from '../api/agreeApi';

export interface TermsBoxProps {
  agreed: boolean;
  onAgreedChange: (agreed: boolean) => void;
}

/** The terms of use and the box that accepts them. */
export function TermsBox({ agreed, onAgreedChange }: TermsBoxProps) {
  const intl = useIntl();
  return (
    <section className="accounts-box" aria-labelledby="agree-terms-title">
      <h2 id="agree-terms-title" className="accounts-box__title">
        <FormattedMessage id="accounts.agree.terms" />
      </h2>
      <TermsContent loadBasis={fetchDataBasis} loadDepartments={fetchDepartments} />
      <div className="accounts-box__footer">
        <Checkbox
          label={intl.formatMessage({ id: 'accounts.agree.accept' })}
          checked={agreed}
          onChange={(event) => onAgreedChange(event.target.checked)}
        />
      </div>
    </section>
  );
}
