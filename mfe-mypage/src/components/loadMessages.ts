import type { IntlShape } from 'react-intl';
import { getErrorMessage } from '@smunity/shared-auth';
import type { AsyncContentProps } from '@smunity/shared-ui';

/**
 * How my page words its data's loading and failure for AsyncContent: "내 정보 불러오는 중…",
 * then "내 정보 불러오기에 실패했습니다." with the api's reason.
 * @param whatId the id of the message naming the data, e.g. 'mypage.profile.load'
 */
export function loadMessages(
  intl: IntlShape,
  whatId: string,
): Pick<AsyncContentProps<unknown>, 'loadingMessage' | 'failureMessage'> {
  const what = intl.formatMessage({ id: whatId });
  return {
    loadingMessage: intl.formatMessage({ id: 'mypage.load.loading' }, { what }),
    failureMessage: (error) =>
      intl.formatMessage({ id: 'mypage.load.failed' }, { what, reason: getErrorMessage(error) }),
  };
}
