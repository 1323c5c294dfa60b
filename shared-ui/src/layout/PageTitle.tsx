/** The site's name after every page's own in `<title>`: "졸업요건 검사 결과 · SMUNITY". */
export const SITE_TITLE = 'SMUNITY';

export function documentTitle(page: string): string {
  return `${page} · ${SITE_TITLE}`;
}

/**
 * The page's `<title>`, so tabs, history and screen readers can tell pages apart. React hoists it
 * into <head> in the browser; a server render writes it first in the page's markup, and the page
 * server moves it into <head> (tools/site).
 */
export function PageTitle({ page }: { page: string }) {
  return <title>{documentTitle(page)}</title>;
}
