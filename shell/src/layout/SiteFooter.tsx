import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { Container, ROUTES, seoulTime } from '@smunity/shared-ui';

const GITHUB = { name: 'GitHub', url: 'https://github.com/smu-nity' };
// Compiled in by the build: the package version and the short commit it was built from
// (build/site-assets.js; "unknown" for a build outside git).
const APP_VERSION = process.env.APP_VERSION ?? '';
const APP_COMMIT = process.env.APP_COMMIT || 'unknown';

/** The policies, each with the id of its link's text. */
const POLICY_LINKS = [
  { to: ROUTES.QNA_PRIVACY, text: 'footer.privacy' },
  { to: ROUTES.QNA_TERMS, text: 'footer.terms' },
];

/** The spec's line: "© {year} SMUNITY · {version} ({commit})". */
export function copyrightLine(year: number, version = APP_VERSION, commit = APP_COMMIT): string {
  return `© ${year} SMUNITY · ${version} (${commit})`;
}

export function SiteFooter() {
  return (
    <footer className="shell-footer">
      <Container>
        <ul className="shell-footer__links">
          <li>
            <a href={GITHUB.url} target="_blank" rel="noopener noreferrer">
              {GITHUB.name}
            </a>
          </li>
          {POLICY_LINKS.map(({ to, text }) => (
            <li key={to}>
              <Link to={to}>
                <FormattedMessage id={text} />
              </Link>
            </li>
          ))}
        </ul>
        <p className="shell-footer__copyright">{copyrightLine(seoulTime(new Date()).year)}</p>
      </Container>
    </footer>
  );
}
