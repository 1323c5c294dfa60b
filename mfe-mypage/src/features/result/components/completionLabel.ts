import type { IntlShape } from 'react-intl';

/** 이수 / 미이수, as the 교양 tables say it. */
export function completionLabel(intl: IntlShape, completed: boolean): string {
  return intl.formatMessage({
    id: completed ? 'mypage.result.completed' : 'mypage.result.missing',
  });
}
