import type { AnonymousAuthor, WithdrawnAuthor } from '@smunity/api-contract';
import { FormattedMessage } from 'react-intl';

/** How the api names the author of a question written anonymously. */
// eslint-disable-next-line smunity/no-korean-literal -- data: the name the api sends, compared against
export const ANONYMOUS_AUTHOR: AnonymousAuthor = '익명';

/** How the api names the author of a question whose author withdrew. */
// eslint-disable-next-line smunity/no-korean-literal -- data: the name the api sends, compared against
const WITHDRAWN_AUTHOR: WithdrawnAuthor = '탈퇴한 회원';

/** The texts of the names the api gives in place of a member's (they stay Korean on the wire). */
const PLACEHOLDER_TEXT_IDS: ReadonlyMap<string, string> = new Map([
  [ANONYMOUS_AUTHOR, 'qna.post.anonymous'],
  [WITHDRAWN_AUTHOR, 'qna.post.withdrawnAuthor'],
]);

/**
 * A post's author as the reader's language says it: a member's name as it is, or the api's
 * "익명" or "탈퇴한 회원".
 */
export function AuthorName({ author }: { author: string }) {
  const placeholder = PLACEHOLDER_TEXT_IDS.get(author);
  return placeholder === undefined ? author : <FormattedMessage id={placeholder} />;
}
