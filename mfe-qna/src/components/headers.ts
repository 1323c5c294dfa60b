import type { PageHeaderProps } from '@smunity/shared-ui';

const SITE_NAME = '상명대 졸업요건 검사 사이트';
const BOARD = 'Q&A 게시판';

/** The header of the Q&A board's pages (list and detail), or of a form with its own title. */
export function boardHeader(title = BOARD): PageHeaderProps {
  return {
    title,
    subtitle: SITE_NAME,
    description: 'Q&A 게시판입니다.',
    documentTitle: title === BOARD ? BOARD : `${title} · ${BOARD}`,
  };
}
