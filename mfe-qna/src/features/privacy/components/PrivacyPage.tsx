import { useIntl } from 'react-intl';
import { LoadFailure, LoadingMessage } from '@smunity/shared-ui';
import { InfoPage } from '../../../components/InfoPage';
import { usePrivacyPolicy } from '../hooks/usePrivacyPolicy';
import { PrivacyPolicy } from './PrivacyPolicy';

/**
 * /qna/privacy. The collected items, their retention, the officer and Google Analytics come from
 * the api (GET /privacy/policy), built from the settings its purge jobs use: the page cannot
 * promise what the code does not do.
 */
export function PrivacyPage() {
  const { state, reload } = usePrivacyPolicy();
  const intl = useIntl();
  const header = {
    title: intl.formatMessage({ id: 'qna.info.privacy' }),
    subtitle: intl.formatMessage({ id: 'qna.privacy.subtitle' }),
    description: intl.formatMessage({ id: 'qna.privacy.description' }),
  };
  return (
    <InfoPage header={header}>
      <div className="qna-info-box">
        {state.status === 'loading' && <LoadingMessage />}
        {state.status === 'error' && (
          <LoadFailure
            message={intl.formatMessage({ id: 'qna.privacy.loadFailure' })}
            onRetry={reload}
          />
        )}
        {state.status === 'ready' && <PrivacyPolicy policy={state.data} />}
      </div>
    </InfoPage>
  );
}
