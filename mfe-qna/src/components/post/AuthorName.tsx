import type { AnonymousAuthor } from '@smunity/api-contract';
import { FormattedMessage } from 'react-intl';

/** How the api names the author of a question written anonymously. */
// eslint-disable-next-line smunity/no-korean-literal -- data: the name the api sends, compared against
export const ANONYMOUS_AUTHOR: AnonymousAuthor = '익명';

/** A post's author as the reader's language says it: a member's name as it is, or "익명". */
export function AuthorName({ author }: { author: string }) {
  return author === ANONYMOUS_AUTHOR ? <FormattedMessage id="qna.post.anonymous" /> : author;
}
