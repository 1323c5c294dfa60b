// How the board shows when something was written: the last edit or the creation, in shared-ui's
// yy-mm-dd HH:mm (Korean time, whatever the reader's device says).

import type { Answer, QuestionSummary } from '@smunity/api-contract';
import type { IntlShape } from 'react-intl';
import { shortDateTime } from '@smunity/shared-ui';

/** The two timestamps every question and answer carries (ISO 8601 from the api). */
export type PostTimes = Pick<QuestionSummary | Answer, 'createdAt' | 'updatedAt'>;

/** Compared as instants: the same moment may be written with other precision or offset. */
export function isEdited({ createdAt, updatedAt }: PostTimes): boolean {
  return Date.parse(updatedAt) !== Date.parse(createdAt);
}

export interface PostTimestamp {
  /** For <time dateTime>. */
  isoDate: string;
  /** "25-03-01 09:05", or "25-03-02 10:00 (수정)" once edited. */
  text: string;
}

/** The time a post shows: when it was last edited (marked so in `intl`'s language), else when it was written. */
export function postTimestamp(times: PostTimes, intl: IntlShape): PostTimestamp {
  if (isEdited(times)) {
    return {
      isoDate: times.updatedAt,
      text: intl.formatMessage({ id: 'qna.post.edited' }, { time: shortDateTime(times.updatedAt) }),
    };
  }
  return { isoDate: times.createdAt, text: shortDateTime(times.createdAt) };
}
