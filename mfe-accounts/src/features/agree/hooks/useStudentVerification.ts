import { setVerification, useSubmission } from '@smunity/shared-auth';
import { completeCredentials, type StudentCredentials } from '../../../api/credentials';
import { verifyStudent } from '../api/agreeApi';

export const TERMS_NOT_AGREED = '이용약관에 동의해주세요.';
export const MISSING_PORTAL_FIELDS = '학번과 샘물 비밀번호를 입력해주세요.';

/**
 * Verifies the student at the portal once they agreed to the terms. Storing the verification is
 * all it does on success: the agree page then moves on to the sign-up form by itself.
 */
export function useStudentVerification() {
  const { pending, submit } = useSubmission();

  const verify = (termsAgreed: boolean, credentials: StudentCredentials) => {
    if (!termsAgreed) {
      window.alert(TERMS_NOT_AGREED);
      return;
    }
    const complete = completeCredentials(credentials);
    if (!complete) {
      window.alert(MISSING_PORTAL_FIELDS);
      return;
    }
    void submit(async () => setVerification(await verifyStudent(complete)));
  };

  return { pending, verify };
}
