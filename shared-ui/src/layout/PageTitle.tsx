import { useIntl } from 'react-intl';

/** The site's name, the same in every language, after every page's own in `<title>`. */
export const SITE_TITLE = 'SMUNITY';

/**
 * The page's `<title>`, so tabs, history and screen readers can tell pages apart. React hoists it
 * into <head> in the browser; a server render writes it first in the page's markup, and the page
 * server moves it into <head> (tools/site).
 */
export function PageTitle({ page }: { page: string }) {
  const { formatMessage } = useIntl();
  // "졸업요건 검사 결과 · SMUNITY"
  return (
    <title>{formatMessage({ id: 'ui.page.documentTitle' }, { page, site: SITE_TITLE })}</title>
  );
}
