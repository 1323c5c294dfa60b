// A page's `<title>` (shared-ui's PageTitle) in a server render: React writes it first in the
// markup of the view, but it belongs in <head>, and a view hydrates only without it. The shell's
// server (site-server/src/page-html.js) and the tests that render a page as it does take it out the
// same way, here.
'use strict';

const LEADING_TITLE = /^<title>([^<]*)<\/title>/;

/**
 * The view without its leading `<title>` and that title's text (still escaped as HTML), or
 * undefined when the view has none.
 * @param {string} view
 * @returns {{ title: string | undefined, view: string }}
 */
function takeDocumentTitle(view) {
  const match = LEADING_TITLE.exec(view);
  if (!match) return { title: undefined, view };
  return { title: match[1], view: view.slice(match[0].length) };
}

/**
 * The page with the view's `<title>` (HTML-escaped already) before the shell's own ("SMUNITY"),
 * where React puts a page's title in the browser: hydrating, React takes the first title as the
 * page's and removes it when the page goes, and the shell's is then the tab's name again. As it
 * is when `title` is undefined.
 * @param {string} html
 * @param {string | undefined} title
 */
function withDocumentTitle(html, title) {
  if (title === undefined) return html;
  const shellTitle = html.indexOf('<title>');
  if (shellTitle < 0) throw new Error('the page has no <title>');
  return `${html.slice(0, shellTitle)}<title>${title}</title>${html.slice(shellTitle)}`;
}

module.exports = { takeDocumentTitle, withDocumentTitle };
