import { getErrorMessage } from '@smunity/shared-auth';
import type { AsyncContentProps } from '@smunity/shared-ui';

/**
 * How my page words its data's loading and failure for AsyncContent: "내 정보 불러오는 중…",
 * then "내 정보 불러오기에 실패했습니다." with the api's reason.
 */
export function loadMessages(
  what: string,
): Pick<AsyncContentProps<unknown>, 'loadingMessage' | 'failureMessage'> {
  return {
    loadingMessage: `${what} 불러오는 중…`,
    failureMessage: (error) => `${what} 불러오기에 실패했습니다. ${getErrorMessage(error)}`,
  };
}
