import { InfoPage } from '../../../components/InfoPage';
import { PrivacyPolicy } from './PrivacyPolicy';

const HEADER = {
  title: '개인정보처리방침',
  subtitle: '스뮤니티 개인정보처리방침은',
  description: '다음과 같은 내용을 담고 있습니다.',
};

/** /qna/privacy. */
export function PrivacyPage() {
  return (
    <InfoPage header={HEADER}>
      <div className="qna-info-box">
        <PrivacyPolicy />
      </div>
    </InfoPage>
  );
}
