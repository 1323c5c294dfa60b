import { LoadFailure, LoadingMessage } from '@smunity/shared-ui';
import { InfoPage } from '../../../components/InfoPage';
import { usePrivacyPolicy } from '../hooks/usePrivacyPolicy';
import { PrivacyPolicy } from './PrivacyPolicy';

const HEADER = {
  title: '개인정보처리방침',
  subtitle: '스뮤니티 개인정보처리방침은',
  description: '다음과 같은 내용을 담고 있습니다.',
};

/**
 * /qna/privacy. The collected items, their retention, the officer and Google Analytics come from
 * the api (GET /privacy/policy), built from the settings its purge jobs use: the page cannot
 * promise what the code does not do.
 */
export function PrivacyPage() {
  const { state, reload } = usePrivacyPolicy();
  return (
    <InfoPage header={HEADER}>
      <div className="qna-info-box">
        {state.status === 'loading' && <LoadingMessage />}
        {state.status === 'error' && (
          <LoadFailure message="개인정보처리방침을 불러오지 못했습니다." onRetry={reload} />
        )}
        {state.status === 'ready' && <PrivacyPolicy policy={state.data} />}
      </div>
    </InfoPage>
  );
}
