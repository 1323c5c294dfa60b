import { NAV_LINKS, type SiteNavLink } from '@smunity/mf-platform';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { logout, useSession } from '@smunity/shared-auth';
import { Container, ROUTES, SITE_TITLE, siteLocaleOf } from '@smunity/shared-ui';
import { AreaNavLink } from './AreaNavLink';
import { LanguageSwitch } from './LanguageSwitch';
import { RemoteHeaderLinks } from './RemoteHeaderLinks';

/**
 * The remotes' links (the registry of remotes): those for everyone first, then the session's,
 * then an admin's. The admin role is the session's (shared-auth); the api checks it again.
 */
export const linksFor = (isLoggedIn: boolean, isAdmin: boolean): SiteNavLink[] => [
  ...NAV_LINKS.filter((link) => link.visibleTo === 'everyone'),
  ...NAV_LINKS.filter((link) => link.visibleTo === (isLoggedIn ? 'members' : 'guests')),
  ...(isAdmin ? NAV_LINKS.filter((link) => link.visibleTo === 'admins') : []),
];

export function SiteHeader() {
  const { isLoggedIn, isAdmin } = useSession();
  const { formatMessage, locale } = useIntl();
  const language = siteLocaleOf(locale);

  return (
    <header className="shell-header">
      <Container className="shell-header__inner">
        <Link to={ROUTES.HOME} className="shell-header__logo">
          {SITE_TITLE}
        </Link>
        <nav aria-label={formatMessage({ id: 'layout.mainMenu' })}>
          <ul className="shell-header__menu">
            {linksFor(isLoggedIn, isAdmin).map((link) => (
              <li key={link.to}>
                <AreaNavLink to={link.to}>{link.label[language]}</AreaNavLink>
              </li>
            ))}
            {isLoggedIn && <RemoteHeaderLinks />}
            {isLoggedIn && (
              <li>
                <button type="button" className="shell-header__link" onClick={() => void logout()}>
                  <FormattedMessage id="layout.logout" />
                </button>
              </li>
            )}
          </ul>
        </nav>
        {/* Not a page of the menu but the site's language: on a phone it sits beside the logo,
            so the menu keeps its row (layout.css). */}
        <LanguageSwitch />
      </Container>
    </header>
  );
}
