import { TermsContent } from '@smunity/shared-ui';
import { InfoPage } from '../../../components/InfoPage';
import { fetchDataBasis, fetchEligibleDepartments } from '../api/termsApi';

const HEADER = {
  title: '이용약관',
  subtitle: '상명대 졸업요건 검사 사이트 이용약관은',
  description: '다음과 같은 내용을 담고 있습니다.',
};

/** /qna/terms: the same terms members agree to at sign-up. */
export function TermsPage() {
  return (
    <InfoPage header={HEADER}>
      <div className="qna-info-box">
        <TermsContent loadBasis={fetchDataBasis} loadDepartments={fetchEligibleDepartments} />
      </div>
    </InfoPage>
  );
}
