import { useIntl } from 'react-intl';
import type { PageHeaderProps } from '@smunity/shared-ui';

/**
 * The header of the Q&A board's pages (list and detail), or of a form whose own title is the
 * message `titleId` (its tab then reads "질문 등록 · Q&A 게시판").
 */
export function useBoardHeader(titleId?: string): PageHeaderProps {
  const intl = useIntl();
  const board = intl.formatMessage({ id: 'qna.board.title' });
  const title = titleId ? intl.formatMessage({ id: titleId }) : board;
  return {
    title,
    subtitle: intl.formatMessage({ id: 'qna.site.name' }),
    description: intl.formatMessage({ id: 'qna.board.description' }),
    documentTitle: titleId
      ? intl.formatMessage({ id: 'qna.board.documentTitle' }, { title })
      : board,
  };
}
