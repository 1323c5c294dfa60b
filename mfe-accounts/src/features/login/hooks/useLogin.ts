import { setMember, useSubmission } from 'shared-auth';
import { completeCredentials, type StudentCredentials } from '../../../api/credentials';
import { logIn } from '../api/loginApi';

export const MISSING_LOGIN_FIELDS = '학번과 비밀번호를 입력해주세요.';

/**
 * Logs the student in. Storing the session is all it does on success: the accounts pages are
 * for visitors only, so their guard then sends the new member to /mypage, and the nav switches.
 */
export function useLogin() {
  const { pending, submit } = useSubmission();

  const login = (credentials: StudentCredentials) => {
    const complete = completeCredentials(credentials);
    if (!complete) {
      window.alert(MISSING_LOGIN_FIELDS);
      return;
    }
    void submit(async () => setMember(await logIn(complete)));
  };

  return { pending, login };
}
