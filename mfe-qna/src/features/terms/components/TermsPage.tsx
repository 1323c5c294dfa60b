import { useIntl } from 'react-intl';
import { TermsContent } from '@smunity/shared-ui';
import { InfoPage } from '../../../components/InfoPage';
import { fetchDataBasis, fetchEligibleDepartments } from '../api/termsApi';

/** /qna/terms: the same terms members agree to at sign-up. */
export function TermsPage() {
  const intl = useIntl();
  const header = {
    title: intl.formatMessage({ id: 'qna.info.terms' }),
    subtitle: intl.formatMessage({ id: 'qna.terms.subtitle' }),
    description: intl.formatMessage({ id: 'qna.terms.description' }),
  };
  return (
    <InfoPage header={header}>
      <div className="qna-info-box">
        <TermsContent loadBasis={fetchDataBasis} loadDepartments={fetchEligibleDepartments} />
      </div>
    </InfoPage>
  );
}
