// The build's prerender of the first view (build/first-view.js runs this in Node): the markup of a
// page that does not depend on the visitor, for a guest, so the page shows before its JavaScript
// has arrived and the browser hydrates it (bootstrap.tsx; docs/adr/0035). For the areas' pages,
// the frame around the area (header, footer) with the area in its loading state: the shell's
// server puts there the markup the remote's own build prerendered (docs/adr/0041), or the page it
// renders for a member with the member's data (docs/adr/0044): a member's frame is the same for
// every member (the header shows links, never whose session it is), an admin's has the admins'.
import { isUnderNavLink } from '@smunity/mf-platform/contract/nav-link-rule';
import { renderForMember } from '@smunity/shared-auth';
import { renderToString } from 'react-dom/server';
import { loadMessages, messagesIn, seedFirstData, type SiteLocale } from '@smunity/shared-ui';
import { HOME_READS } from './home/memberStatsApi';
import { SHELL_CATALOG } from './i18n/siteLocale';
import { linksFor } from './layout/SiteHeader';
import { SITE_AREAS } from './remotes/areas';
import { renderAreasLoading } from './remotes/remoteAreas';
import { SiteApp } from './SiteApp';

renderAreasLoading();

/** Loads the shell's catalog in `language`: a render, synchronous, then finds it at hand. */
export async function loadLanguage(language: SiteLocale): Promise<void> {
  await loadMessages(SHELL_CATALOG, language);
}

/** Whom a frame is for: its header's links differ (SiteHeader's linksFor). */
export type FrameAudience = 'guest' | 'member' | 'admin';

/**
 * The markup of #root for a path, as the browser's first render makes it for a guest, or for any
 * member (or admin): the session a member's browser reads from its cookie, without anything of
 * the member's. In `language`, whose catalog loadLanguage has loaded.
 */
export function renderFirstView(
  path: string,
  audience: FrameAudience = 'guest',
  language: SiteLocale = 'ko',
): string {
  const messages = messagesIn(SHELL_CATALOG, language);
  if (messages instanceof Promise) throw new Error(`The ${language} catalog is not loaded.`);
  if (audience !== 'guest') {
    renderForMember({
      username: '',
      memberRole: audience === 'admin' ? 'ROLE_ADMIN' : 'ROLE_USER',
    });
  }
  try {
    // No reporter: a server render runs no effects, so nothing would be reported, and GA4's would
    // reach for the browser's window in Node.
    return renderToString(
      <SiteApp locale={language} messages={messages} path={path} reporter={null} />,
    );
  } finally {
    if (audience !== 'guest') renderForMember(null);
  }
}

// The home page's api reads, which the page server asks to render `/` with (docs/adr/0068).
export { HOME_READS };

/** Whom the page server renders the home page for: a guest (null), or a member by role only. */
export type HomeReader = { memberRole: string } | null;

/**
 * The home page rendered with its api answers (URL → body, those of HOME_READS), as the page
 * server's renderer asks for it (site-server/src/view-renderer-sandbox.js: this bundle runs there,
 * docs/adr/0068): for a guest, or in a member's (an admin's) frame, whose header is the same for
 * every member. The answers are held for the render only; nothing is awaited between holding them
 * and rendering, so renders never mix. Only `/`.
 */
export async function renderPage(
  path: string,
  answers: Readonly<Record<string, unknown>>,
  reader: HomeReader,
  language: SiteLocale = 'ko',
): Promise<string> {
  if (path !== '/') throw new Error('Only the home page is rendered with data.');
  const audience = !reader ? 'guest' : reader.memberRole === 'ROLE_ADMIN' ? 'admin' : 'member';
  await loadLanguage(language);
  seedFirstData(answers);
  try {
    return renderFirstView('/', audience, language);
  } finally {
    seedFirstData({});
  }
}

/**
 * The frames an area page can have for the audience: the header differs only in which of its nav
 * links is current (`current`), or none. `path` is a page in an area to render each one at.
 */
export function areaFrames(
  audience: FrameAudience = 'guest',
): Array<{ current: string | null; path: string }> {
  const links = linksFor(audience !== 'guest', audience === 'admin').map((link) => link.to);
  const inArea = (path: string) =>
    SITE_AREAS.some((area) => path === area.path || path.startsWith(`${area.path}/`));
  const neutral = SITE_AREAS.map((area) => area.path).find(
    (path) => !links.some((link) => isUnderNavLink(path, link)),
  );
  if (!neutral)
    throw new Error(`Every area is under a nav link of a ${audience}: no neutral frame.`);
  return [
    ...links.filter(inArea).map((link) => ({ current: link, path: link })),
    { current: null, path: neutral },
  ];
}
